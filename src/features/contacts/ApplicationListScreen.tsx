import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ApplicationListScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Applications`} message={t`No applications yet.`} />;
}

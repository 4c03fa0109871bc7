import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function MomentsScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Moments`} message={t`No moments yet.`} />;
}

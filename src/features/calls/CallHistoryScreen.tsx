import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function CallHistoryScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Call history`} message={t`No calls yet.`} />;
}

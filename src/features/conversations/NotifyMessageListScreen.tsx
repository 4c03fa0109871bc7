import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function NotifyMessageListScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Notifications`} message={t`No notifications yet.`} />;
}

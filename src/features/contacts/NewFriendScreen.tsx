import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function NewFriendScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`New friends`} message={t`No friend requests yet.`} />;
}

import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function NewGroupScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`New group chats`} message={t`No group join requests yet.`} />;
}

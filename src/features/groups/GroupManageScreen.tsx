import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GroupManageScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Group management`} message={t`Open a group's settings to manage it.`} />;
}

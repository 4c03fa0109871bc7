import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ChatScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Chat`} message={t`Pick a conversation from the Messages tab to start chatting.`} />;
}

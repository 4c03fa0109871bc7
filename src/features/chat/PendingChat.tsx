import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { storedConversationsAtom } from '../../state/conversations/conversation-atoms';
import { readStoredSession } from '../../state/session/stored-session';
import { fetchConversationName } from '../../api/conversation-names';

/**
 * A chat opened by its address before the SDK knows the conversation (a deep link right after the sign-in, while
 * the first sync runs for seconds): its name at once, from the list's first screen or the server, and a loading
 * line instead of an empty pane.
 */
export function PendingChat({
  conversationID,
  source,
}: {
  conversationID: string;
  source: { sourceID: string; sessionType: number };
}) {
  const { t } = useLingui();
  const listed = useAtomValue(storedConversationsAtom).find((row) => row.conversationID === conversationID);
  const named = useQuery({
    queryKey: ['conversation-name', conversationID],
    queryFn: () => fetchConversationName(source, readStoredSession()?.imToken ?? ''),
    enabled: !listed?.showName,
    staleTime: Infinity,
    retry: 1,
  }).data;
  return (
    <Screen title={listed?.showName || named || t`Chat`}>
      <div className="chat chat-pending">
        <p role="status" className="empty-state">
          {t`Loading messages…`}
        </p>
      </div>
    </Screen>
  );
}

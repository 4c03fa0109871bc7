import type { ConversationItem, MessageItem } from '../../state/sdk-types';
import { messagesMatching } from '../chat/search/message-match';

export interface ConversationHits {
  conversation: ConversationItem;
  /** The matching messages, newest first. */
  messages: MessageItem[];
}

/**
 * The conversations with messages containing the keyword, the one with the newest match first. `historyOf`
 * gives a conversation's history newest first, or undefined when it has not been read (it is then left out).
 */
export function conversationHits(
  conversations: readonly ConversationItem[],
  historyOf: (conversationID: string) => readonly MessageItem[] | undefined,
  keyword: string,
): ConversationHits[] {
  return conversations
    .flatMap((conversation) => {
      const messages = messagesMatching(historyOf(conversation.conversationID) ?? [], keyword);
      return messages.length > 0 ? [{ conversation, messages }] : [];
    })
    .sort((a, b) => (b.messages[0]?.sendTime ?? 0) - (a.messages[0]?.sendTime ?? 0));
}

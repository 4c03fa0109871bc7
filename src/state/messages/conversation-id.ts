import type { ConversationItem, MessageItem } from '../sdk-types';

/**
 * The conversation a message belongs to: a known single conversation with either party, else OpenIM's own ID rules
 * (si_ + the two users sorted, or sg_ + the group; openim-ws-gateway.md §4.2).
 */
export function conversationIDOf(message: MessageItem, conversations: readonly ConversationItem[]): string {
  if (message.groupID) return `sg_${message.groupID}`;
  const known = conversations.find(
    (c) => !c.groupID && c.userID && (c.userID === message.sendID || c.userID === message.recvID),
  );
  return known?.conversationID ?? `si_${[message.sendID, message.recvID].sort().join('_')}`;
}

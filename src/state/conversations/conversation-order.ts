import type { ConversationItem } from '../sdk-types';

/** The time a conversation sorts by: the later of its draft and its latest message. */
const activityTime = (conversation: ConversationItem) =>
  Math.max(conversation.draftTextTime ?? 0, conversation.latestMsgSendTime ?? 0);

/** Pinned first, then most recent activity first; one entry per conversationID (product-spec §4). */
export function sortConversations(conversations: readonly ConversationItem[]): ConversationItem[] {
  const unique = new Map<string, ConversationItem>();
  for (const conversation of conversations)
    if (!unique.has(conversation.conversationID)) unique.set(conversation.conversationID, conversation);
  return [...unique.values()].sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || activityTime(b) - activityTime(a),
  );
}

/** Updated and new conversations replace their older copies; the result is re-sorted. */
export function mergeConversations(
  current: readonly ConversationItem[],
  updates: readonly ConversationItem[],
): ConversationItem[] {
  return sortConversations([...updates, ...current]);
}

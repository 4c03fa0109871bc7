import type { ConversationItem } from '../state/sdk-types';

/** How many conversations are kept readable offline, and how much of each (issue 16, item 1). */
export const PREFETCH_CONVERSATIONS = 50;
export const PREFETCH_PAGE = 20;

/**
 * The conversations whose newest page should be fetched now: the most recent ones with messages, minus those
 * already fetched at their current latest message. `done` maps conversationID to the latestMsgSendTime fetched.
 */
export function conversationsToPrefetch(
  conversations: readonly ConversationItem[],
  done: ReadonlyMap<string, number>,
  limit = PREFETCH_CONVERSATIONS,
): string[] {
  return [...conversations]
    .filter((c) => (c.latestMsgSendTime ?? 0) > 0)
    .sort((a, b) => (b.latestMsgSendTime ?? 0) - (a.latestMsgSendTime ?? 0))
    .slice(0, limit)
    .filter((c) => done.get(c.conversationID) !== c.latestMsgSendTime)
    .map((c) => c.conversationID);
}

import type { ConversationItem, MessageItem } from '../sdk-types';
import { parseLatestMessage } from '../messages/latest-message';
import { sortConversations } from './conversation-order';

/**
 * A conversation whose stored newest message the SDK has not recorded as its latest: the list shows `newest` while
 * the SDK still reports `staleClientMsgID` as the latest message.
 *
 * Why: a message that arrived as the page reloaded once left the wasm SDK's store with the message in the history, an
 * unread count that counts it (that comes from the server), and the older latest message on the conversation, for
 * good: later syncs find the message already stored and never revisit the conversation (docs/testing.md, "the race").
 * The likeliest cause is the message and the conversation's update being separate writes, the page gone between them;
 * openim-sdk-core issue 538 reports the same symptom after a send.
 */
export interface LatestRepair {
  staleClientMsgID: string;
  newest: MessageItem;
}

/**
 * The repair `conversation` needs, given the newest messages its history holds (in any order), or null. It asks for
 * an unread count as well as a newer message: that is the state the gap leaves, and it keeps a conversation read to
 * its end as the SDK reports it.
 */
export function latestRepairFor(conversation: ConversationItem, history: readonly MessageItem[]): LatestRepair | null {
  const latest = parseLatestMessage(conversation.latestMsg);
  if (!latest || (conversation.unreadCount ?? 0) === 0) return null;
  const newest = history.reduce<MessageItem | undefined>(
    (best, message) => (message.seq > (best?.seq ?? 0) ? message : best),
    undefined,
  );
  if (!newest || newest.clientMsgID === latest.clientMsgID) return null;
  const isNewer = newest.seq > (latest.seq ?? 0) && newest.sendTime > (conversation.latestMsgSendTime ?? 0);
  return isNewer ? { staleClientMsgID: latest.clientMsgID, newest } : null;
}

/** Whether `repair` applies to `conversation`: the SDK still reports the stale message as its latest. */
export function repairApplies(conversation: ConversationItem | undefined, repair: LatestRepair): boolean {
  return !!conversation && parseLatestMessage(conversation.latestMsg)?.clientMsgID === repair.staleClientMsgID;
}

/**
 * Whether `repair` is still worth keeping for the row a write leaves: the row is the stale one or the repaired one
 * (written back by a screen that read the list). A newer message, or the conversation gone, ends it.
 */
export function repairKept(conversation: ConversationItem | undefined, repair: LatestRepair): boolean {
  const latest = conversation && parseLatestMessage(conversation.latestMsg)?.clientMsgID;
  return latest === repair.staleClientMsgID || latest === repair.newest.clientMsgID;
}

const repairedRows = new WeakMap<ConversationItem, { repair: LatestRepair; row: ConversationItem }>();

/** One row with its repair applied; the same object for the same row and repair, so an unchanged row stays equal. */
function repairedRow(conversation: ConversationItem, repair: LatestRepair): ConversationItem {
  const known = repairedRows.get(conversation);
  if (known?.repair === repair) return known.row;
  const row = {
    ...conversation,
    latestMsg: JSON.stringify(repair.newest),
    latestMsgSendTime: repair.newest.sendTime,
  };
  repairedRows.set(conversation, { repair, row });
  return row;
}

/** The list as it should read: each row still carrying a stale latest message shows its repair, in order again. */
export function withLatestRepairs(
  conversations: ConversationItem[],
  repairs: ReadonlyMap<string, LatestRepair>,
): ConversationItem[] {
  if (repairs.size === 0) return conversations;
  let changed = false;
  const rows = conversations.map((conversation) => {
    const repair = repairs.get(conversation.conversationID);
    if (!repair || !repairApplies(conversation, repair)) return conversation;
    changed = true;
    return repairedRow(conversation, repair);
  });
  return changed ? sortConversations(rows) : conversations;
}

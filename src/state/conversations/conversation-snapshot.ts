import type { ConversationItem } from '../sdk-types';

/**
 * The top of the conversation list, kept between visits so a signed-in reload paints it before the SDK has started
 * (issue 18): two screens of rows is what the first paint needs; the SDK's own list replaces it once read.
 */
export const SNAPSHOT_SIZE = 40;
const KEY = 'parley.conversationSnapshot';

interface Snapshot {
  userID: string;
  conversations: ConversationItem[];
  totalUnread: number;
}

export function writeConversationSnapshot(
  storage: Pick<Storage, 'setItem'>,
  userID: string,
  conversations: readonly ConversationItem[],
  totalUnread: number,
): void {
  const snapshot: Snapshot = { userID, conversations: conversations.slice(0, SNAPSHOT_SIZE), totalUnread };
  try {
    storage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // A full storage quota only costs the next reload its early paint.
  }
}

/** The stored top of the list, only if it is this user's: another account's rows must never show. */
export function readConversationSnapshot(
  storage: Pick<Storage, 'getItem'>,
  userID: string,
): Omit<Snapshot, 'userID'> | null {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Snapshot> | null;
    if (stored?.userID !== userID || !Array.isArray(stored.conversations)) return null;
    return { conversations: stored.conversations, totalUnread: Number(stored.totalUnread) || 0 };
  } catch {
    return null;
  }
}

export function forgetConversationSnapshot(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(KEY);
}

import type { createStore } from 'jotai';
import { conversationsAtom, storedConversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { SNAPSHOT_SIZE } from '../state/conversations/conversation-snapshot';
import { conversationFromServer } from '../state/conversations/active-conversations';
import type { ConversationItem } from '../state/sdk-types';
import { fetchActiveConversations } from '../api/active-conversations';
import { readStoredSession } from '../state/session/stored-session';

type Store = ReturnType<typeof createStore>;

/**
 * A first sign-in on this device has no stored list, and the SDK lists nothing until its first sync ends (tens of
 * seconds with thousands of conversations, issue 28). The top of the list comes from the server meanwhile; the
 * SDK's own list replaces it, in the same order, when it has one.
 */
export async function paintFirstScreenFromServer(store: Store, imToken: string): Promise<void> {
  if (store.get(storedConversationsAtom).length > 0) return;
  const answer = await fetchActiveConversations(imToken, SNAPSHOT_SIZE);
  if (!answer) return;
  // Too late: signed out (another account's rows must never show), or the SDK or a snapshot listed rows meanwhile.
  if (readStoredSession()?.imToken !== imToken) return;
  if (store.get(conversationsAtom).length > 0 || store.get(storedConversationsAtom).length > 0) return;
  const rows = answer.conversations.map(conversationFromServer).filter((row): row is ConversationItem => row !== null);
  store.set(storedConversationsAtom, rows);
  if (store.get(totalUnreadCountAtom) === 0) store.set(totalUnreadCountAtom, answer.unreadCount);
}

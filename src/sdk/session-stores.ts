import type { createStore } from 'jotai';
import { conversationsAtom, storedConversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import {
  hasMoreHistoryAtom,
  openConversationIDAtom,
  openHistoryLoadedAtom,
  openMessagesAtom,
  queuedMessageIDsAtom,
  revokedRecordsAtom,
  sendFailureCodesAtom,
} from '../state/messages/message-atoms';
import { quoteMessageAtom } from '../state/chat/quote-atoms';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { connectionStateAtom, reinstallProgressAtom } from '../state/connection/connection-atoms';
import { clearContacts } from '../state/contacts/clear-contacts';
import { cancellingUploadsAtom, uploadProgressAtom } from '../state/messages/upload-progress-atoms';

import {
  emptyAudience,
  emptyCompose,
  momentComposeAtom,
  momentAudienceAtom,
  momentNoticeAtom,
  momentsUnreadAtom,
} from '../api/moment-state/moments-atoms';

type Store = ReturnType<typeof createStore>;

/**
 * Logout clears the user, conversation and contact stores (product-spec §4 "Login and logout"), so the next
 * account never sees the last one's data. Every atom a session fills belongs here.
 */
export function clearSessionStores(store: Store): void {
  store.set(selfInfoAtom, null);
  store.set(conversationsAtom, []);
  store.set(storedConversationsAtom, []);
  store.set(totalUnreadCountAtom, 0);
  store.set(openConversationIDAtom, null);
  store.set(openMessagesAtom, []);
  store.set(hasMoreHistoryAtom, false);
  store.set(revokedRecordsAtom, {});
  store.set(openHistoryLoadedAtom, false);
  store.set(queuedMessageIDsAtom, new Set<string>());
  store.set(sendFailureCodesAtom, {});
  store.set(quoteMessageAtom, null);
  clearContacts(store);
  store.set(uploadProgressAtom, {});
  store.set(cancellingUploadsAtom, {});
  store.set(connectionStateAtom, 'idle');
  store.set(reinstallProgressAtom, null);
  store.set(momentsUnreadAtom, 0);
  store.set(momentNoticeAtom, null);
  store.set(momentAudienceAtom, emptyAudience);
  store.set(momentComposeAtom, emptyCompose);
}

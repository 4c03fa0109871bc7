import type { createStore } from 'jotai';
import { MessageStatus } from '@openim/wasm-client-sdk';
import {
  hasMoreHistoryAtom,
  openConversationIDAtom,
  openHistoryLoadedAtom,
  openMessagesAtom,
  revokedRecordsAtom,
} from '../state/messages/message-atoms';
import { applyRevoke, mergeNewestPage, prependOlder } from '../state/messages/message-history';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { mergeConversations } from '../state/conversations/conversation-order';
import { openIM } from './sdk-instance';
import type { ConversationItem, MessageItem, RevokedInfo } from '../state/sdk-types';
import { isSignalMessage } from '../state/calls/call-signal';
import { forgetUploadFiles, holdsUploadFiles, registerKeptFiles, trackSend } from './upload-files';
import { clearUploadProgress } from './upload-progress';
import { offerNotificationsOnce } from '../platform/notification-settings';
import { connectionStateAtom } from '../state/connection/connection-atoms';
import { queuedMessagesOf, queueSend } from './outbox';
import { isTransientSendError, sendErrorCode } from './send-errors';
import { forgetSendFailure, recordSendFailure } from './send-failure';

type Store = ReturnType<typeof createStore>;

/** The newest page: small, so a chat paints at once. */
const NEWEST_PAGE_SIZE = 20;
/**
 * Older pages, fetched while the reader scrolls back: each is a round trip through the SDK (and often to the
 * server), so pages of 20 held a reader flicking upwards to about 200 messages a second (bench/history-scroll.ts).
 * 100 is the most the gateway returns for one range.
 */
const OLDER_PAGE_SIZE = 100;

async function historyPage(conversationID: string, startClientMsgID: string) {
  const im = await openIM();
  const { data } = await im.getAdvancedHistoryMessageList({
    conversationID,
    count: startClientMsgID ? OLDER_PAGE_SIZE : NEWEST_PAGE_SIZE,
    startClientMsgID,
    viewType: 0,
  });
  // Call signals are online-only (deltas.md 1); one stored by an older client is never shown as a bubble either.
  return {
    ...data,
    fetched: data.messageList.length,
    messageList: data.messageList.filter((message) => !isSignalMessage(message)),
  };
}

/** Opens a conversation: its newest page of history, and it becomes the one new messages go to. */
export async function openConversation(store: Store, conversationID: string): Promise<void> {
  store.set(openConversationIDAtom, conversationID);
  store.set(openMessagesAtom, []);
  store.set(openHistoryLoadedAtom, false);
  store.set(hasMoreHistoryAtom, false);
  store.set(revokedRecordsAtom, {});
  try {
    const page = await historyPage(conversationID, '');
    if (store.get(openConversationIDAtom) !== conversationID) return;
    // Messages sent from this screen while the page loaded (a queued send after a reload) stay.
    store.set(openMessagesAtom, (current) =>
      mergeNewestPage(mergeNewestPage(current, page.messageList), queuedMessagesOf(conversationID)),
    );
    store.set(hasMoreHistoryAtom, !page.isEnd && page.fetched > 0);
  } catch (error) {
    // Offline with nothing stored, the SDK may refuse the read: what waits in the outbox still shows.
    store.set(openMessagesAtom, (current) => mergeNewestPage(current, queuedMessagesOf(conversationID)));
    throw error;
  } finally {
    if (store.get(openConversationIDAtom) === conversationID) store.set(openHistoryLoadedAtom, true);
  }
  void markConversationRead(conversationID);
}

/**
 * The connection came back (a sync finished): the open chat reads its newest page again, so what arrived while it
 * was offline shows without reopening it. Older pages already loaded and messages still being sent stay.
 */
export async function reloadOpenConversation(store: Store): Promise<void> {
  const conversationID = store.get(openConversationIDAtom);
  if (!conversationID) return;
  const page = await historyPage(conversationID, '');
  if (store.get(openConversationIDAtom) !== conversationID) return;
  const wasEmpty = store.get(openMessagesAtom).length === 0;
  store.set(openMessagesAtom, (current) =>
    mergeNewestPage(mergeNewestPage(current, page.messageList), queuedMessagesOf(conversationID)),
  );
  if (wasEmpty) store.set(hasMoreHistoryAtom, !page.isEnd && page.fetched > 0);
  store.set(openHistoryLoadedAtom, true);
  if (document.visibilityState === 'visible') void markConversationRead(conversationID);
}

/**
 * Pages in the history before the oldest loaded message. An empty page or a failure ends the paging
 * (product-spec §4 "Message store"); the failure is still reported to the caller.
 */
export async function loadOlderMessages(store: Store, conversationID: string): Promise<void> {
  const oldest = store.get(openMessagesAtom)[0];
  if (!oldest || !store.get(hasMoreHistoryAtom)) return;
  try {
    const page = await historyPage(conversationID, oldest.clientMsgID);
    if (store.get(openConversationIDAtom) !== conversationID) return;
    store.set(openMessagesAtom, (current) => prependOlder(current, page.messageList));
    store.set(hasMoreHistoryAtom, !page.isEnd && page.fetched > 0);
  } catch (error) {
    store.set(hasMoreHistoryAtom, false);
    throw error;
  }
}

export function closeConversation(store: Store, conversationID: string): void {
  if (store.get(openConversationIDAtom) === conversationID) {
    store.set(openConversationIDAtom, null);
    store.set(openMessagesAtom, []);
    store.set(openHistoryLoadedAtom, false);
    store.set(hasMoreHistoryAtom, false);
  }
}

/** Marks everything in the conversation read; the SDK sends the read receipt and lowers the unread counts. */
export async function markConversationRead(conversationID: string): Promise<void> {
  const im = await openIM();
  await im.markConversationMessageAsRead(conversationID).catch(() => undefined);
}

const replaceMessage = (store: Store, message: MessageItem) =>
  store.set(openMessagesAtom, (current) => current.map((m) => (m.clientMsgID === message.clientMsgID ? message : m)));

/**
 * Sends a message made by one of the SDK's create* calls to the conversation's peer or group. When that conversation
 * is the open one, the message joins its list at once as "sending"; a failure leaves it there marked failed, so the
 * user can retry it. A message for another conversation (a forward, say) leaves the open list alone.
 */
export async function sendMessage(
  store: Store,
  conversation: ConversationItem,
  message: MessageItem,
): Promise<MessageItem> {
  const im = await openIM();
  const id = message.clientMsgID;
  const pending = { ...message, status: MessageStatus.Sending };
  if (store.get(openConversationIDAtom) === conversation.conversationID) {
    store.set(openMessagesAtom, (current) => [...current.filter((m) => m.clientMsgID !== id), pending]);
  }
  const queueable = !carriesUploads(message);
  // With no connection, a message waits in the outbox instead of failing (issue 16, item 2).
  if (queueable && !CONNECTED.has(store.get(connectionStateAtom))) {
    await queueSend(store, conversation, message);
    return pending;
  }
  const send = im.sendMessage({ recvID: conversation.userID, groupID: conversation.groupID, message });
  try {
    const { data: sent } = await trackSend(id, send);
    replaceMessage(store, sent);
    offerNotificationsOnce(store);
    if (holdsUploadFiles(id)) void forgetUploadFiles(id);
    return sent;
  } catch (error) {
    if (queueable && isTransientSendError(error)) {
      // The connection dropped under the send: whether or not the server stored it, the outbox sends it again
      // once connected, and the server acknowledges a resend without storing it twice.
      await queueSend(store, conversation, message);
      replaceMessage(store, pending);
      return pending;
    }
    replaceMessage(store, { ...message, status: MessageStatus.Failed });
    const code = sendErrorCode(error);
    if (code !== undefined) recordSendFailure(store, conversation.conversationID, message, code);
    throw error;
  } finally {
    clearUploadProgress(store, id);
  }
}

/** States in which the SDK has a live connection to send over. */
const CONNECTED = new Set(['online', 'syncing', 'syncFailed']);

/** Pictures, voice, video and files: they upload first and keep their own files for retry (upload-files.ts). */
const carriesUploads = (message: MessageItem) => [102, 103, 104, 105].includes(message.contentType);

/**
 * Sends a failed message again; it moves to the end of the list, as it is now the newest. A media message gets its
 * kept files back into the SDK first, so its upload resumes where it stopped (even after a reload).
 */
export async function retryMessage(
  store: Store,
  conversation: ConversationItem,
  message: MessageItem,
): Promise<MessageItem> {
  await registerKeptFiles(message.clientMsgID);
  forgetSendFailure(store, message.clientMsgID);
  return sendMessage(store, conversation, message);
}

export const isFailed = (message: MessageItem) => message.status === MessageStatus.Failed;
export const isSending = (message: MessageItem) => message.status === MessageStatus.Sending;

/** Applies a revoke (ours or one the SDK reported) to the open list and keeps what the revoked message said. */
export function showRevoked(store: Store, revoked: RevokedInfo, selfUserID = store.get(selfInfoAtom)?.userID): void {
  const { messages, record } = applyRevoke(store.get(openMessagesAtom), revoked, selfUserID);
  store.set(openMessagesAtom, messages);
  if (record) store.set(revokedRecordsAtom, (records) => ({ ...records, [revoked.clientMsgID]: record }));
}

/** Revokes a sent message for everyone; the SDK tells the other side, and this side rewrites its copy. */
export async function revokeMessage(store: Store, conversationID: string, message: MessageItem): Promise<void> {
  const im = await openIM();
  await im.revokeMessage({ conversationID, clientMsgID: message.clientMsgID });
  const { data: self } = await im.getSelfUserInfo();
  showRevoked(
    store,
    {
      clientMsgID: message.clientMsgID,
      revokerID: self.userID,
      revokerNickname: self.nickname,
      revokerRole: 0,
      revokeTime: Date.now(),
      sourceMessageSendID: message.sendID,
      sourceMessageSendTime: message.sendTime,
      sourceMessageSenderNickname: message.senderNickname,
      sessionType: message.sessionType,
      seq: message.seq,
      ex: '',
    },
    self.userID,
  );
}

/** Deletes messages for this user, here and on the server; a failed send is only local, so it goes locally. */
export async function deleteMessages(
  store: Store,
  conversationID: string,
  messages: readonly MessageItem[],
): Promise<void> {
  const im = await openIM();
  for (const message of messages) {
    const target = { conversationID, clientMsgID: message.clientMsgID };
    if (isFailed(message)) await im.deleteMessageFromLocalStorage(target);
    else await im.deleteMessage(target);
    store.set(openMessagesAtom, (current) => current.filter((m) => m.clientMsgID !== message.clientMsgID));
    if (isFailed(message)) void forgetUploadFiles(message.clientMsgID);
  }
}

/**
 * A conversation that is not in the list yet, such as a chat started from a contact: the SDK finds or creates it,
 * and it joins the list.
 */
export async function findConversation(
  store: Store,
  source: { sourceID: string; sessionType: number },
): Promise<ConversationItem> {
  const im = await openIM();
  const { data } = await im.getOneConversation(source);
  store.set(conversationsAtom, (current) => mergeConversations(current, [data]));
  return data;
}

export async function selfUserID(): Promise<string> {
  const im = await openIM();
  return (await im.getSelfUserInfo()).data.userID;
}

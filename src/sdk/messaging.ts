import type { createStore } from 'jotai';
import { MessageStatus } from '@openim/wasm-client-sdk';
import {
  hasMoreHistoryAtom,
  openConversationIDAtom,
  openMessagesAtom,
  revokedRecordsAtom,
} from '../state/messages/message-atoms';
import { applyRevoke, prependOlder } from '../state/messages/message-history';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { mergeConversations } from '../state/conversations/conversation-order';
import { openIM } from './sdk-instance';
import type { ConversationItem, MessageItem, RevokedInfo } from '../state/sdk-types';
import { forgetUploadFiles, holdsUploadFiles, registerKeptFiles, trackSend } from './upload-files';
import { clearUploadProgress } from './upload-progress';

type Store = ReturnType<typeof createStore>;

const PAGE_SIZE = 20;

async function historyPage(conversationID: string, startClientMsgID: string) {
  const im = await openIM();
  const { data } = await im.getAdvancedHistoryMessageList({
    conversationID,
    count: PAGE_SIZE,
    startClientMsgID,
    viewType: 0,
  });
  return data;
}

/** Opens a conversation: its newest page of history, and it becomes the one new messages go to. */
export async function openConversation(store: Store, conversationID: string): Promise<void> {
  store.set(openConversationIDAtom, conversationID);
  store.set(openMessagesAtom, []);
  store.set(hasMoreHistoryAtom, false);
  store.set(revokedRecordsAtom, {});
  const page = await historyPage(conversationID, '');
  if (store.get(openConversationIDAtom) !== conversationID) return;
  store.set(openMessagesAtom, page.messageList);
  store.set(hasMoreHistoryAtom, !page.isEnd && page.messageList.length > 0);
  void markConversationRead(conversationID);
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
    store.set(hasMoreHistoryAtom, !page.isEnd && page.messageList.length > 0);
  } catch (error) {
    store.set(hasMoreHistoryAtom, false);
    throw error;
  }
}

export function closeConversation(store: Store, conversationID: string): void {
  if (store.get(openConversationIDAtom) === conversationID) {
    store.set(openConversationIDAtom, null);
    store.set(openMessagesAtom, []);
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
  const send = im.sendMessage({ recvID: conversation.userID, groupID: conversation.groupID, message });
  try {
    const { data: sent } = await trackSend(id, send);
    replaceMessage(store, sent);
    if (holdsUploadFiles(id)) void forgetUploadFiles(id);
    return sent;
  } catch (error) {
    replaceMessage(store, { ...message, status: MessageStatus.Failed });
    throw error;
  } finally {
    clearUploadProgress(store, id);
  }
}

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
  return sendMessage(store, conversation, message);
}

export const isFailed = (message: MessageItem) => message.status === MessageStatus.Failed;
export const isSending = (message: MessageItem) => message.status === MessageStatus.Sending;

/** Applies a revoke (ours or one the SDK reported) to the open list and keeps what the revoked message said. */
export function showRevoked(store: Store, revoked: RevokedInfo): void {
  const { messages, record } = applyRevoke(store.get(openMessagesAtom), revoked);
  store.set(openMessagesAtom, messages);
  if (record) store.set(revokedRecordsAtom, (records) => ({ ...records, [revoked.clientMsgID]: record }));
}

/** Revokes a sent message for everyone; the SDK tells the other side, and this side rewrites its copy. */
export async function revokeMessage(store: Store, conversationID: string, message: MessageItem): Promise<void> {
  const im = await openIM();
  await im.revokeMessage({ conversationID, clientMsgID: message.clientMsgID });
  const { data: self } = await im.getSelfUserInfo();
  showRevoked(store, {
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
  });
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

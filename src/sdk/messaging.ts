import type { createStore } from 'jotai';
import { MessageStatus } from '@openim/wasm-client-sdk';
import { openConversationIDAtom, openMessagesAtom } from '../features/chat/message-atoms';
import { openIM } from './sdk-instance';
import type { ConversationItem, MessageItem } from './types';

type Store = ReturnType<typeof createStore>;

const PAGE_SIZE = 20;

/** Opens a conversation: its newest page of history, and it becomes the one new messages go to. */
export async function openConversation(store: Store, conversationID: string): Promise<{ hasMore: boolean }> {
  store.set(openConversationIDAtom, conversationID);
  store.set(openMessagesAtom, []);
  const im = await openIM();
  const { data } = await im.getAdvancedHistoryMessageList({
    conversationID,
    count: PAGE_SIZE,
    startClientMsgID: '',
    viewType: 0,
  });
  if (store.get(openConversationIDAtom) === conversationID) store.set(openMessagesAtom, data.messageList);
  void im.markConversationMessageAsRead(conversationID).catch(() => undefined);
  return { hasMore: !data.isEnd };
}

export function closeConversation(store: Store, conversationID: string): void {
  if (store.get(openConversationIDAtom) === conversationID) {
    store.set(openConversationIDAtom, null);
    store.set(openMessagesAtom, []);
  }
}

const replaceMessage = (store: Store, message: MessageItem) =>
  store.set(openMessagesAtom, (current) => current.map((m) => (m.clientMsgID === message.clientMsgID ? message : m)));

/**
 * Sends a message made by one of the SDK's create* calls to the conversation's peer or group. The message joins the
 * open list at once as "sending"; a failure leaves it there marked failed, so the user can retry it.
 */
export async function sendMessage(
  store: Store,
  conversation: ConversationItem,
  message: MessageItem,
): Promise<MessageItem> {
  const im = await openIM();
  const pending = { ...message, status: MessageStatus.Sending };
  store.set(openMessagesAtom, (current) => [...current.filter((m) => m.clientMsgID !== message.clientMsgID), pending]);
  try {
    const { data: sent } = await im.sendMessage({
      recvID: conversation.userID,
      groupID: conversation.groupID,
      message,
    });
    replaceMessage(store, sent);
    return sent;
  } catch (error) {
    replaceMessage(store, { ...message, status: MessageStatus.Failed });
    throw error;
  }
}

/** Sends text to the conversation's peer or group. */
export async function sendText(store: Store, conversation: ConversationItem, text: string): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createTextMessage(text);
  return sendMessage(store, conversation, message);
}

export async function selfUserID(): Promise<string> {
  const im = await openIM();
  return (await im.getSelfUserInfo()).data.userID;
}

import type { createStore } from 'jotai';
import { openIM } from './sdk-instance';
import { sendMessage } from './messaging';
import type { ConversationItem, MessageItem } from './types';

type Store = ReturnType<typeof createStore>;

/** Sends a place: its coordinates, and a description (JSON with name and address) built by the caller. */
export async function sendLocation(
  store: Store,
  conversation: ConversationItem,
  place: { description: string; latitude: number; longitude: number },
): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createLocationMessage(place);
  return sendMessage(store, conversation, message);
}

/** Sends someone's contact card, with the public name and avatar they gave themselves. */
export async function sendCard(
  store: Store,
  conversation: ConversationItem,
  card: { userID: string; nickname: string; faceURL: string },
): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createCardMessage({ ...card, ex: '' });
  return sendMessage(store, conversation, message);
}

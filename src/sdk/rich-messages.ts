import type { createStore } from 'jotai';
import { openIM } from './sdk-instance';
import { sendMessage } from './messaging';
import type { ConversationItem, MessageItem } from '../state/sdk-types';

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

/**
 * Sends a kept sticker as a face message. index -1 says "not one of a built-in set"; the data carries the picture's
 * address and size as JSON, which Parley (and OpenIM's apps for {url}) show as an image.
 */
export async function sendSticker(
  store: Store,
  conversation: ConversationItem,
  sticker: { url: string; width: number; height: number },
): Promise<MessageItem> {
  const im = await openIM();
  const { url, width, height } = sticker;
  const { data: message } = await im.createFaceMessage({ index: -1, data: JSON.stringify({ url, width, height }) });
  return sendMessage(store, conversation, message);
}

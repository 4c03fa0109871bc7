import type { createStore } from 'jotai';
import { fetchPinSetting, fetchPins, savePinSetting, setPin } from '../api/pins';
import { hasMoreHistoryAtom, openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { applyPinNotice, messageJumpAtom, pinKey, pinnedMessagesAtom, pinsAtom } from '../state/messages/pin-atoms';
import type { MessageItem } from '../state/sdk-types';
import { conversationRef } from './reactions';
import { findMessage } from './message-search';
import { loadOlderMessages } from './messaging';
import {
  PIN_NOTICE_KEY,
  PIN_SETTING_NOTICE_KEY,
  type MessagePin,
  type PinList,
  type PinNotice,
} from '../../wire/message-extras';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** Older pages a jump may load looking for a pinned message before it gives up (100 messages a page). */
const MAX_JUMP_PAGES = 50;

function storeList(store: Store, list: PinList): void {
  store.set(pinsAtom, (state) => ({ ...state, [list.conversationID]: list }));
  void findPinnedCopies(store, list.conversationID);
}

/**
 * The bar's previews come from this device's own copy of each pinned message: the open chat's loaded messages,
 * else the SDK's store. One not on the device stays null until history brings it (a jump, scrolling back).
 */
async function findPinnedCopies(store: Store, conversationID: string): Promise<void> {
  const pins = store.get(pinsAtom)[conversationID]?.pins ?? [];
  const known = store.get(pinnedMessagesAtom);
  const open = store.get(openConversationIDAtom) === conversationID ? store.get(openMessagesAtom) : [];
  const found: Record<string, MessageItem | null> = {};
  for (const pin of pins) {
    const key = pinKey(conversationID, pin.clientMsgID);
    const loaded = open.find((m) => m.clientMsgID === pin.clientMsgID);
    if (loaded) {
      if (known[key] !== loaded) found[key] = loaded;
    } else if (!(key in known)) {
      found[key] = (await findMessage(conversationID, pin.clientMsgID).catch(() => undefined)) ?? null;
    }
  }
  if (Object.keys(found).length > 0) store.set(pinnedMessagesAtom, (state) => ({ ...state, ...found }));
}

/** Reads a conversation's pins (members only); a refusal (no longer a member) leaves none. */
export async function loadPins(store: Store, conversationID: string): Promise<void> {
  const ref = conversationRef(store, conversationID);
  if (!ref) return;
  storeList(store, await fetchPins(ref));
}

/** The open chat's pins are read when it opens; its messages, as they load, become the pins' previews. */
export function watchOpenChatPins(store: Store): () => void {
  const open = () => {
    const conversationID = store.get(openConversationIDAtom);
    if (conversationID) void loadPins(store, conversationID).catch(() => undefined);
  };
  const messages = () => {
    const conversationID = store.get(openConversationIDAtom);
    if (conversationID && store.get(pinsAtom)[conversationID]) void findPinnedCopies(store, conversationID);
  };
  const unsubscribe = [store.sub(openConversationIDAtom, open), store.sub(openMessagesAtom, messages)];
  return () => unsubscribe.forEach((u) => u());
}

/** After a reconnect: what changed while offline, and notices missed, come with the list. */
export async function refreshOpenChatPins(store: Store): Promise<void> {
  const conversationID = store.get(openConversationIDAtom);
  if (conversationID) await loadPins(store, conversationID);
}

/** Pins or unpins a message of the conversation; the chat service tells every member's devices, this one too. */
export async function togglePin(store: Store, conversationID: string, message: MessageItem, pin: boolean) {
  const ref = conversationRef(store, conversationID);
  if (!ref) return;
  const target = { clientMsgID: message.clientMsgID, seq: message.seq, sendTime: message.sendTime };
  store.set(pinnedMessagesAtom, (state) => ({ ...state, [pinKey(conversationID, message.clientMsgID)]: message }));
  storeList(store, await setPin(ref, target, pin));
}

/**
 * Brings a pinned message into the open chat, paging older history in until it is there, and asks the list to show
 * and highlight it. False when it cannot be found (deleted on this device, or older than the history kept).
 */
export async function jumpToPin(store: Store, conversationID: string, pin: MessagePin): Promise<boolean> {
  const present = () => store.get(openMessagesAtom).some((m) => m.clientMsgID === pin.clientMsgID);
  for (let page = 0; !present() && page < MAX_JUMP_PAGES; page++) {
    if (store.get(openConversationIDAtom) !== conversationID || !store.get(hasMoreHistoryAtom)) break;
    const oldest = store.get(openMessagesAtom)[0];
    // Past the pinned message's place: it is not in this device's history any more.
    if (oldest && pin.seq > 0 && oldest.seq > 0 && oldest.seq < pin.seq) break;
    await loadOlderMessages(store, conversationID);
  }
  if (!present()) return false;
  store.set(messageJumpAtom, { conversationID, clientMsgID: pin.clientMsgID, at: Date.now() });
  return true;
}

function parseNotice(data: unknown): { key: string; value: Record<string, unknown> } | undefined {
  const { key, data: text } = (data ?? {}) as { key?: unknown; data?: unknown };
  if ((key !== PIN_NOTICE_KEY && key !== PIN_SETTING_NOTICE_KEY) || typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? { key, value: value as Record<string, unknown> } : undefined;
  } catch {
    return undefined;
  }
}

const isPinNotice = (v: Record<string, unknown>): v is Record<string, unknown> & PinNotice =>
  typeof v.conversationID === 'string' &&
  typeof v.clientMsgID === 'string' &&
  typeof v.userID === 'string' &&
  typeof v.pinned === 'boolean' &&
  typeof v.time === 'number';

/**
 * The chat service tells each pin and unpin to every member's devices as an IM business notification: a chat whose
 * pins were read shows the notice line at once, and reads the list again for the pin's place in history. A change of
 * a group's setting reads the list again too (who may pin).
 */
export function subscribePinNotices(store: Store, on: On): void {
  on<unknown>('OnRecvCustomBusinessMessage', (data) => {
    const notice = parseNotice(data);
    if (!notice) return;
    const conversationID =
      notice.key === PIN_NOTICE_KEY
        ? (notice.value.conversationID as string | undefined)
        : `sg_${String(notice.value.groupID)}`;
    if (!conversationID || !store.get(pinsAtom)[conversationID]) return;
    if (notice.key === PIN_NOTICE_KEY && isPinNotice(notice.value)) {
      const heard = notice.value;
      store.set(pinsAtom, (state) =>
        state[conversationID] ? { ...state, [conversationID]: applyPinNotice(state[conversationID], heard) } : state,
      );
    }
    void loadPins(store, conversationID).catch(() => undefined);
  });
}

/** Sign-out forgets what was read. */
export function forgetPins(store: Store): void {
  store.set(pinsAtom, {});
  store.set(pinnedMessagesAtom, {});
  store.set(messageJumpAtom, null);
}

/** A group's "members may pin" setting, and whether this user may change it (the owner and admins). */
export const readPinSetting = (groupID: string) => fetchPinSetting(groupID);

/** Changes it; the open chat's list is read again, as every member's is on the chat service's notice. */
export async function changePinSetting(store: Store, groupID: string, membersMayPin: boolean): Promise<void> {
  await savePinSetting(groupID, membersMayPin);
  if (store.get(pinsAtom)[`sg_${groupID}`]) await loadPins(store, `sg_${groupID}`).catch(() => undefined);
}

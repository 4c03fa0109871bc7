import type { createStore } from 'jotai';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { openIM } from './sdk-instance';

/**
 * What a user does to a whole conversation: pin, mute, read, delete, clear, burn after reading. The SDK reports the
 * changed conversation through OnConversationChanged, which session.ts merges into the list; these functions only
 * fix up what no event reports.
 */

type Store = ReturnType<typeof createStore>;

/** recvMsgOpt values (openim-http-api.md): 0 notify, 2 receive without notifying ("do not disturb"). */
const NOTIFY = 0;
const DO_NOT_DISTURB = 2;

export async function setConversationPinned(conversationID: string, isPinned: boolean): Promise<void> {
  const im = await openIM();
  await im.setConversation({ conversationID, isPinned });
}

/**
 * Do not disturb: messages still arrive and count on the row, but make no sound and leave the tab's total, which
 * the SDK sums over conversations with recvMsgOpt < 2. The SDK sends no total-unread event for a change of option,
 * so the total is read again.
 */
export async function setConversationMuted(store: Store, conversationID: string, muted: boolean): Promise<void> {
  const im = await openIM();
  await im.setConversation({ conversationID, recvMsgOpt: muted ? DO_NOT_DISTURB : NOTIFY });
  await refreshTotalUnread(store);
}

/**
 * Clears the conversation's mention mark ("@me", "@all"), which the server set and only the reader's client resets,
 * as OpenIM's clients do on opening the chat. The SDK reports the change through OnConversationChanged.
 */
export async function clearMentionMark(conversationID: string): Promise<void> {
  const im = await openIM();
  await im.resetConversationGroupAtType(conversationID);
}

export async function markConversationRead(conversationID: string): Promise<void> {
  const im = await openIM();
  await im.markConversationMessageAsRead(conversationID);
}

/**
 * Removes the conversation from the list and deletes its messages for this user, on every device: what "Delete"
 * means in a messenger. (hideConversation would only hide the row on this device and keep the messages.)
 */
export async function deleteConversation(store: Store, conversationID: string): Promise<void> {
  const im = await openIM();
  await im.deleteConversationAndDeleteAllMsg(conversationID);
  store.set(conversationsAtom, (current) => current.filter((c) => c.conversationID !== conversationID));
  emptyIfOpen(store, conversationID);
  await refreshTotalUnread(store);
}

/** Deletes every message of the conversation for this user; the conversation stays in the list. */
export async function clearChatHistory(store: Store, conversationID: string): Promise<void> {
  const im = await openIM();
  await im.clearConversationAndDeleteAllMsg(conversationID);
  emptyIfOpen(store, conversationID);
  await refreshTotalUnread(store);
}

/**
 * Burn after reading: on or off for both sides of a one-to-one chat; `burnDuration` (seconds) is this user's own,
 * as OpenIM's server keeps it per user.
 */
export async function setBurnAfterReading(
  conversationID: string,
  isPrivateChat: boolean,
  burnDuration: number,
): Promise<void> {
  const im = await openIM();
  await im.setConversation({ conversationID, isPrivateChat, burnDuration });
}

function emptyIfOpen(store: Store, conversationID: string): void {
  if (store.get(openConversationIDAtom) === conversationID) store.set(openMessagesAtom, []);
}

async function refreshTotalUnread(store: Store): Promise<void> {
  const im = await openIM();
  const { data } = await im.getTotalUnreadMsgCount();
  store.set(totalUnreadCountAtom, data);
}

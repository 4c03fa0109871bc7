import { CbEvents } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import { readEndpoints } from '../config/endpoints';
import { conversationsAtom } from '../features/conversations/conversation-atoms';
import { mergeConversations, sortConversations } from '../features/conversations/conversation-order';
import { totalUnreadCountAtom } from '../features/conversations/unread-atoms';
import { openMessagesAtom } from '../features/chat/message-atoms';
import {
  connectionStateAtom,
  forcedLogoutAtom,
  reinstallProgressAtom,
  type ForcedLogoutReason,
} from './connection-atoms';
import { openIM } from './sdk-instance';
import { subscribeMessageEvents } from './message-events';
import { loadContacts, subscribeContactEvents } from './contacts';
import type { ConversationItem } from './types';

type Store = ReturnType<typeof createStore>;

let subscribed = false;

/** Turns SDK events into atom updates; the only place that listens to the SDK. */
async function subscribe(store: Store): Promise<void> {
  if (subscribed) return;
  subscribed = true;
  const im = await openIM();
  // Each event's payload type is fixed by the event; the SDK types them as one union.
  const on = <T>(event: string, handler: (data: T) => void) =>
    im.on(event as CbEvents, (payload) => handler(payload.data as T));

  on(CbEvents.OnConnecting, () => store.set(connectionStateAtom, 'connecting'));
  on(CbEvents.OnConnectSuccess, () => store.set(connectionStateAtom, 'online'));
  on(CbEvents.OnConnectFailed, () => store.set(connectionStateAtom, 'connectionFailed'));
  on<boolean>(CbEvents.OnSyncServerStart, (reinstall) => {
    store.set(connectionStateAtom, 'syncing');
    if (reinstall) store.set(reinstallProgressAtom, 0);
  });
  on<number>(CbEvents.OnSyncServerProgress, (progress) => {
    if (store.get(reinstallProgressAtom) !== null) store.set(reinstallProgressAtom, progress);
  });
  on(CbEvents.OnSyncServerFinish, () => {
    store.set(connectionStateAtom, 'online');
    store.set(reinstallProgressAtom, null);
    void refreshConversations(store);
  });
  on(CbEvents.OnSyncServerFailed, () => {
    store.set(connectionStateAtom, 'syncFailed');
    store.set(reinstallProgressAtom, null);
  });
  const merge = (updates: ConversationItem[]) =>
    store.set(conversationsAtom, (current) => mergeConversations(current, updates));
  on<ConversationItem[]>(CbEvents.OnConversationChanged, merge);
  on<ConversationItem[]>(CbEvents.OnNewConversation, merge);
  on<number>(CbEvents.OnTotalUnreadMessageCountChanged, (count) => store.set(totalUnreadCountAtom, count));
  subscribeMessageEvents(store, on, () => null);
  subscribeContactEvents(store, on);
  const forced = (reason: ForcedLogoutReason) => () => store.set(forcedLogoutAtom, reason);
  on(CbEvents.OnUserTokenExpired, forced('expired'));
  on(CbEvents.OnUserTokenInvalid, forced('invalid'));
  on(CbEvents.OnKickedOffline, forced('kicked'));
}

export async function refreshConversations(store: Store): Promise<void> {
  const im = await openIM();
  const { data } = await im.getAllConversationList();
  store.set(conversationsAtom, sortConversations(data));
  const { data: unread } = await im.getTotalUnreadMsgCount();
  store.set(totalUnreadCountAtom, unread);
}

let started: { userID: string; ready: Promise<void> } | undefined;

/**
 * Logs the SDK in with the stored IM token, once per user: every guarded navigation asks, and only the first
 * does the work.
 */
export function startIMSession(store: Store, session: { userID: string; imToken: string }): Promise<void> {
  if (started?.userID !== session.userID) {
    const ready = loginOnce(store, session).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    started = { userID: session.userID, ready };
  }
  return started.ready;
}

async function loginOnce(store: Store, session: { userID: string; imToken: string }): Promise<void> {
  await subscribe(store);
  const im = await openIM();
  const status = await im.getLoginStatus().catch(() => ({ data: 0 }));
  // 3 is "logged in" in the SDK's LoginStatus enum.
  if (status.data !== 3) {
    const { apiUrl, wsUrl, platformID, logLevel } = readEndpoints(localStorage, location.origin);
    await im.login({
      userID: session.userID,
      token: session.imToken,
      platformID,
      apiAddr: apiUrl,
      wsAddr: wsUrl,
      logLevel,
    });
  }
  await refreshConversations(store);
  void loadContacts(store);
}

export async function endIMSession(store: Store): Promise<void> {
  started = undefined;
  const im = await openIM();
  await im.logout().catch(() => undefined);
  store.set(conversationsAtom, []);
  store.set(totalUnreadCountAtom, 0);
  store.set(openMessagesAtom, []);
  store.set(connectionStateAtom, 'idle');
}

import { CbEvents } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import { readEndpoints } from '../config/endpoints';
import { logoutChatSession } from '../api/chat-client';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import {
  connectionStateAtom,
  forcedLogoutAtom,
  reinstallProgressAtom,
  type ForcedLogoutReason,
} from '../state/connection/connection-atoms';
import { fetchConversationList } from './conversations';
import { conversationListOf } from './conversation-list-keeper';
import { forgetSnapshotAtLogout, restoreConversationSnapshot } from './conversation-snapshot';
import { forgetSendFailuresAtLogout, restoreSendFailures } from './send-failure';
import { paintFirstScreenFromServer } from './first-screen';
import { openIM } from './sdk-instance';
import { subscribeMessageEvents } from './message-events';
import type { ConversationItem, SelfUserInfo } from '../state/sdk-types';
import { endCallAtLogout } from './call-session';
import {
  reinstallOnSyncFailed,
  reinstallOnSyncFinish,
  reinstallOnSyncProgress,
  reinstallOnSyncStart,
} from '../state/connection/reinstall-progress';
import { loadSelfInfo } from './self-info';
import { startBrowserOnline, stopBrowserOnline } from './browser-online';
import { clearSessionStores } from './session-stores';
import { isSdkRefusal } from './sdk-refusal';
import { selfInfoFailureReason } from './self-info-failure';
import { subscribeChatPermissions } from './chat-permissions';
import { subscribeTyping } from './composing';
import { loadContacts, subscribeContactEvents } from './contacts';
import { forgetSenderNames, subscribeSenderNames } from './sender-names';
import { subscribeUploadProgress } from './upload-progress';
import { subscribeMomentNotices, refreshMomentsUnread } from './moment-notices';
import { forgetAllUploadFiles, forgetStaleUploadFiles } from './upload-files';
import { forgetPrefetched, prefetchRecentHistory } from './prefetch';
import { reloadOpenConversation } from './messaging';
import { flushOutbox, forgetOutbox, loadOutbox } from './outbox';
import {
  flushReactions,
  forgetReactions,
  loadReactionOutbox,
  refreshOpenChatReactions,
  subscribeReactionNotices,
  watchOpenChatReactions,
} from './reactions';
import {
  forgetEdits,
  refreshOpenChatEdits,
  subscribeEditNotices,
  watchLatestMessageEdits,
  watchOpenChatEdits,
} from './edits';
import { forgetPins, refreshOpenChatPins, subscribePinNotices, watchOpenChatPins } from './pins';
import { closeReadConversations } from './message-notifications';
import { clearUnreadBadge, showUnreadBadge } from '../platform/app-badge';
import { requestPersistentStorage } from '../platform/storage-persistence';
import { closeAllSystemNotifications } from '../platform/system-notifications';
import { startPush, stopPush } from '../platform/web-push';
import { yieldToMain } from '../platform/yield-to-main';
import { forgetCachedMoments } from '../api/moments-cache';
import { kickReason } from '../api/chat-client';
import { expectSessionEndOnPurpose, sessionEndingOnPurpose } from '../state/session/session-ending';
import { readStoredSession } from '../state/session/stored-session';

type Store = ReturnType<typeof createStore>;

let subscribed = false;

export { expectSessionEndOnPurpose };

/** Turns SDK events into atom updates; the only place that listens to the SDK. */
async function subscribe(store: Store): Promise<void> {
  if (subscribed) return;
  subscribed = true;
  const im = await openIM();
  // Each event's payload type is fixed by the event; the SDK types them as one union.
  const on = <T>(event: string, handler: (data: T) => void) =>
    im.on(event as CbEvents, (payload) => handler(payload.data as T));

  on(CbEvents.OnConnecting, () => store.set(connectionStateAtom, 'connecting'));
  on(CbEvents.OnConnectSuccess, () => {
    store.set(connectionStateAtom, 'online');
    void flushOutbox(store);
    void flushReactions(store);
  });
  // 705: the gateway refused the token as expired (product-spec §8); the code rides on the event, not its data.
  im.on(CbEvents.OnConnectFailed, (payload) => {
    store.set(connectionStateAtom, 'connectionFailed');
    if (payload.errCode === 705) store.set(forcedLogoutAtom, 'expired');
  });
  on<boolean>(CbEvents.OnSyncServerStart, (reinstall) => {
    store.set(connectionStateAtom, 'syncing');
    store.set(reinstallProgressAtom, (current) => reinstallOnSyncStart(current, reinstall));
  });
  on<number>(CbEvents.OnSyncServerProgress, (progress) =>
    store.set(reinstallProgressAtom, (current) => reinstallOnSyncProgress(current, progress)),
  );
  on(CbEvents.OnSyncServerFinish, () => {
    // The SDK's own end of the sync; 'parley:sync-finished' follows once the page has re-read the whole list.
    performance.mark('parley:sdk-sync-finish');
    store.set(connectionStateAtom, 'online');
    store.set(reinstallProgressAtom, reinstallOnSyncFinish());
    // After a sync (a reconnect too) the open chat shows the newest page, and recent chats are stored for offline.
    void flushOutbox(store)
      .then(() => reloadOpenConversation(store))
      .catch(() => undefined);
    void flushReactions(store)
      .then(() => refreshOpenChatReactions(store))
      .catch(() => undefined);
    void refreshOpenChatEdits(store).catch(() => undefined);
    void refreshOpenChatPins(store).catch(() => undefined);
    void refreshConversations(store)
      .then(() => performance.mark('parley:sync-finished'))
      .then(() => prefetchRecentHistory(store))
      .catch(() => undefined);
  });
  on(CbEvents.OnSyncServerFailed, () => {
    store.set(connectionStateAtom, 'syncFailed');
    store.set(reinstallProgressAtom, reinstallOnSyncFailed);
  });
  on<SelfUserInfo>(CbEvents.OnSelfInfoUpdated, (info) => void loadSelfInfo(store, info).catch(() => undefined));
  const merge = (updates: ConversationItem[]) => {
    conversationListOf(store).changed(updates);
    closeReadConversations(updates);
  };
  on<ConversationItem[]>(CbEvents.OnConversationChanged, merge);
  on<ConversationItem[]>(CbEvents.OnNewConversation, merge);
  on<number>(CbEvents.OnTotalUnreadMessageCountChanged, (count) => {
    store.set(totalUnreadCountAtom, count);
    showUnreadBadge(count);
  });
  subscribeMessageEvents(store, on, () => store.get(selfInfoAtom));
  subscribeContactEvents(store, on);
  subscribeSenderNames(store, on);
  subscribeUploadProgress(store, on);
  subscribeMomentNotices(store, on);
  subscribeReactionNotices(store, on);
  watchOpenChatReactions(store);
  subscribeEditNotices(store, on);
  watchOpenChatEdits(store);
  watchLatestMessageEdits(store);
  subscribePinNotices(store, on);
  watchOpenChatPins(store);
  const forced = (reason: ForcedLogoutReason) => () => {
    if (!sessionEndingOnPurpose() && !endingHere) store.set(forcedLogoutAtom, reason);
  };
  on(CbEvents.OnUserTokenExpired, forced('expired'));
  on(CbEvents.OnUserTokenInvalid, forced('invalid'));
  // The kick is the same for a sign-in elsewhere and a password change; the chat service tells them apart.
  on(CbEvents.OnKickedOffline, () => {
    if (sessionEndingOnPurpose() || endingHere) return;
    void kickReason().then((reason) => {
      if (!sessionEndingOnPurpose()) store.set(forcedLogoutAtom, reason);
    });
  });
  await subscribeTyping(store);
  await subscribeChatPermissions(store);
}

/**
 * Reads the SDK's whole list. Its first page is shown at once (in place of the stored rows after a reload, see
 * conversation-snapshot.ts); the whole list replaces it once read.
 */
async function refreshConversations(store: Store): Promise<void> {
  const im = await openIM();
  await conversationListOf(store).refresh(fetchConversationList);
  const { data: unread } = await im.getTotalUnreadMsgCount();
  store.set(totalUnreadCountAtom, unread);
  showUnreadBadge(unread);
}

let started: { userID: string; imToken: string; ready: Promise<void> } | undefined;
/** How long a sign-out waits for a login still on its way (a login offline or stalled never settles sooner). */
const LOGIN_SETTLE_MS = 10_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * Tokens whose session this page ended. While a sign-out runs, a guard or screen still holding the stored session
 * must not log the SDK in with it again: that login would outlive the sign-out, and the next sign-in would share it.
 */
const endedTokens = new Set<string>();
/** Set while this page ends its session: the SDK's kick or token events that follow are the logout's own. */
let endingHere = false;

/**
 * Logs the SDK in with the stored IM token, once per login: every guarded navigation asks, and only the first
 * does the work.
 */
export function startIMSession(store: Store, session: { userID: string; imToken: string }): Promise<void> {
  if (endedTokens.has(session.imToken)) return Promise.resolve();
  if (started?.userID !== session.userID || started.imToken !== session.imToken) {
    expectSessionEndOnPurpose(false);
    endingHere = false;
    restoreConversationSnapshot(store, session.userID);
    restoreSendFailures(store, session.userID);
    void paintFirstScreenFromServer(store, session.imToken);
    const ready = loginOnce(store, session).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    started = { userID: session.userID, imToken: session.imToken, ready };
  }
  return started.ready;
}

/**
 * Settles once this page's SDK login has: the SDK's calls made before it (a retry pressed right after a reload)
 * crash inside the wasm instead of failing.
 */
export function imSessionReady(): Promise<void> {
  return started?.ready ?? Promise.resolve();
}

/** 3 is "logged in" in the SDK's LoginStatus enum. */
const LOGGED_IN = 3;

/** What entering the signed-in area found out about the SDK (product-spec §2 "Route guards"). */
export type IMSessionCheck = 'ready' | 'loginFailed' | 'statusUnknown';

/**
 * The guard's question: is the SDK logged in, and if not, can it log in again from the stored credentials?
 * A page that has not logged in yet holds a fresh SDK, so only a session this page started is asked about;
 * asking then catches an SDK that logged out underneath.
 */
export async function checkIMSession(
  store: Store,
  session: { userID: string; imToken: string },
): Promise<IMSessionCheck> {
  // Only the SDK refusing the login ends the session; a runtime that failed to start is like a failed check.
  const outcome = (ready: Promise<void>) =>
    ready.then(
      () => 'ready' as const,
      (error: unknown) => (isSdkRefusal(error) ? ('loginFailed' as const) : ('statusUnknown' as const)),
    );
  const current = started?.userID === session.userID ? started : undefined;
  if (!current) return outcome(startIMSession(store, session));
  const earlier = await outcome(current.ready);
  if (earlier !== 'ready') return earlier;
  const im = await openIM();
  const status = await im.getLoginStatus().then(
    (response) => response.data as number,
    () => null,
  );
  if (status === null) return 'statusUnknown';
  if (status === LOGGED_IN) return 'ready';
  if (started === current) started = undefined;
  return outcome(startIMSession(store, session));
}

async function loginOnce(store: Store, session: { userID: string; imToken: string }): Promise<void> {
  // The list shows before the SDK has logged in (a stored or server-sent first screen): it must say "Offline" from
  // the start too.
  startBrowserOnline(store);
  // Its own task: started from the sign-in, the SDK's start would share one with the first screen's fetch and more.
  await yieldToMain();
  // The core's start is the longest wait of a reload: it runs while the outbox is read, not after.
  const starting = openIM();
  await loadOutbox(store, session.userID).catch(() => undefined);
  await loadReactionOutbox(session.userID).catch(() => undefined);
  await subscribe(store);
  const im = await starting;
  const status = await im.getLoginStatus().catch(() => ({ data: 0 }));
  if (status.data !== LOGGED_IN) {
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
  // Benches time reloads by these marks (bench/reload.ts).
  performance.mark('parley:sdk-ready');
  // The page never puts the SDK in background mode (product-spec §4 asks for it when hidden): in that mode this
  // SDK drops online-only messages, so a hidden tab would never ring (deltas.md 1). Hidden or not, new messages come
  // through OnRecvNewMessages, and notifications follow the page's own visibility.
  // product-spec §8: without its own info the app cannot go on, and says so on the login screen.
  void loadSelfInfo(store).catch(async (error: unknown) => {
    const loggedIn = () => im.getLoginStatus().then((response) => response.data === LOGGED_IN);
    const reason = await selfInfoFailureReason(error, loggedIn, kickReason);
    // A revoked chat token or a kick has already said why (chat-client.ts, OnKickedOffline): that reason stays.
    if (reason && !sessionEndingOnPurpose() && store.get(forcedLogoutAtom) === null)
      store.set(forcedLogoutAtom, reason);
  });
  await refreshConversations(store);
  if (store.get(connectionStateAtom) === 'online') void flushOutbox(store);
  void flushReactions(store);
  void prefetchRecentHistory(store);
  void requestPersistentStorage();
  void startPush(store, session).catch(() => undefined);
  void loadContacts(store);
  void refreshMomentsUnread(store).catch(() => undefined);
  void forgetStaleUploadFiles();
}

/**
 * The user's own sign-out. A chat-service request still on its way (a screen's refresh) gets the ended token's
 * 20101: their own doing, not a reason to tell them their sign-in is no longer valid. Not for a session the server
 * ended: there the 20101 says why (a password changed elsewhere). The next sign-in's start resets it.
 */
export async function signOut(store: Store): Promise<void> {
  expectSessionEndOnPurpose(true);
  await endIMSession(store);
}

/** Logs the SDK out (the server-side logout, product-spec §4) and forgets everything the session loaded. */
export async function endIMSession(store: Store): Promise<void> {
  for (const token of [started?.imToken, readStoredSession()?.imToken]) if (token) endedTokens.add(token);
  const login = started?.ready;
  started = undefined;
  // The server's kick that follows this logout is its own doing, not news to report.
  endingHere = true;
  // A login still on its way would finish after the logout, with the ended token, and the next sign-in would find
  // the SDK logged in with it.
  if (login) await Promise.race([login.catch(() => undefined), delay(LOGIN_SETTLE_MS)]);
  await endCallAtLogout(store);
  // Unsubscribing needs the token the logout is about to end.
  await stopPush().catch(() => undefined);
  stopBrowserOnline();
  const im = await openIM();
  await im.logout().catch(() => undefined);
  // The SDK's logout (2003) ends the IM login only when its socket is up; the chat service's ends both sessions.
  await logoutChatSession(readEndpoints(localStorage, location.origin).platformID).catch(() => undefined);
  forgetSnapshotAtLogout(store);
  forgetSendFailuresAtLogout();
  clearSessionStores(store);
  forgetSenderNames(store);
  forgetPrefetched();
  await forgetOutbox(store).catch(() => undefined);
  await forgetReactions(store).catch(() => undefined);
  forgetEdits(store);
  forgetPins(store);
  clearUnreadBadge();
  void closeAllSystemNotifications().catch(() => undefined);
  await forgetAllUploadFiles();
  await forgetCachedMoments();
}

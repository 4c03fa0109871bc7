import type { createStore } from 'jotai';
import { conversationsAtom, storedConversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import {
  forgetConversationSnapshot,
  readConversationSnapshot,
  writeConversationSnapshot,
} from '../state/conversations/conversation-snapshot';

type Store = ReturnType<typeof createStore>;

/** A burst of list changes (a sync moves many rows) is written once, at most this long after its first change. */
const WRITE_DELAY_MS = 1000;

let stopKeeping: (() => void) | undefined;

/**
 * Offers the list stored at the end of the last visit to the list screen while the SDK starts, then keeps that store
 * current. The unread total is filled only while the SDK has not said it.
 */
export function restoreConversationSnapshot(store: Store, userID: string, storage: Storage = localStorage): void {
  stopKeepingSnapshot();
  const snapshot = readConversationSnapshot(storage, userID);
  store.set(storedConversationsAtom, snapshot?.conversations ?? []);
  if (snapshot && store.get(totalUnreadCountAtom) === 0) store.set(totalUnreadCountAtom, snapshot.totalUnread);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    writeConversationSnapshot(storage, userID, store.get(conversationsAtom), store.get(totalUnreadCountAtom));
  };
  // Not pushed back by each change: a list that keeps changing (typing, presence) must still be written.
  const scheduleWrite = () => {
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  };
  // A reload right after a change must find it.
  const writePending = () => {
    if (timer !== undefined) write();
  };
  const unsubscribeList = store.sub(conversationsAtom, scheduleWrite);
  const unsubscribeUnread = store.sub(totalUnreadCountAtom, scheduleWrite);
  globalThis.addEventListener?.('pagehide', writePending);
  stopKeeping = () => {
    clearTimeout(timer);
    unsubscribeList();
    unsubscribeUnread();
    globalThis.removeEventListener?.('pagehide', writePending);
  };
}

function stopKeepingSnapshot(): void {
  stopKeeping?.();
  stopKeeping = undefined;
}

/** At logout: the next account must not see this one's rows, even for a moment. */
export function forgetSnapshotAtLogout(store: Store, storage: Storage = localStorage): void {
  stopKeepingSnapshot();
  forgetConversationSnapshot(storage);
  store.set(storedConversationsAtom, []);
}

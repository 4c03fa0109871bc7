import type { createStore } from 'jotai';
import { conversationsAtom, latestRepairsAtom } from '../state/conversations/conversation-atoms';
import { latestRepairFor } from '../state/conversations/latest-message-repair';
import type { MessageItem } from '../state/sdk-types';
import { openIM } from './sdk-instance';
import { onIdle } from '../platform/on-idle';
import { conversationsToPrefetch, PREFETCH_PAGE } from './prefetch-plan';

type Store = ReturnType<typeof createStore>;

/** What the last prefetch did; the bench reads it from the `parley:prefetch` performance measure. */
export interface PrefetchReport {
  conversations: number;
  messages: number;
}

/** Conversation → the latestMsgSendTime whose page is on the device. */
const fetched = new Map<string, number>();
let running: Promise<void> | null = null;
let again = false;

/** Waits for the browser to be idle, so a prefetch step never competes with the list or an opened chat. */
const idle = () => new Promise<void>((resolve) => onIdle(resolve, { fallbackMs: 50 }));

/**
 * A conversation whose history holds a newer message than the SDK's latest one shows that message in the list
 * (latest-message-repair.ts). Returns the send time the row now has, when it was repaired.
 */
function noteNewestStored(store: Store, conversationID: string, history: readonly MessageItem[]) {
  const conversation = store.get(conversationsAtom).find((c) => c.conversationID === conversationID);
  const repair = conversation && latestRepairFor(conversation, history);
  if (!repair) return undefined;
  store.set(latestRepairsAtom, (repairs) => new Map(repairs).set(conversationID, repair));
  return repair.newest.sendTime;
}

async function prefetchNow(store: Store): Promise<void> {
  // Offline the SDK would only read back what it holds; the next sync after the connection returns runs it.
  if (!navigator.onLine) return;
  const started = performance.now();
  const report: PrefetchReport = { conversations: 0, messages: 0 };
  const conversations = store.get(conversationsAtom);
  const wanted = conversationsToPrefetch(conversations, fetched);
  const im = await openIM();
  for (const conversationID of wanted) {
    // One conversation per idle period: each call is a few milliseconds of wasm work on the main thread.
    await idle();
    const latest = store.get(conversationsAtom).find((c) => c.conversationID === conversationID)?.latestMsgSendTime;
    try {
      // The SDK fills its own store with what it pulls for this page, which is what makes the chat readable offline.
      const { data } = await im.getAdvancedHistoryMessageList({
        conversationID,
        count: PREFETCH_PAGE,
        startClientMsgID: '',
        viewType: 0,
      });
      // A repaired row's time is its repair's, and that page is the one just read.
      fetched.set(conversationID, noteNewestStored(store, conversationID, data.messageList) ?? latest ?? 0);
      report.conversations += 1;
      report.messages += data.messageList.length;
    } catch {
      // Offline or a server hiccup: the next sync tries again.
    }
  }
  performance.measure('parley:prefetch', { start: started, detail: report });
}

/**
 * Puts the newest page of the most recent conversations in the SDK's store, in the background: after sign-in and
 * after every sync. A request while one runs makes it run once more at the end, for what changed meanwhile.
 */
export function prefetchRecentHistory(store: Store): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await prefetchNow(store);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Sign-out: the next user's device store starts from nothing. */
export function forgetPrefetched(): void {
  fetched.clear();
}

import type { createStore } from 'jotai';
import { fetchMomentsUnreadCount } from '../api/moments';
import { momentNoticeAtom, momentsUnreadAtom } from '../api/moment-state/moments-atoms';
import { parseMomentNotice } from '../api/moment-state/moment-notice';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** Reads the unread count of the interactive list from the chat service (at sign-in and after each notice). */
export async function refreshMomentsUnread(store: Store): Promise<void> {
  store.set(momentsUnreadAtom, await fetchMomentsUnreadCount());
}

let seq = 0;

/**
 * The chat service tells of likes, comments, mentions and deletions with IM business notifications (wm_*), which
 * the SDK hands over as OnRecvCustomBusinessMessage. Each one bumps the notice atom and re-reads the unread count.
 */
export function subscribeMomentNotices(store: Store, on: On): void {
  // CbEvents.OnRecvCustomBusinessMessage, spelt out: importing the SDK's enum starts its worker.
  on<unknown>('OnRecvCustomBusinessMessage', (data) => {
    const notice = parseMomentNotice(data);
    if (!notice) return;
    seq += 1;
    store.set(momentNoticeAtom, { ...notice, seq });
    void refreshMomentsUnread(store).catch(() => undefined);
  });
}

import { atom, type createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** Typing and online-state refresh delay (product-spec §9): "Typing…" goes away this long after the last sign. */
export const TYPING_WINDOW_MS = 2000;
/**
 * A peer announces typing again by stopping and starting in one go; the stop must not blank the indicator
 * between the two, so a stop clears it only after this short grace.
 */
const STOP_GRACE_MS = 250;

/** Single conversations whose peer is typing right now, by conversationID, with the peer's userID. */
export const typingPeersAtom = atom<Record<string, string>>({});

export interface PeerInputStatus {
  conversationID: string;
  userID: string;
  /** The peer's devices that are typing; empty when the peer stopped. */
  platformIDs: number[] | null;
}

const clearTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows or schedules the end of a peer's "Typing…" from the SDK's input-status event. */
export function notePeerInput(store: Store, status: PeerInputStatus): void {
  const typing = (status.platformIDs?.length ?? 0) > 0;
  if (typing) store.set(typingPeersAtom, (current) => ({ ...current, [status.conversationID]: status.userID }));
  else if (!store.get(typingPeersAtom)[status.conversationID]) return;
  clearTimeout(clearTimers.get(status.conversationID));
  clearTimers.set(
    status.conversationID,
    setTimeout(
      () => {
        clearTimers.delete(status.conversationID);
        store.set(typingPeersAtom, ({ [status.conversationID]: _gone, ...rest }) => rest);
      },
      typing ? TYPING_WINDOW_MS : STOP_GRACE_MS,
    ),
  );
}

/** A message from the typing peer arrived: "Typing…" ends with it, whether or not the peer's stop comes after. */
export function notePeerMessage(store: Store, conversationID: string, senderID: string): void {
  if (store.get(typingPeersAtom)[conversationID] !== senderID) return;
  clearTimeout(clearTimers.get(conversationID));
  clearTimers.delete(conversationID);
  store.set(typingPeersAtom, ({ [conversationID]: _gone, ...rest }) => rest);
}

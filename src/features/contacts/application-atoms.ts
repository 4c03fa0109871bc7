import { atom } from 'jotai';

/** Pending (handleResult 0) applications received, per kind; together they are the contact tab's badge. */
export const unhandledFriendApplicationCountAtom = atom(0);
export const unhandledGroupApplicationCountAtom = atom(0);

export const pendingApplicationCountAtom = atom(
  (get) => get(unhandledFriendApplicationCountAtom) + get(unhandledGroupApplicationCountAtom),
);

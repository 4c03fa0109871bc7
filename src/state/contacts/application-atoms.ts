import { atom } from 'jotai';
import type { FriendApplicationItem, GroupApplicationItem } from './contact-types';
import { receivedFriendApplicationsAtom, receivedGroupApplicationsAtom } from './contact-atoms';

/** handleResult 0: neither accepted (1) nor rejected (-1) yet. */
export const isPending = (application: { handleResult: number }) => application.handleResult === 0;

/**
 * What marks one received application as seen. The time is part of it: a user who applies again after a refusal
 * makes a new application, and it should count again.
 */
export const friendApplicationSeenKey = (application: FriendApplicationItem) =>
  `${application.fromUserID}:${application.createTime}`;
export const groupApplicationSeenKey = (application: GroupApplicationItem) =>
  `${application.userID}:${application.groupID}:${application.reqTime || application.createTime}`;

/** The keys the signed-in user has seen, loaded from IndexedDB (seen-applications-db.ts). */
export const seenFriendApplicationsAtom = atom<ReadonlySet<string>>(new Set<string>());
export const seenGroupApplicationsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Pending received friend applications (product-spec §3 "unhandled friend application count"). */
export const unhandledFriendApplicationCountAtom = atom(
  (get) => get(receivedFriendApplicationsAtom).filter(isPending).length,
);

/** Pending received applications the user has not opened the list of yet: the New friends / New group chats badges. */
export const unseenFriendApplicationCountAtom = atom((get) => {
  const seen = get(seenFriendApplicationsAtom);
  return get(receivedFriendApplicationsAtom).filter((a) => isPending(a) && !seen.has(friendApplicationSeenKey(a)))
    .length;
});
export const unseenGroupApplicationCountAtom = atom((get) => {
  const seen = get(seenGroupApplicationsAtom);
  return get(receivedGroupApplicationsAtom).filter((a) => isPending(a) && !seen.has(groupApplicationSeenKey(a))).length;
});

/** The contact tab's badge: the same unseen applications as the two entries, together. */
export const unseenApplicationCountAtom = atom(
  (get) => get(unseenFriendApplicationCountAtom) + get(unseenGroupApplicationCountAtom),
);

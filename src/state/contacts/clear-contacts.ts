import type { createStore } from 'jotai';
import {
  blackListAtom,
  contactOwnerAtom,
  friendsAtom,
  groupsAtom,
  receivedFriendApplicationsAtom,
  receivedGroupApplicationsAtom,
  sentFriendApplicationsAtom,
  sentGroupApplicationsAtom,
} from './contact-atoms';
import { seenFriendApplicationsAtom, seenGroupApplicationsAtom } from './application-atoms';

type Store = ReturnType<typeof createStore>;

/** Logout clears the contact store (product-spec §4 "Login and logout"). */
export function clearContacts(store: Store): void {
  store.set(contactOwnerAtom, null);
  for (const list of [
    friendsAtom,
    groupsAtom,
    blackListAtom,
    receivedFriendApplicationsAtom,
    sentFriendApplicationsAtom,
    receivedGroupApplicationsAtom,
    sentGroupApplicationsAtom,
  ] as const)
    store.set(list as typeof friendsAtom, []);
  store.set(seenFriendApplicationsAtom, new Set<string>());
  store.set(seenGroupApplicationsAtom, new Set<string>());
}

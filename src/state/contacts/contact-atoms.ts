import { atom } from 'jotai';
import type {
  BlackUserItem,
  FriendApplicationItem,
  FriendUserItem,
  GroupApplicationItem,
  GroupItem,
} from './contact-types';

/** The contact store (product-spec §3): filled at start-up and kept current by the SDK's events in src/sdk/contacts.ts. */
export const friendsAtom = atom<FriendUserItem[]>([]);
export const groupsAtom = atom<GroupItem[]>([]);
export const blackListAtom = atom<BlackUserItem[]>([]);
export const receivedFriendApplicationsAtom = atom<FriendApplicationItem[]>([]);
export const sentFriendApplicationsAtom = atom<FriendApplicationItem[]>([]);
export const receivedGroupApplicationsAtom = atom<GroupApplicationItem[]>([]);
export const sentGroupApplicationsAtom = atom<GroupApplicationItem[]>([]);
/** Whose lists these are: applications are sorted into received and sent by it. */
export const contactOwnerAtom = atom<string | null>(null);

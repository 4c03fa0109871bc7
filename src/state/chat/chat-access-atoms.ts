import { atom } from 'jotai';
import type { GroupMemberItem } from '../sdk-types';

/** What decides whether the user may write in a group: its status and the user's own membership. */
export interface GroupAccessFacts {
  status: number | undefined;
  /** undefined while unknown; null once the user is known not to be a member. */
  member: GroupMemberItem | null | undefined;
  /** When these facts last changed: a mute's remaining time counts from here at the latest. */
  changedAt: number;
}

/** By groupID, for the groups the user opened; kept live from the SDK's group events. */
export const groupAccessAtom = atom<Record<string, GroupAccessFacts>>({});

/** The userIDs on the user's own blacklist. */
export const blacklistAtom = atom<string[]>([]);

/** Peers whose server refused the user's last send with 1302: they have the user on their blacklist. */
export const blockedByPeersAtom = atom<string[]>([]);

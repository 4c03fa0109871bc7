import type { FriendApplicationItem, GroupApplicationItem } from './contact-types';

/**
 * The contact store's lists are replaced or added to by key (product-spec §4 "Applications"): an event's item takes
 * the place of the one with the same key, a new key goes first, and the order of the others is kept.
 */
export function upsertByKey<T>(list: readonly T[], items: readonly T[], keyOf: (item: T) => string): T[] {
  const incoming = new Map(items.map((item) => [keyOf(item), item]));
  const replaced = list.map((item) => {
    const key = keyOf(item);
    const update = incoming.get(key);
    if (update === undefined) return item;
    incoming.delete(key);
    return update;
  });
  return [...incoming.values(), ...replaced];
}

export function removeByKey<T>(list: readonly T[], key: string, keyOf: (item: T) => string): T[] {
  return list.filter((item) => keyOf(item) !== key);
}

/** Keys of the store's lists (product-spec §3 "Contact store"). */
export const userKey = (item: { userID: string }) => item.userID;
export const groupKey = (item: { groupID: string }) => item.groupID;
export const receivedFriendApplicationKey = (item: FriendApplicationItem) => item.fromUserID;
export const sentFriendApplicationKey = (item: FriendApplicationItem) => item.toUserID;
/** A user may apply to several of the groups one manages, so a received group application is user and group. */
export const receivedGroupApplicationKey = (item: GroupApplicationItem) => `${item.userID}:${item.groupID}`;
export const sentGroupApplicationKey = (item: GroupApplicationItem) => item.groupID;

/** New friend applications are received when the user is their target, otherwise sent (product-spec §4). */
export const isReceivedFriendApplication = (item: FriendApplicationItem, selfUserID: string) =>
  item.toUserID === selfUserID;

/** New group applications are received when the user is not the applicant, otherwise sent (product-spec §4). */
export const isReceivedGroupApplication = (item: GroupApplicationItem, selfUserID: string) =>
  item.userID !== selfUserID;

/** Newest first: applications are shown in the order they were made. */
export const byNewestApplication = <T extends { createTime: number; reqTime?: number }>(a: T, b: T) =>
  (b.reqTime || b.createTime) - (a.reqTime || a.createTime);

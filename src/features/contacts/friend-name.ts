import type { FriendUserItem } from '../../state/contacts/contact-types';

/** The name a friend goes by for this user: the remark they gave, else the nickname, else the ID. */
export const friendName = (friend: Pick<FriendUserItem, 'remark' | 'nickname' | 'userID'>) =>
  friend.remark || friend.nickname || friend.userID;

/** Whether a friend matches a search: by remark, nickname or ID, ignoring case. */
export function friendMatches(friend: Pick<FriendUserItem, 'remark' | 'nickname' | 'userID'>, query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [friend.remark, friend.nickname, friend.userID].some((field) => field?.toLowerCase().includes(needle));
}

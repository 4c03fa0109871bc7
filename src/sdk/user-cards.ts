import { openIM } from './sdk-instance';
import { isJoinedGroup, readGroupInfo } from './group-info';
import type { FriendUserItem, GroupItem, GroupMemberItem, PublicUserItem, SelfUserInfo } from '../state/sdk-types';

/** What the IM side knows of a user as seen by the signed-in user: who they are and how the two relate. */
export interface UserRelation {
  user: PublicUserItem;
  /** Present when they are a friend; it carries the remark. */
  friend: FriendUserItem | null;
  blacklisted: boolean;
}

/** A user's card as the IM side has it; null when the user does not exist. */
export async function loadUserRelation(userID: string): Promise<UserRelation | null> {
  const im = await openIM();
  const [friends, black] = await Promise.all([
    im.getSpecifiedFriendsInfo({ friendUserIDList: [userID], filterBlack: false }).then(({ data }) => data),
    im.getBlackList().then(({ data }) => data),
  ]);
  const friend = friends.find((item) => item.userID === userID) ?? null;
  const blacklisted = black.some((item) => item.userID === userID);
  // A friend's own record is fresh enough; anyone else is looked up (the SDK asks the server when needed).
  const user = friend
    ? { userID, nickname: friend.nickname, faceURL: friend.faceURL, ex: friend.ex }
    : ((await im.getUsersInfo([userID])).data.find((item) => item.userID === userID) ?? null);
  return user ? { user, friend, blacklisted } : null;
}

/** The group of a card opened from a group chat, with the members asked for; null when it cannot be read. */
export interface GroupContext {
  group: GroupItem;
  members: Record<string, GroupMemberItem>;
}

export async function loadGroupContext(groupID: string, userIDs: readonly string[]): Promise<GroupContext | null> {
  const im = await openIM();
  const group = await readGroupInfo(groupID);
  if (!group) return null;
  const { data } = await im
    .getSpecifiedGroupMembersInfo({ groupID, userIDList: [...new Set(userIDs)] })
    .catch(() => ({ data: [] as GroupMemberItem[] }));
  return { group, members: Object.fromEntries(data.map((member) => [member.userID, member])) };
}

export async function loadSelfInfo(): Promise<SelfUserInfo> {
  const im = await openIM();
  return (await im.getSelfUserInfo()).data;
}

export async function setFriendRemark(userID: string, remark: string): Promise<void> {
  const im = await openIM();
  await im.updateFriends({ friendUserIDs: [userID], remark });
}

const isBlacklisted = async (userID: string) => {
  const im = await openIM();
  return (await im.getBlackList()).data.some((item) => item.userID === userID);
};

/**
 * Blacklists a user. This SDK build may reject with 10005 although the server stored the entry, so a rejection
 * is checked against the blacklist itself before it counts as a failure.
 */
export async function addToBlacklist(userID: string): Promise<void> {
  const im = await openIM();
  try {
    await im.addBlack({ toUserID: userID, ex: '' });
  } catch (error) {
    if (!(await isBlacklisted(userID).catch(() => false))) throw error;
  }
}

export async function removeFromBlacklist(userID: string): Promise<void> {
  const im = await openIM();
  await im.removeBlack(userID);
}

export async function deleteFriend(userID: string): Promise<void> {
  const im = await openIM();
  await im.deleteFriend(userID);
}

/** A group's card: its public face, whether the user is in it, its owner and (for members) a few members. */
export interface GroupCardData {
  group: GroupItem;
  isMember: boolean;
  owner: PublicUserItem | null;
  members: GroupMemberItem[];
}

/** How many member avatars a group card shows. */
const PREVIEW_MEMBERS = 8;

export async function loadGroupCard(groupID: string): Promise<GroupCardData | null> {
  const im = await openIM();
  const group = await readGroupInfo(groupID);
  if (!group) return null;
  const isMember = await isJoinedGroup(groupID);
  const [owner, members] = await Promise.all([
    group.ownerUserID
      ? im
          .getUsersInfo([group.ownerUserID])
          .then(({ data }) => data[0] ?? null)
          .catch(() => null)
      : Promise.resolve(null),
    // Only members may list the members; anyone else sees the count alone.
    isMember
      ? im
          .getGroupMemberList({ groupID, filter: 0, offset: 0, count: PREVIEW_MEMBERS })
          .then(({ data }) => data)
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  return { group, isMember, owner, members };
}

export async function loadGroupInfo(groupID: string): Promise<GroupItem | null> {
  return readGroupInfo(groupID);
}

import { CbEvents, GroupMemberFilter } from '@openim/wasm-client-sdk';
import { openIM } from './sdk-instance';
import type { FriendUserItem, GroupItem, GroupMemberItem } from '../state/sdk-types';

/** product-spec §9: the first friend page asks for 10000, later pages 1000; a short page is the last. */
const FIRST_FRIEND_PAGE = 10_000;
const NEXT_FRIEND_PAGE = 1_000;
const MEMBER_PAGE = 500;

/** All the user's friends (blacklisted ones left out), page by page. */
export async function loadAllFriends(): Promise<FriendUserItem[]> {
  const im = await openIM();
  const friends: FriendUserItem[] = [];
  let count = FIRST_FRIEND_PAGE;
  for (;;) {
    const { data } = await im.getFriendListPage({ offset: friends.length, count, filterBlack: true });
    friends.push(...data);
    if (data.length < count) return friends;
    count = NEXT_FRIEND_PAGE;
  }
}

/** Every member of a group, owner and admins included, page by page. */
export async function loadGroupMembers(groupID: string): Promise<GroupMemberItem[]> {
  const im = await openIM();
  const members: GroupMemberItem[] = [];
  for (;;) {
    const { data } = await im.getGroupMemberList({
      groupID,
      filter: GroupMemberFilter.All,
      offset: members.length,
      count: MEMBER_PAGE,
    });
    members.push(...data);
    if (data.length < MEMBER_PAGE) return members;
  }
}

interface NewGroup {
  groupName: string;
  faceURL: string;
  memberUserIDs: string[];
}

/**
 * Creates a group with the signed-in user as owner. deltas.md 4: groupType must be 2 (a working group); any
 * other value makes the SDK send with session type 2, which breaks sending.
 */
export async function createGroup({ groupName, faceURL, memberUserIDs }: NewGroup): Promise<GroupItem> {
  const im = await openIM();
  const { data } = await im.createGroup({
    groupInfo: { groupName, groupType: 2, faceURL },
    memberUserIDs,
    adminUserIDs: [],
  });
  return data;
}

export async function inviteToGroup(groupID: string, userIDs: string[]): Promise<void> {
  const im = await openIM();
  await im.inviteUserToGroup({ groupID, userIDList: userIDs, reason: '' });
}

export async function kickFromGroup(groupID: string, userIDs: string[]): Promise<void> {
  const im = await openIM();
  await im.kickGroupMember({ groupID, userIDList: userIDs, reason: '' });
}

export async function transferGroupOwner(groupID: string, newOwnerUserID: string): Promise<void> {
  const im = await openIM();
  await im.transferGroupOwner({ groupID, newOwnerUserID });
}

export async function setGroupName(groupID: string, groupName: string): Promise<void> {
  const im = await openIM();
  await im.setGroupInfo({ groupID, groupName });
}

export async function setGroupFace(groupID: string, faceURL: string): Promise<void> {
  const im = await openIM();
  await im.setGroupInfo({ groupID, faceURL });
}

/** The user's own nickname in one group; an empty one falls back to the profile nickname. */
export async function setOwnGroupNickname(groupID: string, userID: string, nickname: string): Promise<void> {
  const im = await openIM();
  await im.setGroupMemberInfo({ groupID, userID, nickname });
}

/** Uploads a picture through the SDK's object storage and returns the URL it is served from. */
export async function uploadPicture(file: File): Promise<string> {
  const im = await openIM();
  const { data } = await im.uploadFile({
    name: `${crypto.randomUUID()}-${file.name}`,
    contentType: file.type,
    uuid: crypto.randomUUID(),
    file,
    cause: 'avatar',
  });
  return data.url;
}

const GROUP_EVENTS = [
  CbEvents.OnGroupInfoChanged,
  CbEvents.OnGroupMemberAdded,
  CbEvents.OnGroupMemberDeleted,
  CbEvents.OnGroupMemberInfoChanged,
  CbEvents.OnJoinedGroupAdded,
  CbEvents.OnJoinedGroupDeleted,
  CbEvents.OnGroupDismissed,
] as const;

/**
 * Calls `changed` with the group ID whenever the SDK reports a change to a group, its members or the user's
 * membership; returns the way to stop listening (a screen listens only while it is open).
 */
export async function watchGroups(changed: (groupID: string) => void): Promise<() => void> {
  const im = await openIM();
  const handler = ({ data }: { data: unknown }) => {
    const groupID = (data as { groupID?: string } | null)?.groupID;
    if (groupID) changed(groupID);
  };
  for (const event of GROUP_EVENTS) im.on(event, handler);
  return () => {
    for (const event of GROUP_EVENTS) im.off(event, handler);
  };
}

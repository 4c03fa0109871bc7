import { CbEvents } from '@openim/wasm-client-sdk';
import { selfUserID } from './messaging';
import { openIM } from './sdk-instance';
import { readGroupInfo } from './group-info';
import { imApiPost } from './im-rest';
import type { GroupItem, GroupMemberItem } from '../state/sdk-types';

/** Group management (product-spec §3 "Group", §6): what the owner and admins change, and the live state behind it. */

export interface GroupManageState {
  group: GroupItem;
  members: GroupMemberItem[];
  /** The signed-in user as a member of the group; null when they are not in it. */
  self: GroupMemberItem | null;
}

const MEMBER_PAGE = 500;

async function allMembers(groupID: string): Promise<GroupMemberItem[]> {
  const im = await openIM();
  const members: GroupMemberItem[] = [];
  for (let offset = 0; ; offset += MEMBER_PAGE) {
    const { data } = await im.getGroupMemberList({ groupID, filter: 0, offset, count: MEMBER_PAGE });
    members.push(...data);
    if (data.length < MEMBER_PAGE) return members;
  }
}

/** The group, its members and the user's own membership, as the SDK holds them; null when the group is unknown. */
export async function loadGroupManageState(groupID: string): Promise<GroupManageState | null> {
  const [group, members, selfID] = await Promise.all([readGroupInfo(groupID), allMembers(groupID), selfUserID()]);
  if (!group) return null;
  return { group, members, self: members.find((m) => m.userID === selfID) ?? null };
}

const WATCHED_EVENTS = [
  CbEvents.OnGroupInfoChanged,
  CbEvents.OnGroupMemberInfoChanged,
  CbEvents.OnGroupMemberAdded,
  CbEvents.OnGroupMemberDeleted,
  CbEvents.OnJoinedGroupAdded,
  CbEvents.OnJoinedGroupDeleted,
  CbEvents.OnGroupDismissed,
] as const;

/**
 * Calls `onChange` whenever the SDK reports a change to this group or one of its members, until the returned
 * function is called; a screen re-reads the state then, so it shows what others changed too.
 */
export function watchGroup(groupID: string, onChange: () => void): () => void {
  let stopped = false;
  let detach = () => {};
  const handler = (payload: { data: unknown }) => {
    const data = payload.data as { groupID?: string } | null;
    if (data?.groupID === groupID) onChange();
  };
  void openIM().then((im) => {
    if (stopped) return;
    for (const event of WATCHED_EVENTS) im.on(event, handler);
    detach = () => {
      for (const event of WATCHED_EVENTS) im.off(event, handler);
    };
  });
  return () => {
    stopped = true;
    detach();
  };
}

/**
 * Mutes or unmutes everyone but the owner and admins. The SDK's `changeGroupMute` always fails in this build
 * (errCode 100: its JavaScript passes four arguments, the wasm reads a fifth), so this goes to the REST API the
 * SDK would have called, with the user's own token; the server's notification then updates every SDK.
 */
export async function setGroupMutedAll(groupID: string, muted: boolean): Promise<void> {
  await imApiPost(muted ? '/group/mute_group' : '/group/cancel_mute_group', { groupID });
}

type GroupSettings = Partial<
  Pick<GroupItem, 'needVerification' | 'lookMemberInfo' | 'applyMemberFriend' | 'notification'>
>;

/** Changes the group's own settings: verification mode, the two member permissions, the announcement. */
export async function updateGroupSettings(groupID: string, settings: GroupSettings): Promise<void> {
  const im = await openIM();
  await im.setGroupInfo({ groupID, ...settings });
}

/** The owner makes a member an admin (60) or an admin an ordinary member again (20). */
export async function setGroupAdmin(groupID: string, userID: string, admin: boolean): Promise<void> {
  const im = await openIM();
  await im.setGroupMemberInfo({ groupID, userID, roleLevel: admin ? 60 : 20 });
}

/** Mutes a member for `mutedSeconds`; 0 lifts the mute. */
export async function setMemberMuted(groupID: string, userID: string, mutedSeconds: number): Promise<void> {
  const im = await openIM();
  await im.changeGroupMemberMute({ groupID, userID, mutedSeconds });
}

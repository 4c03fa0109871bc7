import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchGroupInfo } from '../../sdk/group-settings';
import { loadGroupMembers, watchGroups } from '../../sdk/groups';
import { GroupRole } from './group-role';
import type { GroupItem, GroupMemberItem } from '../../state/sdk-types';
import { imReady } from '../auth/im-ready';
import { readStoredSession } from '../../state/session/stored-session';
import { refreshQueries } from '../../api/refresh-queries';

export interface GroupDetails {
  group: GroupItem;
  /** Owner first, then admins, then members in the order they joined. */
  members: GroupMemberItem[];
  /** The signed-in user's own membership; null once they left or were removed. */
  self: GroupMemberItem | null;
}

export const groupDetailsKey = (groupID: string) => ['groupDetails', groupID] as const;

const roleRank = (member: GroupMemberItem) => -member.roleLevel;

async function loadGroupDetails(groupID: string): Promise<GroupDetails | null> {
  await imReady();
  const group = await fetchGroupInfo(groupID);
  if (!group) return null;
  const members = await loadGroupMembers(groupID).catch(() => [] as GroupMemberItem[]);
  members.sort((a, b) => roleRank(a) - roleRank(b) || a.joinTime - b.joinTime);
  const selfID = readStoredSession()?.userID;
  return { group, members, self: members.find((member) => member.userID === selfID) ?? null };
}

/** A group with its members, kept fresh from the SDK's group events while a screen shows it. */
export function useGroupDetails(groupID: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!groupID) return;
    let stop: (() => void) | undefined;
    let active = true;
    void watchGroups((changedID) => {
      if (changedID === groupID) void refreshQueries(queryClient, groupDetailsKey(groupID));
    }).then((unwatch) => (active ? (stop = unwatch) : unwatch()));
    return () => {
      active = false;
      stop?.();
    };
  }, [groupID, queryClient]);
  return useQuery({
    queryKey: groupDetailsKey(groupID ?? ''),
    queryFn: () => loadGroupDetails(groupID!),
    enabled: Boolean(groupID),
  });
}

/** product-spec §6: the owner and admins edit the group's info and remove members. */
export const isManager = (member: GroupMemberItem | null) =>
  member?.roleLevel === GroupRole.owner || member?.roleLevel === GroupRole.admin;

export const isOwner = (member: GroupMemberItem | null) => member?.roleLevel === GroupRole.owner;

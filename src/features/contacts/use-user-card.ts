import { useQuery } from '@tanstack/react-query';
import { findFullUser, userDepartments, type DepartmentMembership, type FullUserInfo } from '../../api/user-profiles';
import { loadGroupContext, loadUserRelation } from '../../sdk/user-cards';
import type { FriendUserItem, GroupItem, GroupMemberItem } from '../../state/sdk-types';
import { readStoredSession } from '../../state/session/stored-session';
import { imReady } from '../auth/im-ready';

/** Everything a user card shows (the spec's userCardData: baseInfo, groupMemberInfo, members). */
export interface UserCardData {
  selfUserID: string;
  baseInfo: {
    userID: string;
    nickname: string;
    faceURL: string;
    /** The chat service's profile; null for users it does not know (registered through the IM side only). */
    full: FullUserInfo | null;
  };
  friend: FriendUserItem | null;
  blacklisted: boolean;
  /** The group the card was opened from, when it can be read, with the target's and the viewer's membership. */
  group: GroupItem | null;
  groupMemberInfo: GroupMemberItem | null;
  selfMemberInfo: GroupMemberItem | null;
  /** Organisation memberships: departments and positions. */
  members: DepartmentMembership[];
}

/** A card whose user does not exist (product-spec §8: 'get user info failed'). */
class UserNotFoundError extends Error {}

export const userCardKey = (userID: string) => ['userCard', userID] as const;

async function loadUserCard(userID: string, groupID: string | undefined): Promise<UserCardData> {
  await imReady();
  const selfUserID = readStoredSession()?.userID ?? '';
  const [relation, full, members, context] = await Promise.all([
    loadUserRelation(userID),
    // The business profile only adds to the card; the IM side decides whether the user exists.
    findFullUser(userID).catch(() => null),
    userDepartments(userID).catch(() => []),
    groupID ? loadGroupContext(groupID, [selfUserID, userID]).catch(() => null) : Promise.resolve(null),
  ]);
  if (!relation) throw new UserNotFoundError(userID);
  return {
    selfUserID,
    baseInfo: {
      userID,
      nickname: relation.user.nickname || full?.nickname || userID,
      faceURL: relation.user.faceURL || full?.faceURL || '',
      full,
    },
    friend: relation.friend,
    blacklisted: relation.blacklisted,
    group: context?.group ?? null,
    groupMemberInfo: context?.members[userID] ?? null,
    selfMemberInfo: context?.members[selfUserID] ?? null,
    members,
  };
}

/** The card of a user, read fresh each time a card screen opens so changes made elsewhere show on return. */
export function useUserCard(userID: string | undefined, groupID?: string) {
  return useQuery({
    queryKey: [...userCardKey(userID ?? ''), groupID ?? ''],
    queryFn: () => loadUserCard(userID!, groupID),
    enabled: Boolean(userID),
    retry: (count, error) => !(error instanceof UserNotFoundError) && count < 1,
  });
}

/**
 * Whether the user may write in a conversation, or which placeholder replaces the composer (product-spec §4
 * "Blocking states"). Pure: the facts come from the SDK through src/sdk/chat-permissions.ts.
 */

// The SDK's GroupStatus and GroupMemberRole values (lib/types/enum.d.ts); features may not import the SDK.
const GroupStatus = { banned: 1, dismissed: 2, muted: 3 } as const;
const GroupRole = { admin: 60, owner: 100 } as const;

export type ChatBlock =
  | { kind: 'dismissed' }
  | { kind: 'banned' }
  | { kind: 'notMember' }
  | { kind: 'groupMuted' }
  | { kind: 'muted'; until: number; remainingMs: number }
  | { kind: 'youBlocked'; userID: string };

/** What is known about the user in a group; undefined while it is still loading. */
export interface GroupAccess {
  status: number | undefined;
  /** The user's own membership; null once the user is known not to be a member. */
  member: { roleLevel: number; muteEndTime: number } | null | undefined;
  /** The SDK's own flag on the conversation, set when the user left or was removed. */
  isNotInGroup: boolean;
}

export function groupChatBlock(access: GroupAccess, now: number): ChatBlock | null {
  if (access.status === GroupStatus.dismissed) return { kind: 'dismissed' };
  if (access.status === GroupStatus.banned) return { kind: 'banned' };
  if (access.member === null || access.isNotInGroup) return { kind: 'notMember' };
  if (!access.member) return null;
  // Owners and admins speak even when the group or they themselves are muted (as the server decides).
  if (isGroupManager(access.member.roleLevel)) return null;
  if (access.status === GroupStatus.muted) return { kind: 'groupMuted' };
  if (access.member.muteEndTime > now)
    return { kind: 'muted', until: access.member.muteEndTime, remainingMs: access.member.muteEndTime - now };
  return null;
}

export function singleChatBlock(peerUserID: string, blacklist: readonly string[]): ChatBlock | null {
  return blacklist.includes(peerUserID) ? { kind: 'youBlocked', userID: peerUserID } : null;
}

export const isGroupManager = (roleLevel: number) => roleLevel === GroupRole.owner || roleLevel === GroupRole.admin;

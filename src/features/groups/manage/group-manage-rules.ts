/**
 * Who sees which group-management control (product-spec §6): the owner and admins edit the group, mute
 * members, mute everyone and change how people join; only the owner sets admins and hands the group over.
 * The server checks the same rules (server/groups/group-permissions.ts); these only decide what to show.
 */
export type GroupRole = 'owner' | 'admin' | 'member' | 'nonMember';

/** The SDK's roleLevel (owner 100, admin 60, member 20); anything else is someone outside the group. */
export function groupRoleOf(roleLevel: number | undefined): GroupRole {
  if (roleLevel === 100) return 'owner';
  if (roleLevel === 60) return 'admin';
  if (roleLevel === 20) return 'member';
  return 'nonMember';
}

export interface GroupManageControls {
  muteAll: boolean;
  verification: boolean;
  lookMemberInfo: boolean;
  applyMemberFriend: boolean;
  muteMember: boolean;
  editAnnouncement: boolean;
  setAdmins: boolean;
  transferOwnership: boolean;
}

export function groupManageControls(role: GroupRole): GroupManageControls {
  const manager = role === 'owner' || role === 'admin';
  const owner = role === 'owner';
  return {
    muteAll: manager,
    verification: manager,
    lookMemberInfo: manager,
    applyMemberFriend: manager,
    muteMember: manager,
    editAnnouncement: manager,
    setAdmins: owner,
    transferOwnership: owner,
  };
}

/** Whether any control is left: members and outsiders get a refusal line instead of the screen. */
export const mayManageGroup = (role: GroupRole) => Object.values(groupManageControls(role)).some(Boolean);

/**
 * The SDK's GroupVerificationType as the server applies it (server/im-api/group-write-routes.ts): 2 lets anyone
 * in, 1 makes every join and every member's invitation wait for approval, 0 makes applications wait but lets
 * members' invitations in directly.
 */
export const VerificationMode = {
  anyoneMayJoin: 2,
  verificationRequired: 1,
  invitationWithoutVerification: 0,
} as const;
export type VerificationMode = (typeof VerificationMode)[keyof typeof VerificationMode];

/** GroupStatus 3 in the SDK: everyone but the owner and admins is muted. */
export const GROUP_STATUS_MUTED = 3;

/** AllowType in the SDK: 0 allowed, 1 not allowed. */
export const isAllowed = (flag: number) => flag === 0;
export const allowFlag = (allowed: boolean) => (allowed ? 0 : 1);

interface RankedMember {
  userID: string;
  roleLevel: number;
}

/**
 * The members this user may mute: ordinary members other than themself. Admins and the owner speak even
 * when muted (the server's send checks), so muting them would change nothing.
 */
export function mutableMembers<T extends RankedMember>(members: readonly T[], self: RankedMember | null): T[] {
  if (!self || !groupManageControls(groupRoleOf(self.roleLevel)).muteMember) return [];
  return members.filter((member) => member.userID !== self.userID && groupRoleOf(member.roleLevel) === 'member');
}

/** Everyone the owner may make an admin or demote: all members but the owner. */
export function adminCandidates<T extends RankedMember>(members: readonly T[]): T[] {
  return members.filter((member) => {
    const role = groupRoleOf(member.roleLevel);
    return role === 'admin' || role === 'member';
  });
}

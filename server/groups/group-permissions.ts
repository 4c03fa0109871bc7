/**
 * Who may do what in a group (product-spec §6, openim-http-api.md §3.4). One table, so the server's
 * checks and their tests read the same rules.
 */
export type GroupRoleName = 'owner' | 'admin' | 'member' | 'nonMember';

export type GroupAction =
  | 'viewPublicInfo'
  | 'viewMembers'
  | 'editInfo'
  | 'changeVerification'
  | 'setAdmin'
  | 'muteGroup'
  | 'muteMember'
  | 'kickMember'
  | 'invite'
  | 'handleApplication'
  | 'transferOwnership'
  | 'dismiss'
  | 'quit'
  | 'sendWhileMuted'
  | 'revokeOthersMessage';

const RULES: Record<GroupAction, ReadonlySet<GroupRoleName>> = {
  viewPublicInfo: new Set(['owner', 'admin', 'member', 'nonMember']),
  viewMembers: new Set(['owner', 'admin', 'member']),
  editInfo: new Set(['owner', 'admin']),
  changeVerification: new Set(['owner', 'admin']),
  setAdmin: new Set(['owner']),
  muteGroup: new Set(['owner', 'admin']),
  muteMember: new Set(['owner', 'admin']),
  kickMember: new Set(['owner', 'admin']),
  invite: new Set(['owner', 'admin', 'member']),
  handleApplication: new Set(['owner', 'admin']),
  transferOwnership: new Set(['owner']),
  dismiss: new Set(['owner']),
  quit: new Set(['admin', 'member']),
  sendWhileMuted: new Set(['owner', 'admin']),
  revokeOthersMessage: new Set(['owner', 'admin']),
};

const RANK: Record<GroupRoleName, number> = { owner: 3, admin: 2, member: 1, nonMember: 0 };

/** Whether `role` may perform `action`; actions on another member also need a higher rank than theirs. */
export function mayPerform(role: GroupRoleName, action: GroupAction, targetRole?: GroupRoleName): boolean {
  if (!RULES[action].has(role)) return false;
  if (targetRole === undefined) return true;
  if (targetRole === 'nonMember') return false;
  return RANK[role] > RANK[targetRole];
}

export const roleName = (roleLevel: number | undefined): GroupRoleName =>
  roleLevel === 100 ? 'owner' : roleLevel === 60 ? 'admin' : roleLevel === 20 ? 'member' : 'nonMember';

import { GroupRole } from './group-role';
import type { GroupMemberItem } from '../../state/sdk-types';

export const MEMBER_LIST_MODES = ['preview', 'at', 'kick', 'transfer', 'callInvite'] as const;
export type MemberListMode = (typeof MEMBER_LIST_MODES)[number];

/** Whether the signed-in user may use the mode at all (product-spec §6). */
export function mayUseMode(mode: MemberListMode, self: GroupMemberItem | null): boolean {
  if (!self) return mode === 'preview';
  if (mode === 'kick') return self.roleLevel === GroupRole.owner || self.roleLevel === GroupRole.admin;
  if (mode === 'transfer') return self.roleLevel === GroupRole.owner;
  return true;
}

/**
 * Whether a member can be picked in the mode: never oneself; removal only of those ranked below (the owner removes
 * admins and members, an admin only members); ownership goes to anyone else.
 */
export function isPickable(mode: MemberListMode, self: GroupMemberItem | null, member: GroupMemberItem): boolean {
  if (!self || member.userID === self.userID) return mode === 'preview';
  if (mode === 'kick') return member.roleLevel < self.roleLevel;
  return true;
}

/** Modes that pick several members rather than one. */
export const isMultiPick = (mode: MemberListMode) => mode === 'kick' || mode === 'callInvite';

import { describe, expect, it } from 'vitest';
import { mayPerform, roleName, type GroupAction, type GroupRoleName } from './group-permissions.ts';

const roles: GroupRoleName[] = ['owner', 'admin', 'member', 'nonMember'];

/** The expected matrix, written out in full so a change to the rules must change this table too. */
const expected: Record<GroupAction, GroupRoleName[]> = {
  viewPublicInfo: ['owner', 'admin', 'member', 'nonMember'],
  viewMembers: ['owner', 'admin', 'member'],
  editInfo: ['owner', 'admin'],
  changeVerification: ['owner', 'admin'],
  setAdmin: ['owner'],
  muteGroup: ['owner', 'admin'],
  muteMember: ['owner', 'admin'],
  kickMember: ['owner', 'admin'],
  invite: ['owner', 'admin', 'member'],
  handleApplication: ['owner', 'admin'],
  transferOwnership: ['owner'],
  dismiss: ['owner'],
  quit: ['admin', 'member'],
  sendWhileMuted: ['owner', 'admin'],
  revokeOthersMessage: ['owner', 'admin'],
};

describe('group permission matrix', () => {
  for (const [action, allowed] of Object.entries(expected) as Array<[GroupAction, GroupRoleName[]]>) {
    for (const role of roles) {
      it(`${role} ${allowed.includes(role) ? 'may' : 'may not'} ${action}`, () => {
        expect(mayPerform(role, action)).toBe(allowed.includes(role));
      });
    }
  }

  it.each([
    ['owner', 'admin', true],
    ['owner', 'member', true],
    ['admin', 'member', true],
    ['admin', 'admin', false],
    ['admin', 'owner', false],
    ['member', 'member', false],
    ['owner', 'nonMember', false],
  ] as const)('%s acting on %s: %s (mute, kick and revoke need a higher rank)', (role, target, allowed) => {
    expect(mayPerform(role, 'muteMember', target)).toBe(allowed);
    expect(mayPerform(role, 'kickMember', target)).toBe(allowed);
    expect(mayPerform(role, 'revokeOthersMessage', target)).toBe(allowed);
  });

  it('maps role levels to roles', () => {
    expect([100, 60, 20, undefined].map(roleName)).toEqual(['owner', 'admin', 'member', 'nonMember']);
  });
});

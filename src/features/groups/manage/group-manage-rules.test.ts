import { describe, expect, it } from 'vitest';
import {
  adminCandidates,
  groupManageControls,
  groupRoleOf,
  mayManageGroup,
  mutableMembers,
} from './group-manage-rules';

describe('groupManageControls', () => {
  it('gives the owner every control', () => {
    expect(Object.values(groupManageControls('owner')).every(Boolean)).toBe(true);
  });

  it('gives admins everything but setting admins and transferring the group', () => {
    expect(groupManageControls('admin')).toEqual({
      muteAll: true,
      verification: true,
      lookMemberInfo: true,
      applyMemberFriend: true,
      muteMember: true,
      editAnnouncement: true,
      setAdmins: false,
      transferOwnership: false,
    });
  });

  it('gives members and outsiders nothing', () => {
    for (const role of ['member', 'nonMember'] as const) {
      expect(Object.values(groupManageControls(role)).some(Boolean)).toBe(false);
      expect(mayManageGroup(role)).toBe(false);
    }
    expect(mayManageGroup('admin')).toBe(true);
  });
});

describe('groupRoleOf', () => {
  it('reads the SDK role levels', () => {
    expect([100, 60, 20, 0, undefined].map(groupRoleOf)).toEqual([
      'owner',
      'admin',
      'member',
      'nonMember',
      'nonMember',
    ]);
  });
});

const owner = { userID: 'o', roleLevel: 100 };
const admin = { userID: 'a', roleLevel: 60 };
const carol = { userID: 'c', roleLevel: 20 };
const dave = { userID: 'd', roleLevel: 20 };
const everyone = [owner, admin, carol, dave];

describe('mutableMembers', () => {
  it('lists the ordinary members for the owner and for admins', () => {
    expect(mutableMembers(everyone, owner)).toEqual([carol, dave]);
    expect(mutableMembers(everyone, admin)).toEqual([carol, dave]);
  });

  it('lists nobody for a member, or when the user is not in the group', () => {
    expect(mutableMembers(everyone, carol)).toEqual([]);
    expect(mutableMembers(everyone, null)).toEqual([]);
  });
});

describe('adminCandidates', () => {
  it('is everyone but the owner', () => {
    expect(adminCandidates(everyone)).toEqual([admin, carol, dave]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardPermissions, type CardContext } from './card-permissions';

const stranger: CardContext = { selfUserID: 'me', targetUserID: 'them', isFriend: false };
const inGroup = (flags: { lookMemberInfo?: number; applyMemberFriend?: number }, selfRole?: number): CardContext => ({
  ...stranger,
  group: { lookMemberInfo: flags.lookMemberInfo ?? 0, applyMemberFriend: flags.applyMemberFriend ?? 0, selfRole },
});

describe('cardPermissions', () => {
  it('offers a stranger "Add friend" and a message, but no friend settings', () => {
    expect(cardPermissions(stranger)).toEqual({
      canView: true,
      addFriend: 'offer',
      canMessage: true,
      canOpenSettings: false,
    });
  });

  it('gives a friend the settings and no "Add friend"', () => {
    expect(cardPermissions({ ...stranger, isFriend: true })).toMatchObject({
      addFriend: 'none',
      canOpenSettings: true,
      canMessage: true,
    });
  });

  it('offers nothing on the own card', () => {
    expect(cardPermissions({ ...stranger, targetUserID: 'me' })).toEqual({
      canView: true,
      addFriend: 'none',
      canMessage: false,
      canOpenSettings: false,
    });
  });

  it('says so when the user refuses friend requests', () => {
    expect(cardPermissions({ ...stranger, allowAddFriend: 2 }).addFriend).toBe('refused');
    expect(cardPermissions({ ...stranger, allowAddFriend: 1 }).addFriend).toBe('offer');
  });

  it('hides other members from an ordinary member when the group forbids viewing member info', () => {
    expect(cardPermissions(inGroup({ lookMemberInfo: 1 }, 20))).toEqual({
      canView: false,
      addFriend: 'none',
      canMessage: false,
      canOpenSettings: false,
    });
  });

  it('lets owners and admins view members of such a group, and anyone view their own card', () => {
    expect(cardPermissions(inGroup({ lookMemberInfo: 1 }, 60)).canView).toBe(true);
    expect(cardPermissions(inGroup({ lookMemberInfo: 1 }, 100)).canView).toBe(true);
    expect(cardPermissions({ ...inGroup({ lookMemberInfo: 1 }, 20), targetUserID: 'me' }).canView).toBe(true);
    expect(cardPermissions(inGroup({ lookMemberInfo: 0 }, 20)).canView).toBe(true);
  });

  it('hides "Add friend" from ordinary members of a group that forbids adding members, not from its admins', () => {
    expect(cardPermissions(inGroup({ applyMemberFriend: 1 }, 20)).addFriend).toBe('none');
    expect(cardPermissions(inGroup({ applyMemberFriend: 1 }, 60)).addFriend).toBe('offer');
    expect(cardPermissions(inGroup({ applyMemberFriend: 0 }, 20)).addFriend).toBe('offer');
  });
});

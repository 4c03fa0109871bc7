import { describe, expect, it } from 'vitest';
import { groupChatBlock, singleChatBlock, type GroupAccess } from './chat-block';

const NOW = 1_700_000_000_000;
const member = { roleLevel: 20, muteEndTime: 0 };
const owner = { roleLevel: 100, muteEndTime: 0 };
const admin = { roleLevel: 60, muteEndTime: 0 };
const access = (overrides: Partial<GroupAccess>): GroupAccess => ({
  status: 0,
  member,
  isNotInGroup: false,
  ...overrides,
});

describe('groupChatBlock', () => {
  it('lets a plain member of a normal group write', () => {
    expect(groupChatBlock(access({}), NOW)).toBeNull();
  });

  it('does not block while the facts are still loading', () => {
    expect(groupChatBlock(access({ status: undefined, member: undefined }), NOW)).toBeNull();
  });

  it('blocks everyone in a disbanded or banned group, managers too', () => {
    expect(groupChatBlock(access({ status: 2, member: owner }), NOW)).toEqual({ kind: 'dismissed' });
    expect(groupChatBlock(access({ status: 1, member: admin }), NOW)).toEqual({ kind: 'banned' });
  });

  it('blocks a user who is no longer a member', () => {
    expect(groupChatBlock(access({ member: null }), NOW)).toEqual({ kind: 'notMember' });
    expect(groupChatBlock(access({ isNotInGroup: true }), NOW)).toEqual({ kind: 'notMember' });
  });

  it('blocks a muted member until the mute ends', () => {
    const muted = { roleLevel: 20, muteEndTime: NOW + 60_000 };
    expect(groupChatBlock(access({ member: muted }), NOW)).toEqual({
      kind: 'muted',
      until: NOW + 60_000,
      remainingMs: 60_000,
    });
    expect(groupChatBlock(access({ member: muted }), NOW + 60_000)).toBeNull();
  });

  it('blocks members of a muted group, but not its owner and admins', () => {
    expect(groupChatBlock(access({ status: 3 }), NOW)).toEqual({ kind: 'groupMuted' });
    expect(groupChatBlock(access({ status: 3, member: owner }), NOW)).toBeNull();
    expect(groupChatBlock(access({ status: 3, member: { ...admin, muteEndTime: NOW + 1000 } }), NOW)).toBeNull();
  });
});

describe('singleChatBlock', () => {
  it('blocks writing to a user on the blacklist', () => {
    expect(singleChatBlock('u-bob', ['u-bob'])).toEqual({ kind: 'youBlocked', userID: 'u-bob' });
    expect(singleChatBlock('u-bob', ['u-carol'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CallRooms, SIGNAL_OPTIONS } from './call-rooms.ts';
import { signalMessage } from './signal-fixture.ts';

const oneToOne = {
  inviterUserID: 'alice',
  inviteeUserIDList: ['bob'],
  roomID: 'room-1',
  timeout: 30,
  mediaType: 'video',
};

function rooms(members: Record<string, string[]> = {}) {
  let now = 1_000_000;
  const calls = new CallRooms(
    { isMember: (groupID, userID) => members[groupID]?.includes(userID) ?? false },
    () => now,
  );
  return { calls, advance: (ms: number) => (now += ms) };
}

describe('call rooms: who may join', () => {
  it('admits a one-to-one invitation’s inviter and invitee only, and marks signals as never moving the list', () => {
    const { calls } = rooms();
    expect(calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne))).toEqual(SIGNAL_OPTIONS);
    expect(calls.canJoin('alice', 'room-1')).toBe(true);
    expect(calls.canJoin('bob', 'room-1')).toBe(true);
    expect(calls.canJoin('mallory', 'room-1')).toBe(false);
    expect(calls.canJoin('alice', 'room-2')).toBe(false);
  });

  it('ignores ordinary custom messages and forged invites', () => {
    const { calls } = rooms();
    expect(calls.accepted(signalMessage(100, 'alice', { recvID: 'bob' }, oneToOne))).toBeUndefined();
    // Sent by someone other than the named inviter.
    calls.accepted(signalMessage(200, 'mallory', { recvID: 'bob' }, oneToOne));
    // Naming an invitee other than the recipient.
    calls.accepted(signalMessage(200, 'mallory', { recvID: 'eve' }, { ...oneToOne, inviterUserID: 'mallory' }));
    expect(calls.canJoin('mallory', 'room-1')).toBe(false);
    expect(calls.canJoin('bob', 'room-1')).toBe(false);
  });

  it('lets nobody take over a live room by inviting into it', () => {
    const { calls } = rooms();
    calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    calls.accepted(
      signalMessage(
        200,
        'mallory',
        { recvID: 'eve' },
        { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['eve'] },
      ),
    );
    expect(calls.canJoin('mallory', 'room-1')).toBe(false);
    expect(calls.canJoin('eve', 'room-1')).toBe(false);
  });

  it('closes on timeout, cancel, reject and hang-up; an accepted call outlives the invite timeout', () => {
    const timeout = rooms();
    timeout.calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    timeout.advance(41_000);
    expect(timeout.calls.canJoin('bob', 'room-1')).toBe(false);

    for (const [type, from] of [
      [203, 'alice'],
      [202, 'bob'],
      [204, 'alice'],
    ] as const) {
      const { calls } = rooms();
      calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
      calls.accepted(signalMessage(type, from, { recvID: from === 'alice' ? 'bob' : 'alice' }, oneToOne));
      expect(calls.canJoin('bob', 'room-1')).toBe(false);
    }

    const answered = rooms();
    answered.calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    answered.calls.accepted(signalMessage(201, 'bob', { recvID: 'alice' }, oneToOne));
    answered.advance(3600_000);
    expect(answered.calls.canJoin('alice', 'room-1')).toBe(true);
  });

  it('admits every member of the group to a group call, and no one else', () => {
    const { calls } = rooms({ g1: ['alice', 'bob', 'carol', 'dave'] });
    const group = { ...oneToOne, roomID: 'room-g', groupID: 'g1', inviteeUserIDList: ['bob', 'carol'] };
    calls.accepted(signalMessage(200, 'alice', { groupID: 'g1' }, group));
    expect(calls.canJoin('carol', 'room-g')).toBe(true);
    expect(calls.canJoin('dave', 'room-g')).toBe(true); // a late joiner from the group chat
    expect(calls.canJoin('mallory', 'room-g')).toBe(false);
    // An invite naming a non-member is refused whole.
    calls.accepted(
      signalMessage(200, 'alice', { groupID: 'g1' }, { ...group, roomID: 'room-h', inviteeUserIDList: ['mallory'] }),
    );
    expect(calls.canJoin('alice', 'room-h')).toBe(false);
  });
});

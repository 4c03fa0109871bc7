import { describe, expect, it } from 'vitest';
import { ANSWER_GRACE_MS, CallRooms, SIGNAL_OPTIONS } from './call-rooms.ts';
import { RoomDirectory } from '../chat/room-directory.ts';
import { registryRooms } from './registry-rooms.ts';
import { signalMessage } from './signal-fixture.ts';

const oneToOne = {
  inviterUserID: 'alice',
  inviteeUserIDList: ['bob'],
  roomID: 'room-1',
  timeout: 30,
  mediaType: 'video',
};

function rooms(members: Record<string, string[]> = {}, meetingIDs: string[] = []) {
  let now = 1_000_000;
  const calls = new CallRooms(
    {
      isMember: (groupID, userID) => members[groupID]?.includes(userID) ?? false,
      memberIDs: (groupID) => members[groupID] ?? [],
    },
    (roomID) => meetingIDs.includes(roomID),
    () => now,
  );
  const occupied = new Set<string>();
  const noMeetings = { knows: () => false, access: () => ({ kind: 'unknown' }) as const, onLeftCall: () => {} };
  const directory = new RoomDirectory(registryRooms(calls, noMeetings), (mediaRoom) =>
    Promise.resolve(occupied.has(mediaRoom)),
  );
  const canJoin = (userID: string, roomID: string) => calls.access(userID, roomID).kind === 'granted';
  return {
    calls,
    canJoin,
    /** Through the directory, as the token route asks (the media room's occupancy included). */
    admitted: async (userID: string, roomID: string) => (await directory.mediaRoomFor(userID, roomID)) !== undefined,
    occupy: (roomID: string) => {
      const access = calls.access('alice', roomID);
      if (access.kind === 'granted') occupied.add(access.mediaRoom);
    },
    vacate: () => occupied.clear(),
    advance: (ms: number) => (now += ms),
  };
}

describe('call rooms: who may join', () => {
  it('admits a one-to-one invitation’s inviter and invitee only, and marks signals as never moving the list', () => {
    const { calls, canJoin } = rooms();
    expect(calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne))).toEqual(SIGNAL_OPTIONS);
    expect(canJoin('alice', 'room-1')).toBe(true);
    expect(canJoin('bob', 'room-1')).toBe(true);
    expect(canJoin('mallory', 'room-1')).toBe(false);
    expect(calls.access('alice', 'room-2')).toEqual({ kind: 'unknown' });
  });

  it('ignores ordinary custom messages and forged invites', () => {
    const { calls, canJoin } = rooms();
    expect(calls.accepted(signalMessage(100, 'alice', { recvID: 'bob' }, oneToOne))).toBeUndefined();
    // Sent by someone other than the named inviter.
    calls.accepted(signalMessage(200, 'mallory', { recvID: 'bob' }, oneToOne));
    // Naming an invitee other than the recipient.
    calls.accepted(signalMessage(200, 'mallory', { recvID: 'eve' }, { ...oneToOne, inviterUserID: 'mallory' }));
    expect(canJoin('mallory', 'room-1')).toBe(false);
    expect(canJoin('bob', 'room-1')).toBe(false);
  });

  it('lets nobody take over a live room by inviting into it', () => {
    const { calls, canJoin } = rooms();
    calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    calls.accepted(
      signalMessage(
        200,
        'mallory',
        { recvID: 'eve' },
        { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['eve'] },
      ),
    );
    expect(canJoin('mallory', 'room-1')).toBe(false);
    expect(canJoin('eve', 'room-1')).toBe(false);
  });

  it('takes nothing from signals to oneself, invites naming oneself, or IDs a meeting holds', () => {
    const { calls, canJoin } = rooms({ g1: ['mallory', 'eve'] }, ['123456789']);
    const own = { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['mallory'] };
    calls.accepted(signalMessage(200, 'mallory', { recvID: 'mallory' }, own));
    calls.accepted(signalMessage(200, 'mallory', { groupID: 'g1' }, { ...own, groupID: 'g1' }));
    calls.accepted(signalMessage(200, 'mallory', { groupID: 'g1' }, { ...own, groupID: 'g1', inviteeUserIDList: [] }));
    expect(calls.knows('room-1')).toBe(false);
    const meeting = { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['eve'], roomID: '123456789' };
    calls.accepted(signalMessage(200, 'mallory', { recvID: 'eve' }, meeting));
    expect(canJoin('eve', '123456789')).toBe(false);
    expect(calls.knows('123456789')).toBe(false);
  });

  it('closes on timeout, cancel, reject and hang-up', () => {
    const timeout = rooms();
    timeout.calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    timeout.advance(41_000);
    expect(timeout.canJoin('bob', 'room-1')).toBe(false);

    for (const [type, from] of [
      [203, 'alice'],
      [202, 'bob'],
      [204, 'alice'],
    ] as const) {
      const { calls, canJoin } = rooms();
      calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
      calls.accepted(signalMessage(type, from, { recvID: from === 'alice' ? 'bob' : 'alice' }, oneToOne));
      expect(canJoin('bob', 'room-1')).toBe(false);
    }
  });

  it('keeps an answered call open a minute, then only while someone is in its media room', async () => {
    const answered = rooms();
    answered.calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    answered.calls.accepted(signalMessage(201, 'bob', { recvID: 'alice' }, oneToOne));
    answered.advance(ANSWER_GRACE_MS - 1000);
    expect(await answered.admitted('alice', 'room-1')).toBe(true);
    answered.occupy('room-1');
    answered.advance(3600_000);
    expect(await answered.admitted('alice', 'room-1')).toBe(true);
    expect(await answered.admitted('mallory', 'room-1')).toBe(false);
    // Everyone left without a hang-up reaching the server: the first request that finds the room empty ends it.
    answered.vacate();
    expect(await answered.admitted('bob', 'room-1')).toBe(false);
    expect(answered.calls.knows('room-1')).toBe(false);
  });

  it('closes an answered call whose media room stays empty a minute after the answer', async () => {
    const { calls, admitted, advance } = rooms();
    calls.accepted(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    calls.accepted(signalMessage(201, 'bob', { recvID: 'alice' }, oneToOne));
    advance(ANSWER_GRACE_MS + 1000);
    expect(await admitted('bob', 'room-1')).toBe(false);
  });

  it('admits the current members of the group to a group call, and no one else', () => {
    const members = { g1: ['alice', 'bob', 'carol', 'dave'] };
    const { calls, canJoin } = rooms(members);
    const group = { ...oneToOne, roomID: 'room-g', groupID: 'g1', inviteeUserIDList: ['bob', 'carol'] };
    calls.accepted(signalMessage(200, 'alice', { groupID: 'g1' }, group));
    expect(canJoin('carol', 'room-g')).toBe(true);
    expect(canJoin('dave', 'room-g')).toBe(true); // a late joiner from the group chat
    expect(canJoin('mallory', 'room-g')).toBe(false);
    // A listed invitee, and the inviter, who left the group.
    members.g1 = ['alice', 'dave'];
    expect(canJoin('carol', 'room-g')).toBe(false);
    members.g1 = ['carol', 'dave'];
    expect(canJoin('alice', 'room-g')).toBe(false);
    // An invite naming a non-member is refused whole.
    calls.accepted(
      signalMessage(200, 'alice', { groupID: 'g1' }, { ...group, roomID: 'room-h', inviteeUserIDList: ['mallory'] }),
    );
    expect(canJoin('alice', 'room-h')).toBe(false);
  });
});

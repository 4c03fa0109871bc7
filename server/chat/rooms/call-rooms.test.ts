import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_GRACE_MS } from './call-rules.ts';
import { ChatRooms } from './chat-rooms.ts';
import { RoomDirectory } from '../room-directory.ts';
import { meetingInvitationMessage, signalMessage } from '../../calls/signal-fixture.ts';
import { openTestChatDatabase } from '../../test/test-chat-database.ts';
import type { ChatDatabase } from '../storage/chat-database.ts';

/** The live calls, kept in the chat database: SQLite here, PostgreSQL in the `server-chat-apart` project. */
const oneToOne = {
  inviterUserID: 'alice',
  inviteeUserIDList: ['bob'],
  roomID: 'room-1',
  timeout: 30,
  mediaType: 'video',
};

const opened: ChatDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((chat) => chat.close()));
});

async function rooms(members: Record<string, string[]> = {}) {
  let now = Date.parse('2026-11-26T10:00:00Z');
  const chat = await openTestChatDatabase();
  opened.push(chat);
  const calls = new ChatRooms(
    chat.db,
    chat.dialect,
    (groupID) => Promise.resolve(members[groupID] ?? []),
    () => now,
  );
  const occupied = new Set<string>();
  const directory = new RoomDirectory(calls, (mediaRoom) => Promise.resolve(occupied.has(mediaRoom)));
  const canJoin = async (userID: string, roomID: string) => (await calls.access(userID, roomID)).kind === 'granted';
  return {
    calls,
    canJoin,
    /** Through the directory, as the token route asks (the media room's occupancy included). */
    admitted: async (userID: string, roomID: string) => (await directory.mediaRoomFor(userID, roomID)) !== undefined,
    occupy: async (roomID: string) => {
      const access = await calls.access('alice', roomID);
      if (access.kind === 'granted') occupied.add(access.mediaRoom);
    },
    vacate: () => occupied.clear(),
    advance: (ms: number) => (now += ms),
    now: () => now,
  };
}

describe('call rooms: who may join', () => {
  it('admits a one-to-one invitation’s inviter and invitee only', async () => {
    const { calls, canJoin } = await rooms();
    await calls.heard(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    expect(await canJoin('alice', 'room-1')).toBe(true);
    expect(await canJoin('bob', 'room-1')).toBe(true);
    expect(await canJoin('mallory', 'room-1')).toBe(false);
    expect(await calls.access('alice', 'room-2')).toEqual({ kind: 'unknown' });
  });

  it('ignores ordinary custom messages and forged invites', async () => {
    const { calls, canJoin } = await rooms();
    await calls.heard(signalMessage(100, 'alice', { recvID: 'bob' }, oneToOne));
    // Sent by someone other than the named inviter.
    await calls.heard(signalMessage(200, 'mallory', { recvID: 'bob' }, oneToOne));
    // Naming an invitee other than the recipient.
    await calls.heard(signalMessage(200, 'mallory', { recvID: 'eve' }, { ...oneToOne, inviterUserID: 'mallory' }));
    expect(await canJoin('mallory', 'room-1')).toBe(false);
    expect(await canJoin('bob', 'room-1')).toBe(false);
  });

  it('lets nobody take over a live room by inviting into it', async () => {
    const { calls, canJoin } = await rooms();
    await calls.heard(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    const takeover = { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['eve'] };
    await calls.heard(signalMessage(200, 'mallory', { recvID: 'eve' }, takeover));
    expect(await canJoin('mallory', 'room-1')).toBe(false);
    expect(await canJoin('eve', 'room-1')).toBe(false);
  });

  it('takes nothing from signals to oneself, invites naming oneself, or IDs a meeting holds', async () => {
    const { calls, canJoin, now } = await rooms({ g1: ['mallory', 'eve'] });
    const own = { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['mallory'] };
    await calls.heard(signalMessage(200, 'mallory', { recvID: 'mallory' }, own));
    await calls.heard(signalMessage(200, 'mallory', { groupID: 'g1' }, { ...own, groupID: 'g1' }));
    await calls.heard(
      signalMessage(200, 'mallory', { groupID: 'g1' }, { ...own, groupID: 'g1', inviteeUserIDList: [] }),
    );
    expect(await calls.access('mallory', 'room-1')).toEqual({ kind: 'unknown' });
    // A meeting of someone else's, starting in a week, holds this ID: no call may take it.
    const week = now() / 1000 + 7 * 86_400;
    await calls.heard(meetingInvitationMessage('host', { recvID: 'ann' }, { id: '123456789', start: week }));
    const meeting = { ...oneToOne, inviterUserID: 'mallory', inviteeUserIDList: ['eve'], roomID: '123456789' };
    await calls.heard(signalMessage(200, 'mallory', { recvID: 'eve' }, meeting));
    expect(await canJoin('eve', '123456789')).toBe(false);
    expect(await canJoin('mallory', '123456789')).toBe(false);
  });

  it('closes on timeout, cancel, reject and hang-up', async () => {
    const timeout = await rooms();
    await timeout.calls.heard(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    timeout.advance(41_000);
    expect(await timeout.canJoin('bob', 'room-1')).toBe(false);

    for (const [type, from] of [
      [203, 'alice'],
      [202, 'bob'],
      [204, 'alice'],
    ] as const) {
      const { calls, canJoin } = await rooms();
      await calls.heard(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
      await calls.heard(signalMessage(type, from, { recvID: from === 'alice' ? 'bob' : 'alice' }, oneToOne));
      expect(await canJoin('bob', 'room-1')).toBe(false);
    }
  });

  it('keeps an answered call open a minute, then only while someone is in its media room', async () => {
    const answered = await rooms();
    await answered.calls.heard(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    await answered.calls.heard(signalMessage(201, 'bob', { recvID: 'alice' }, oneToOne));
    answered.advance(ANSWER_GRACE_MS - 1000);
    expect(await answered.admitted('alice', 'room-1')).toBe(true);
    await answered.occupy('room-1');
    answered.advance(3600_000);
    expect(await answered.admitted('alice', 'room-1')).toBe(true);
    expect(await answered.admitted('mallory', 'room-1')).toBe(false);
    // Everyone left without a hang-up reaching the server: the first request that finds the room empty ends it.
    answered.vacate();
    expect(await answered.admitted('bob', 'room-1')).toBe(false);
    expect(await answered.calls.access('bob', 'room-1')).toEqual({ kind: 'unknown' });
  });

  it('closes an answered call whose media room stays empty a minute after the answer', async () => {
    const { calls, admitted, advance } = await rooms();
    await calls.heard(signalMessage(200, 'alice', { recvID: 'bob' }, oneToOne));
    await calls.heard(signalMessage(201, 'bob', { recvID: 'alice' }, oneToOne));
    advance(ANSWER_GRACE_MS + 1000);
    expect(await admitted('bob', 'room-1')).toBe(false);
  });

  it('admits the current members of the group to a group call, and no one else', async () => {
    const members = { g1: ['alice', 'bob', 'carol', 'dave'] };
    const { calls, canJoin } = await rooms(members);
    const group = { ...oneToOne, roomID: 'room-g', groupID: 'g1', inviteeUserIDList: ['bob', 'carol'] };
    await calls.heard(signalMessage(200, 'alice', { groupID: 'g1' }, group));
    expect(await canJoin('carol', 'room-g')).toBe(true);
    expect(await canJoin('dave', 'room-g')).toBe(true); // a late joiner from the group chat
    expect(await canJoin('mallory', 'room-g')).toBe(false);
    // A listed invitee, and the inviter, who left the group.
    members.g1 = ['alice', 'dave'];
    expect(await canJoin('carol', 'room-g')).toBe(false);
    members.g1 = ['carol', 'dave'];
    expect(await canJoin('alice', 'room-g')).toBe(false);
    // An invite naming a non-member is refused whole.
    const stranger = { ...group, roomID: 'room-h', inviteeUserIDList: ['mallory'] };
    await calls.heard(signalMessage(200, 'alice', { groupID: 'g1' }, stranger));
    expect(await canJoin('alice', 'room-h')).toBe(false);
  });

  it('puts those who leave a group out of its calls, and ends the calls of a dismissed group', async () => {
    const members = { g1: ['alice', 'bob', 'carol'] };
    const { calls, canJoin } = await rooms(members);
    const left: Array<[string, readonly string[]]> = [];
    calls.onLeftCall((mediaRoom, userIDs) => left.push([mediaRoom, userIDs]));
    const group = { ...oneToOne, roomID: 'room-g', groupID: 'g1', inviteeUserIDList: ['bob', 'carol'] };
    await calls.heard(signalMessage(200, 'alice', { groupID: 'g1' }, group));
    members.g1 = ['alice', 'carol'];
    await calls.membersLeft('g1', ['bob']);
    expect(left).toEqual([[expect.stringMatching(/^call-/), ['bob']]]);
    // Back in the group, bob is a member again but no longer an invitee: his accept answers nothing.
    members.g1 = ['alice', 'bob', 'carol'];
    await calls.heard(signalMessage(201, 'bob', { groupID: 'g1' }, group));
    expect((await calls.access('carol', 'room-g')).kind).toBe('granted');
    members.g1 = [];
    await calls.membersLeft('g1', ['alice', 'bob', 'carol']);
    expect(await calls.access('alice', 'room-g')).toEqual({ kind: 'unknown' });
    expect(await canJoin('carol', 'room-g')).toBe(false);
  });
});

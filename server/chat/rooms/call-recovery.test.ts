import { afterEach, describe, expect, it } from 'vitest';
import { ChatRooms } from './chat-rooms.ts';
import { CallRecovery, RECOVERIES_PER_MINUTE, RECOVERIES_PER_MINUTE_ALL } from './call-recovery.ts';
import { mediaRoomName } from './media-room-name.ts';
import { RoomDirectory } from '../room-directory.ts';
import { meetingInvitationMessage, signalMessage } from '../../calls/signal-fixture.ts';
import { openTestChatDatabase } from '../../test/test-chat-database.ts';
import type { ChatDatabase } from '../storage/chat-database.ts';

/**
 * A group call whose invite no copy recorded (the copy that took IM's after-send webhook died) is recovered on a
 * token request, after IM (its members) and the media server (who is in the call) confirm what the request claims;
 * and a starting copy checks the live calls against IM's members. SQLite here, PostgreSQL in `server-chat-postgres`.
 */
const opened: ChatDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((chat) => chat.close()));
});

const group = {
  inviterUserID: 'alice',
  inviteeUserIDList: ['bob', 'carol'],
  groupID: 'g1',
  roomID: 'room-g',
  timeout: 30,
  mediaType: 'audio',
};
const claim = { groupID: 'g1', inviterUserID: 'alice', mediaType: 'audio' as const };

async function setUp(members: Record<string, string[]> = { g1: ['alice', 'bob', 'carol'], g2: ['mallory', 'zed'] }) {
  const now = Date.parse('2026-11-29T10:00:00Z');
  const chat = await openTestChatDatabase();
  opened.push(chat);
  /** The calls to IM the recovery made (a group's members each). */
  const asked: string[] = [];
  const inMedia = new Set<string>();
  const calls = new ChatRooms(
    chat.db,
    chat.dialect,
    (groupID) => Promise.resolve(members[groupID] ?? []),
    () => now,
  );
  const recovery = new CallRecovery(
    chat.db,
    chat.dialect,
    (groupID) => {
      asked.push(groupID);
      return Promise.resolve(members[groupID] ?? []);
    },
    (mediaRoom, userID) => Promise.resolve(inMedia.has(`${mediaRoom}/${userID}`)),
    {},
    () => now,
  );
  const directory = new RoomDirectory(calls, () => Promise.resolve(true), recovery);
  return {
    calls,
    asked,
    members,
    enter: (userID: string, roomID: string, inviter = userID) =>
      inMedia.add(`${mediaRoomName('call', inviter, roomID)}/${userID}`),
    token: (userID: string, roomID: string, withClaim = claim) => directory.mediaRoomFor(userID, roomID, withClaim),
  };
}

describe('a group call whose invite was lost with the copy that heard it', () => {
  it('is recovered from the inviter’s own request, once IM counts them a member, and admits the members after', async () => {
    const { calls, asked, token } = await setUp();
    const mediaRoom = mediaRoomName('call', 'alice', 'room-g');
    expect(await calls.access('alice', 'room-g')).toEqual({ kind: 'unknown' });
    expect(await token('alice', 'room-g')).toBe(mediaRoom);
    expect(asked).toEqual(['g1']);
    // Recorded as the invite would have been: the invitees and any member come in without asking IM again.
    expect(await token('bob', 'room-g')).toBe(mediaRoom);
    expect(await token('carol', 'room-g', undefined)).toBe(mediaRoom);
    expect(asked).toEqual(['g1']);
    const [call] = (await calls.groupCalls('bob', 'g1')) ?? [];
    expect(call).toMatchObject({ roomID: 'room-g', inviterUserID: 'alice', groupID: 'g1', mediaType: 'audio' });
    // The invite's webhook, heard late after all, joins the recovered call rather than making another.
    await calls.heard(signalMessage(200, 'alice', { groupID: 'g1' }, group));
    expect((await calls.groupCalls('bob', 'g1'))?.map((c) => [c.mediaRoom, [...c.invitees]])).toEqual([
      [mediaRoom, ['bob', 'carol']],
    ]);
  });

  it('is recovered from an invitee’s request only while the inviter is in the call’s media room', async () => {
    const { calls, enter, token } = await setUp();
    expect(await token('bob', 'room-g')).toBeUndefined();
    expect(await calls.access('bob', 'room-g')).toEqual({ kind: 'unknown' });
    // Someone else in a media room of that name is not the inviter's call.
    enter('carol', 'room-g', 'alice');
    expect(await token('bob', 'room-g')).toBeUndefined();
    enter('alice', 'room-g');
    expect(await token('bob', 'room-g')).toBe(mediaRoomName('call', 'alice', 'room-g'));
  });

  it('is refused to a stranger, for a stranger inviter, and for a room a call or meeting already holds', async () => {
    const { calls, asked, enter, token } = await setUp();
    // Mallory is no member of g1: refused, whoever is in the room, and nothing is recorded.
    enter('alice', 'room-g');
    expect(await token('mallory', 'room-g')).toBeUndefined();
    expect(await token('mallory', 'room-g', { ...claim, inviterUserID: 'mallory' })).toBeUndefined();
    // A member claiming a call of someone outside the group, or of a group he is not in.
    expect(await token('bob', 'room-x', { ...claim, inviterUserID: 'mallory' })).toBeUndefined();
    expect(await token('bob', 'room-x', { ...claim, groupID: 'g2', inviterUserID: 'bob' })).toBeUndefined();
    expect(await calls.access('alice', 'room-g')).toEqual({ kind: 'unknown' });
    expect(await calls.access('bob', 'room-x')).toEqual({ kind: 'unknown' });
    // A one-to-one call alice→dave holds room-1: a member of g1 cannot claim it as a group call (IM is not asked).
    await calls.heard(
      signalMessage(
        200,
        'alice',
        { recvID: 'dave' },
        { ...group, groupID: '', inviteeUserIDList: ['dave'], roomID: 'room-1' },
      ),
    );
    asked.length = 0;
    expect(await token('bob', 'room-1')).toBeUndefined();
    expect(await token('alice', 'room-1')).toBe(mediaRoomName('call', 'alice', 'room-1'));
    // Nor a meeting's ID.
    await calls.heard(
      meetingInvitationMessage(
        'dave',
        { recvID: 'erin' },
        { id: 'meet-1', start: Date.parse('2026-11-29T10:00:00Z') / 1000 },
      ),
    );
    expect(await token('bob', 'meet-1', claim)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('is bounded: past its limits a request is refused without asking IM', async () => {
    const { asked, token } = await setUp({ g1: ['alice'] });
    for (let i = 0; i < RECOVERIES_PER_MINUTE; i++) expect(await token('mallory', `room-${i}`)).toBeUndefined();
    expect(asked).toHaveLength(RECOVERIES_PER_MINUTE);
    expect(await token('mallory', 'room-more')).toBeUndefined();
    expect(asked).toHaveLength(RECOVERIES_PER_MINUTE);
    // Everyone together: a flood of strangers costs IM at most RECOVERIES_PER_MINUTE_ALL calls a minute.
    asked.length = 0;
    const users = Math.ceil(RECOVERIES_PER_MINUTE_ALL / RECOVERIES_PER_MINUTE) + 2;
    for (let u = 0; u < users; u++)
      for (let i = 0; i < RECOVERIES_PER_MINUTE; i++) await token(`stranger-${u}`, `room-${u}-${i}`);
    expect(asked).toHaveLength(RECOVERIES_PER_MINUTE_ALL - RECOVERIES_PER_MINUTE);
    // Even alice, a member, is refused now until the minute is over.
    expect(await token('alice', 'room-late')).toBeUndefined();
  });
});

describe('a starting copy checks the live calls against IM', () => {
  it('puts out those whose leaving webhook was lost, and ends the calls of a group dismissed meanwhile', async () => {
    const { calls, members } = await setUp();
    await calls.heard(signalMessage(200, 'alice', { groupID: 'g1' }, group));
    await calls.heard(
      signalMessage(
        200,
        'mallory',
        { groupID: 'g2' },
        { ...group, inviterUserID: 'mallory', groupID: 'g2', roomID: 'room-2', inviteeUserIDList: ['zed'] },
      ),
    );
    const left: Array<[string, readonly string[]]> = [];
    calls.onLeftCall((mediaRoom, userIDs) => left.push([mediaRoom, userIDs]));
    // Carol quit g1 and g2 was dismissed; neither webhook reached a copy that lived to record it.
    members.g1 = ['alice', 'bob'];
    members.g2 = [];
    await calls.reconcile();
    expect(left).toHaveLength(2);
    expect(left).toEqual(
      expect.arrayContaining([
        [mediaRoomName('call', 'alice', 'room-g'), ['carol']],
        [mediaRoomName('call', 'mallory', 'room-2'), ['mallory', 'zed']],
      ]),
    );
    expect((await calls.groupCalls('bob', 'g1'))?.map((call) => [...call.invitees])).toEqual([['bob']]);
    expect(await calls.access('carol', 'room-g')).toEqual({ kind: 'denied' });
    expect(await calls.access('mallory', 'room-2')).toEqual({ kind: 'unknown' });
  });
});

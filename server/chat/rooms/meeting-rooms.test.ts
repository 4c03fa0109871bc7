import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestChatDatabase } from '../../test/test-chat-database.ts';
import type { ChatDatabase } from '../storage/chat-database.ts';
import { ChatRooms } from './chat-rooms.ts';
import { meetingInvitationOf } from './meeting-rules.ts';
import { meetingInvitationMessage, signalMessage } from '../../calls/signal-fixture.ts';

/** The meetings, kept in the chat database: SQLite here, PostgreSQL in the `server-chat-apart` project. */
const HOUR_S = 3600;
let now = Date.parse('2026-11-23T10:00:00Z');
let chat: ChatDatabase;
let meetings: ChatRooms;
const groupMembers: Record<string, string[]> = { g1: ['host', 'gina', 'gus'] };
const members = (groupID: string) => Promise.resolve(groupMembers[groupID] ?? []);

beforeEach(async () => {
  chat = await openTestChatDatabase();
  now = Date.parse('2026-11-23T10:00:00Z');
  meetings = new ChatRooms(chat.db, chat.dialect, members, () => now);
});
afterEach(() => chat.close());

const canJoin = async (userID: string, roomID: string) => (await meetings.access(userID, roomID)).kind === 'granted';

/** A meeting invitation (custom 905) as a client sends it, to a user or a group: meeting m1, an hour from now. */
const invitation = (from: string, to: { recvID?: string; groupID?: string }, data: Record<string, unknown>) =>
  meetingInvitationMessage(from, to, { id: 'm1', start: now / 1000, ...data });

describe('meeting rooms', () => {
  it('let the host and the people and groups invited in, from ten minutes before the start until the end', async () => {
    const start = now + 30 * 60_000;
    await meetings.heard(invitation('host', { recvID: 'ann' }, { start: start / 1000 }));
    await meetings.heard(invitation('host', { groupID: 'g1' }, { start: start / 1000 }));
    expect(await canJoin('ann', 'm1')).toBe(false);
    now = start - 10 * 60_000;
    for (const user of ['host', 'ann', 'gina', 'gus']) expect(await canJoin(user, 'm1')).toBe(true);
    expect(await canJoin('stranger', 'm1')).toBe(false);
    expect(await canJoin('ann', 'other-room')).toBe(false);
    now = start + HOUR_S * 1000;
    expect(await canJoin('host', 'm1')).toBe(false);
  });

  it('never let someone else add people to a meeting they do not host', async () => {
    await meetings.heard(invitation('host', { recvID: 'ann' }, {}));
    await meetings.heard(invitation('mallory', { recvID: 'mallory2' }, {}));
    expect(await canJoin('mallory', 'm1')).toBe(false);
    expect(await canJoin('mallory2', 'm1')).toBe(false);
    expect(await canJoin('ann', 'm1')).toBe(true);
  });

  it('ignore invitations in someone else’s name, malformed ones, and absurd times', async () => {
    await meetings.heard(invitation('mallory', { recvID: 'ann' }, { inviterUserID: 'host', id: 'm2' }));
    await meetings.heard(invitation('host', { recvID: 'ann' }, { id: 'm3', duration: 10 }));
    await meetings.heard(invitation('host', { recvID: 'ann' }, { id: 'm4', start: now / 1000 + 400 * 86_400 }));
    await meetings.heard(invitation('host', { recvID: 'ann' }, { id: 'bad id!' }));
    for (const room of ['m2', 'm3', 'm4', 'bad id!']) expect(await canJoin('ann', room)).toBe(false);
    expect(meetingInvitationOf(invitation('host', { recvID: 'ann' }, { start: now }))).toMatchObject({
      startMs: now,
      durationS: HOUR_S,
    });
  });

  it('survive a restart: they are kept in the database', async () => {
    await meetings.heard(invitation('host', { recvID: 'ann' }, {}));
    const afterRestart = new ChatRooms(chat.db, chat.dialect, members, () => now);
    expect(await afterRestart.access('ann', 'm1')).toMatchObject({
      kind: 'granted',
      mediaRoom: expect.stringMatching(/^meeting-/),
      call: false,
    });
  });

  it('take nothing from invitations to oneself or to a group of one, nor for an ID a live call holds', async () => {
    groupMembers.solo = ['mallory'];
    const call = { inviterUserID: 'alice', inviteeUserIDList: ['bob'], roomID: 'live-call', timeout: 30 };
    await meetings.heard(signalMessage(200, 'alice', { recvID: 'bob' }, call));
    await meetings.heard(invitation('mallory', { recvID: 'mallory' }, { id: 'm5' }));
    await meetings.heard(invitation('mallory', { groupID: 'solo' }, { id: 'm6' }));
    await meetings.heard(invitation('mallory', { recvID: 'eve' }, { id: 'live-call' }));
    for (const room of ['m5', 'm6']) expect(await meetings.access('mallory', room)).toEqual({ kind: 'unknown' });
    expect(await canJoin('mallory', 'live-call')).toBe(false);
    expect(await canJoin('eve', 'live-call')).toBe(false);
    // The host's own later invitation to himself neither makes nor spoils a meeting of his.
    await meetings.heard(invitation('host', { recvID: 'ann' }, {}));
    await meetings.heard(invitation('host', { recvID: 'host' }, {}));
    expect(await canJoin('ann', 'm1')).toBe(true);
  });

  it('put those who leave an invited group out of the open meeting, unless invited on their own', async () => {
    groupMembers.g2 = ['host', 'gina', 'gus'];
    await meetings.heard(invitation('host', { groupID: 'g2' }, {}));
    await meetings.heard(invitation('host', { recvID: 'gus' }, {}));
    const left: Array<[string, readonly string[]]> = [];
    meetings.onLeftCall((mediaRoom, userIDs) => left.push([mediaRoom, userIDs]));
    groupMembers.g2 = ['host'];
    await meetings.membersLeft('g2', ['gina', 'gus']);
    expect(left).toEqual([[expect.stringMatching(/^meeting-/), ['gina']]]);
    expect(await canJoin('gina', 'm1')).toBe(false);
    expect(await canJoin('gus', 'm1')).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { completeMsgData, type MsgData } from '../protocol/protobuf.ts';
import type { Services } from '../services/services.ts';
import { MeetingRooms, meetingInvitationOf } from './meeting-rooms.ts';

const HOUR_S = 3600;
let now = Date.parse('2026-11-23T10:00:00Z');
let app: FastifyInstance;
let services: Services;
let meetings: MeetingRooms;
const groupMembers: Record<string, string[]> = { g1: ['host', 'gina', 'gus'] };

beforeEach(async () => {
  ({ app, services } = await createTestApp());
  now = Date.parse('2026-11-23T10:00:00Z');
  meetings = new MeetingRooms(
    services.db,
    groups,
    (roomID) => roomID === 'live-call',
    () => now,
  );
});

const groups = {
  isMember: (g: string, u: string) => groupMembers[g]?.includes(u) ?? false,
  memberIDs: (g: string) => groupMembers[g] ?? [],
};
const canJoin = (userID: string, roomID: string) => meetings.access(userID, roomID).kind === 'granted';
afterEach(() => app.close());

/** A meeting invitation (custom 905) as a client sends it, to a user or a group. */
function invitation(from: string, to: { recvID?: string; groupID?: string }, data: Record<string, unknown>): MsgData {
  const body = { id: 'm1', subject: 'Plan', start: now / 1000, duration: HOUR_S, inviterUserID: from, ...data };
  const custom = JSON.stringify({ customType: 905, data: body });
  return completeMsgData({
    sendID: from,
    recvID: to.recvID ?? '',
    groupID: to.groupID ?? '',
    sessionType: to.groupID ? 3 : 1,
    contentType: 110,
    content: new TextEncoder().encode(JSON.stringify({ data: custom, description: '', extension: '' })),
  });
}

describe('meeting rooms', () => {
  it('let the host and the people and groups invited in, from ten minutes before the start until the end', () => {
    const start = now + 30 * 60_000;
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, { start: start / 1000 }));
    meetings.invitationStored(invitation('host', { groupID: 'g1' }, { start: start / 1000 }));
    expect(canJoin('ann', 'm1')).toBe(false);
    now = start - 10 * 60_000;
    for (const user of ['host', 'ann', 'gina', 'gus']) expect(canJoin(user, 'm1')).toBe(true);
    expect(canJoin('stranger', 'm1')).toBe(false);
    expect(canJoin('ann', 'other-room')).toBe(false);
    now = start + HOUR_S * 1000;
    expect(canJoin('host', 'm1')).toBe(false);
  });

  it('never let someone else add people to a meeting they do not host', () => {
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, {}));
    meetings.invitationStored(invitation('mallory', { recvID: 'mallory2' }, {}));
    expect(canJoin('mallory', 'm1')).toBe(false);
    expect(canJoin('mallory2', 'm1')).toBe(false);
    expect(canJoin('ann', 'm1')).toBe(true);
  });

  it('ignore invitations in someone else’s name, malformed ones, and absurd times', () => {
    meetings.invitationStored(invitation('mallory', { recvID: 'ann' }, { inviterUserID: 'host', id: 'm2' }));
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, { id: 'm3', duration: 10 }));
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, { id: 'm4', start: now / 1000 + 400 * 86_400 }));
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, { id: 'bad id!' }));
    for (const room of ['m2', 'm3', 'm4', 'bad id!']) expect(canJoin('ann', room)).toBe(false);
    expect(meetingInvitationOf(invitation('host', { recvID: 'ann' }, { start: now }))).toMatchObject({
      startMs: now,
      durationS: HOUR_S,
    });
  });

  it('survive a restart: they are kept in the database', () => {
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, {}));
    const afterRestart = new MeetingRooms(
      services.db,
      groups,
      () => false,
      () => now,
    );
    expect(afterRestart.access('ann', 'm1')).toMatchObject({
      kind: 'granted',
      mediaRoom: expect.stringMatching(/^meeting-/),
    });
  });

  it('take nothing from invitations to oneself or to a group of one, nor for an ID a live call holds', () => {
    groupMembers.solo = ['mallory'];
    meetings.invitationStored(invitation('mallory', { recvID: 'mallory' }, { id: 'm5' }));
    meetings.invitationStored(invitation('mallory', { groupID: 'solo' }, { id: 'm6' }));
    meetings.invitationStored(invitation('mallory', { recvID: 'eve' }, { id: 'live-call' }));
    for (const room of ['m5', 'm6', 'live-call']) {
      expect(meetings.knows(room)).toBe(false);
      expect(canJoin('mallory', room)).toBe(false);
    }
    // The host's own later invitation to himself neither makes nor spoils a meeting of his.
    meetings.invitationStored(invitation('host', { recvID: 'ann' }, {}));
    meetings.invitationStored(invitation('host', { recvID: 'host' }, {}));
    expect(canJoin('ann', 'm1')).toBe(true);
  });
});

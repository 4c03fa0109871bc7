import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import type { GroupMembership, LeftCall } from './call-rooms.ts';
import { customEnvelopeOf } from './custom-envelope.ts';
import { mediaRoomName, type RoomAccess, type RoomRegistry } from './room-registry.ts';
import { CustomType } from '../../wire/message-types.ts';

/** chat-service.md §2.3: a meeting invitation. */
/** The room opens this long before the start, so people can arrive early. */
const EARLY_MS = 10 * 60_000;
const MIN_DURATION_S = 60;
const MAX_DURATION_S = 24 * 3600;
const DAY_MS = 86_400_000;

export interface MeetingInvitation {
  meetingID: string;
  hostUserID: string;
  startMs: number;
  durationS: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The meeting invitation a message carries, sent by the host it names; null for anything else or malformed. */
export function meetingInvitationOf(
  msg: Pick<MsgData, 'contentType' | 'content' | 'sendID'>,
): MeetingInvitation | null {
  const envelope = customEnvelopeOf(msg);
  if (envelope?.customType !== CustomType.meetingInvitation) return null;
  const raw = envelope.data;
  const meetingID = text(raw.id);
  const start = Number(raw.start);
  const durationS = Number(raw.duration);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(meetingID) || text(raw.inviterUserID) !== msg.sendID) return null;
  if (!Number.isFinite(start) || start <= 0 || !Number.isInteger(durationS)) return null;
  if (durationS < MIN_DURATION_S || durationS > MAX_DURATION_S) return null;
  // OpenIM's clients send seconds; a value this large can only be milliseconds.
  const startMs = start < 1e11 ? start * 1000 : start;
  return { meetingID, hostUserID: msg.sendID, startMs, durationS };
}

/**
 * The meetings the chat service mints media tokens for (issue 17, item 4). A meeting is learnt from its host's
 * first invitation to other people once stored; later invitations from the same host add people or groups. An
 * invitation that names a meeting someone else hosts, or a room ID a live call holds (`claimedElsewhere`), or that
 * is sent to oneself (or to a group with nobody else in it), grants nothing.
 */
export class MeetingRooms implements RoomRegistry {
  private readonly leaveListeners: LeftCall[] = [];

  constructor(
    private readonly db: Db,
    private readonly groups: GroupMembership,
    private readonly claimedElsewhere: (roomID: string) => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hears every stored message (MessageService.onStored). */
  invitationStored(msg: MsgData): void {
    const invitation = meetingInvitationOf(msg);
    if (!invitation || !this.toOthers(msg)) return;
    const now = this.now();
    if (invitation.startMs < now - DAY_MS || invitation.startMs > now + 366 * DAY_MS) return;
    const endMs = invitation.startMs + invitation.durationS * 1000;
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM meetings WHERE end_ms < ?').run(now - DAY_MS);
      if (!this.knows(invitation.meetingID) && this.claimedElsewhere(invitation.meetingID)) return;
      statement(
        this.db,
        'INSERT OR IGNORE INTO meetings (meeting_id, host_user_id, start_ms, end_ms) VALUES (?, ?, ?, ?)',
      ).run(invitation.meetingID, invitation.hostUserID, invitation.startMs, endMs);
      const host = statement(this.db, 'SELECT host_user_id FROM meetings WHERE meeting_id = ?').get(
        invitation.meetingID,
      ) as { host_user_id: string };
      if (host.host_user_id !== invitation.hostUserID) return;
      statement(this.db, 'INSERT OR IGNORE INTO meeting_invitees (meeting_id, user_id, group_id) VALUES (?, ?, ?)').run(
        invitation.meetingID,
        msg.groupID ? '' : msg.recvID,
        msg.groupID,
      );
    })();
  }

  onLeftCall(listener: LeftCall): void {
    this.leaveListeners.push(listener);
  }

  /**
   * Members left a group: in each open meeting that group was invited to, those who may no longer enter (neither
   * its host nor invited on their own) must leave its media room too.
   */
  membersLeft(groupID: string, userIDs: readonly string[]): void {
    const now = this.now();
    const open = statement(
      this.db,
      `SELECT DISTINCT m.meeting_id, m.host_user_id FROM meetings m JOIN meeting_invitees i USING (meeting_id)
       WHERE i.group_id = ? AND m.start_ms - ? <= ? AND m.end_ms > ?`,
    ).all(groupID, EARLY_MS, now, now) as Array<{ meeting_id: string; host_user_id: string }>;
    for (const meeting of open) {
      const out = userIDs.filter((userID) => this.access(userID, meeting.meeting_id).kind !== 'granted');
      if (out.length === 0) continue;
      const mediaRoom = mediaRoomName('meeting', meeting.host_user_id, meeting.meeting_id);
      for (const listener of this.leaveListeners) listener(mediaRoom, out);
    }
  }

  knows(roomID: string): boolean {
    return statement(this.db, 'SELECT 1 FROM meetings WHERE meeting_id = ?').get(roomID) !== undefined;
  }

  /** The host and the people invited, from ten minutes before the start until the end. */
  access(userID: string, roomID: string): RoomAccess {
    const meeting = statement(this.db, 'SELECT host_user_id, start_ms, end_ms FROM meetings WHERE meeting_id = ?').get(
      roomID,
    ) as { host_user_id: string; start_ms: number; end_ms: number } | undefined;
    if (!meeting) return { kind: 'unknown' };
    const now = this.now();
    if (
      now < meeting.start_ms - EARLY_MS ||
      now >= meeting.end_ms ||
      !this.invited(userID, roomID, meeting.host_user_id)
    )
      return { kind: 'denied' };
    return { kind: 'granted', mediaRoom: mediaRoomName('meeting', meeting.host_user_id, roomID), whileOccupied: false };
  }

  private invited(userID: string, roomID: string, hostUserID: string): boolean {
    if (hostUserID === userID) return true;
    const invitees = statement(this.db, 'SELECT user_id, group_id FROM meeting_invitees WHERE meeting_id = ?').all(
      roomID,
    ) as Array<{ user_id: string; group_id: string }>;
    return invitees.some(
      (invitee) =>
        invitee.user_id === userID || (invitee.group_id !== '' && this.groups.isMember(invitee.group_id, userID)),
    );
  }

  /** Sent to someone else, or to a group with someone else in it. */
  private toOthers(msg: MsgData): boolean {
    if (!msg.groupID) return msg.recvID !== '' && msg.recvID !== msg.sendID;
    return this.groups.memberIDs(msg.groupID).some((id) => id !== msg.sendID);
  }
}

import type { MsgData } from '../../protocol/protobuf.ts';
import { customEnvelopeOf } from '../../calls/custom-envelope.ts';
import { CustomType } from '../../../wire/message-types.ts';

/** chat-service.md §2.3: a meeting invitation. The room opens this long before the start, so people arrive early. */
export const EARLY_MS = 10 * 60_000;
const MIN_DURATION_S = 60;
const MAX_DURATION_S = 24 * 3600;
export const DAY_MS = 86_400_000;

export interface MeetingInvitation {
  meetingID: string;
  hostUserID: string;
  startMs: number;
  durationS: number;
}

/** A meeting as the chat service keeps it (meeting-store.ts). */
export interface Meeting {
  meetingID: string;
  hostUserID: string;
  startMs: number;
  endMs: number;
}

/** Someone a meeting invitation reached: a user ('' group) or a group ('' user). */
export interface MeetingInvitee {
  userID: string;
  groupID: string;
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
 * The meeting and invitee a message adds, or null. A meeting is learnt from its host's first invitation to other
 * people; later invitations from the same host add people or groups. An invitation sent to oneself (or to a group
 * with nobody else in it: `groupMemberIDs`, the members of the group it went to), or starting at an absurd time,
 * grants nothing. Whether the ID is free (no other host, no live call) is the store's to check.
 */
export function meetingOf(
  msg: Pick<MsgData, 'contentType' | 'content' | 'sendID' | 'recvID' | 'groupID'>,
  groupMemberIDs: readonly string[],
  now: number,
): { meeting: Meeting; invitee: MeetingInvitee } | null {
  const invitation = meetingInvitationOf(msg);
  if (!invitation) return null;
  const toOthers = msg.groupID
    ? groupMemberIDs.some((id) => id !== msg.sendID)
    : msg.recvID !== '' && msg.recvID !== msg.sendID;
  if (!toOthers) return null;
  if (invitation.startMs < now - DAY_MS || invitation.startMs > now + 366 * DAY_MS) return null;
  const { meetingID, hostUserID, startMs } = invitation;
  return {
    meeting: { meetingID, hostUserID, startMs, endMs: startMs + invitation.durationS * 1000 },
    invitee: { userID: msg.groupID ? '' : msg.recvID, groupID: msg.groupID },
  };
}

/** Whether a meeting's room is open: from ten minutes before the start until the end. */
export const meetingOpen = (meeting: Pick<Meeting, 'startMs' | 'endMs'>, now: number) =>
  now >= meeting.startMs - EARLY_MS && now < meeting.endMs;

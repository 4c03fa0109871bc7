import { ContentType, SignalType } from '../../../wire/message-types';
import type { CallInvitation, MediaType } from '../../../wire/call-invitation';

/** Call signalling over custom messages (deltas.md 1): 200 invite, 201 accept, 202 reject, 203 cancel, 204 hang up. */
export { SignalType };

export type { MediaType };
/** The invitation every signal carries. */
export type Invitation = CallInvitation;

export interface CallSignal {
  type: SignalType;
  invitation: Invitation;
  /** A reject from a callee who is already in another call. */
  busy: boolean;
  /** A hang-up by the last one in a group call: the call is over. */
  ended: boolean;
  /**
   * A one-to-one hang-up's call length in seconds, by the clock of the side that hung up: the other side's record
   * shows the same figure rather than its own (which starts and stops a moment apart).
   */
  duration?: number;
}

/** The longest call a duration may claim (the server forgets a call after 12 hours). */
const LONGEST_CALL_S = 12 * 3600;

const signalTypes = new Set<number>(Object.values(SignalType));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The `customElem.data` of a signal message. */
export function signalData(
  type: SignalType,
  invitation: Invitation,
  flags: { busy?: boolean; ended?: boolean; duration?: number } = {},
): string {
  return JSON.stringify({ customType: type, data: { ...invitation, ...flags } });
}

/**
 * Reads a custom message's data as a call signal; null when it is not one. Other clients send these too, so every
 * field is checked rather than trusted.
 */
export function parseSignal(raw: string | undefined): CallSignal | null {
  if (!raw) return null;
  try {
    const envelope = JSON.parse(raw) as { customType?: unknown; data?: unknown };
    const type = Number(envelope.customType);
    if (!signalTypes.has(type)) return null;
    const data = (typeof envelope.data === 'string' ? JSON.parse(envelope.data) : envelope.data) as Record<
      string,
      unknown
    > | null;
    if (!data || typeof data !== 'object' || !text(data.roomID)) return null;
    const invitees = Array.isArray(data.inviteeUserIDList)
      ? data.inviteeUserIDList.filter((id): id is string => typeof id === 'string')
      : [];
    return {
      type: type as SignalType,
      busy: data.busy === true,
      ended: data.ended === true,
      ...durationOf(data.duration),
      invitation: {
        inviterUserID: text(data.inviterUserID),
        inviteeUserIDList: invitees,
        groupID: text(data.groupID),
        roomID: text(data.roomID),
        timeout: Math.min(Math.max(Number(data.timeout) || 30, 5), 120),
        mediaType: data.mediaType === 'video' ? 'video' : 'audio',
        sessionType: Number(data.sessionType) || (text(data.groupID) ? 3 : 1),
        platformID: Number(data.platformID) || 0,
        initiateTime: Number(data.initiateTime) || 0,
      },
    };
  } catch {
    return null;
  }
}

function durationOf(value: unknown): { duration?: number } {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= LONGEST_CALL_S
    ? { duration: Math.round(value) }
    : {};
}

/** Whether a message is a call signal, which never shows as a bubble (deltas.md 1). */
export function isSignalMessage(message: { contentType: number; customElem?: { data?: string } }): boolean {
  return message.contentType === ContentType.custom && parseSignal(message.customElem?.data) !== null;
}

/** Whether an invite sent at `sentAt` still rings at `now`. */
export const inviteStillRinging = (invitation: Invitation, sentAt: number, now: number) =>
  now < sentAt + invitation.timeout * 1000;

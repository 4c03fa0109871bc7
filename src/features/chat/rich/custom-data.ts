import { CustomType } from '../../../state/messages/content-type';

/** How a call ended (product-spec §3 "Call end reasons"), as the call record's status carries it. */
export const CallEndReason = { refused: 0, canceled: 1, timeout: 2, succeeded: 3, otherDevice: 4 } as const;
export type CallEndReason = (typeof CallEndReason)[keyof typeof CallEndReason];

/**
 * How a call ended, read from either record family: custom 100 (OpenIM's web clients, `status` an end reason) or
 * custom 901 (OpenIM's iOS and Flutter clients, `state` a word such as "hangup" or "beRejected").
 */
export type CallOutcome =
  'succeeded' | 'canceled' | 'refused' | 'timeout' | 'busy' | 'otherDevice' | 'otherDeviceRejected' | 'networkError';

export interface CallRecord {
  kind: 'call';
  media: 'voice' | 'video';
  /** Seconds; 0 when the call never connected. */
  duration: number;
  /** null when the record names no outcome, or one this client does not know. */
  outcome: CallOutcome | null;
}

interface MassMessage {
  kind: 'massMessage';
  text: string;
}

export interface MeetingInvitation {
  kind: 'meetingInvitation';
  meetingID: string;
  subject: string;
  /** Start time in milliseconds; null when missing. */
  start: number | null;
  /** Seconds; 0 when missing. */
  duration: number;
  hostUserID: string;
  hostNickname: string;
  /** A web address to join at, when the invitation carries one (http or https only). */
  joinURL: string | null;
}

export type CustomContent = CallRecord | MassMessage | MeetingInvitation | { kind: 'unsupported' };

const UNSUPPORTED = { kind: 'unsupported' } as const;

/**
 * Reads customElem.data: JSON {customType, data} (product-spec §3). Everything in it comes from another client, so
 * each field is checked; an unknown customType or unusable data is "unsupported", never an error.
 */
export function parseCustomData(raw: string | undefined): CustomContent {
  const envelope = parseObject(raw);
  if (!envelope) return UNSUPPORTED;
  // Some clients nest data as a JSON string rather than an object.
  const data = parseObject(envelope.data) ?? asObject(envelope.data) ?? {};
  switch (Number(envelope.customType)) {
    case CustomType.call:
      return callRecord(data);
    case CustomType.callRecord:
      return mobileCallRecord(data);
    case CustomType.massMessage:
      return massMessage(data);
    case CustomType.meetingInvitation:
      return meetingInvitation(data);
    default:
      return UNSUPPORTED;
  }
}

const outcomeOfReason: Record<number, CallOutcome> = {
  [CallEndReason.refused]: 'refused',
  [CallEndReason.canceled]: 'canceled',
  [CallEndReason.timeout]: 'timeout',
  [CallEndReason.succeeded]: 'succeeded',
  [CallEndReason.otherDevice]: 'otherDevice',
};

function callRecord(data: Record<string, unknown>): CallRecord {
  const status = data.status === undefined || data.status === '' ? NaN : Number(data.status);
  return {
    kind: 'call',
    media: data.mediaType === 'video' ? 'video' : 'voice',
    duration: seconds(data.duration),
    outcome: outcomeOfReason[status] ?? null,
  };
}

/**
 * The 901 family's `state`, as OpenIM's iOS and Flutter clients write it (their CallState names): each side writes
 * its own view ("reject" by the one who said no, "beRejected" by the other).
 */
const outcomeOfState: Record<string, CallOutcome> = {
  hangup: 'succeeded',
  beHangup: 'succeeded',
  calling: 'succeeded',
  cancel: 'canceled',
  beCanceled: 'canceled',
  reject: 'refused',
  beRejected: 'refused',
  timeout: 'timeout',
  noReply: 'timeout',
  busy: 'busy',
  busyLine: 'busy',
  otherAccepted: 'otherDevice',
  otherReject: 'otherDeviceRejected',
  networkError: 'networkError',
};

function mobileCallRecord(data: Record<string, unknown>): CallRecord {
  const state = text(data.state);
  return {
    kind: 'call',
    media: data.type === 'video' ? 'video' : 'voice',
    duration: seconds(data.duration),
    outcome: Object.hasOwn(outcomeOfState, state) ? outcomeOfState[state]! : null,
  };
}

function massMessage(data: Record<string, unknown>): MassMessage {
  // OpenIM's clients put a whole text message in data (textElem.content); plainer senders use text or content.
  const textElem = asObject(data.textElem);
  return { kind: 'massMessage', text: text(textElem?.content) || text(data.text) || text(data.content) };
}

function meetingInvitation(data: Record<string, unknown>): MeetingInvitation {
  const start = Number(data.start);
  return {
    kind: 'meetingInvitation',
    meetingID: text(data.id) || text(data.meetingID),
    subject: text(data.subject),
    // OpenIM's clients send seconds; a value this large can only be milliseconds.
    start: Number.isFinite(start) && start > 0 ? (start < 1e11 ? start * 1000 : start) : null,
    duration: seconds(data.duration),
    hostUserID: text(data.hostUserID) || text(data.inviterUserID),
    hostNickname: text(data.hostNickname) || text(data.inviterNickname),
    joinURL: webURL(text(data.url) || text(data.joinURL)),
  };
}

/** Only http(s) addresses may be opened from a message: never javascript:, data: and the like. */
export function webURL(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A duration in seconds: a number, digits, or "mm:ss" / "hh:mm:ss" text. */
function seconds(value: unknown): number {
  if (typeof value === 'string' && /^\d+(:\d{1,2}){1,2}$/.test(value.trim())) {
    return value
      .trim()
      .split(':')
      .reduce((total, part) => total * 60 + Number(part), 0);
  }
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parseObject(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return asObject(JSON.parse(value));
  } catch {
    return null;
  }
}

/** "mm:ss", or "h:mm:ss" from an hour up, as a call timer shows it (product-spec §2 "Call screen"). */
export function formatCallDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

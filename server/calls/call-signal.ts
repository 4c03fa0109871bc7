import type { MsgData } from '../protocol/protobuf.ts';

/** Custom message kinds that carry call signalling (deltas.md 1). */
export const SignalType = { invite: 200, accept: 201, reject: 202, cancel: 203, hangUp: 204 } as const;
export type SignalType = (typeof SignalType)[keyof typeof SignalType];

const CUSTOM = 110;
const signalTypes = new Set<number>(Object.values(SignalType));

export interface CallInvitation {
  inviterUserID: string;
  inviteeUserIDList: string[];
  groupID: string;
  roomID: string;
  /** Seconds the invitees have to answer. */
  timeout: number;
  mediaType: string;
  sessionType: number;
}

export interface CallSignal {
  type: SignalType;
  invitation: CallInvitation;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The call signal a message carries, or null: contentType 110 whose customElem.data is
 * `{"customType": 200..204, "data": {invitation}}`. Anything malformed is simply not a signal.
 */
export function callSignalOf(msg: Pick<MsgData, 'contentType' | 'content'>): CallSignal | null {
  if (msg.contentType !== CUSTOM) return null;
  try {
    const elem = JSON.parse(new TextDecoder().decode(msg.content)) as { data?: unknown };
    const envelope = JSON.parse(text(elem.data)) as { customType?: unknown; data?: unknown };
    const type = Number(envelope.customType);
    if (!signalTypes.has(type)) return null;
    const raw = (typeof envelope.data === 'string' ? JSON.parse(envelope.data) : envelope.data) as Record<
      string,
      unknown
    >;
    if (!raw || typeof raw !== 'object') return null;
    const invitees = Array.isArray(raw.inviteeUserIDList)
      ? raw.inviteeUserIDList.filter((id) => typeof id === 'string')
      : [];
    const roomID = text(raw.roomID);
    if (!roomID || roomID.length > 128) return null;
    return {
      type: type as SignalType,
      invitation: {
        inviterUserID: text(raw.inviterUserID),
        inviteeUserIDList: invitees as string[],
        groupID: text(raw.groupID),
        roomID,
        timeout: Math.min(Math.max(Number(raw.timeout) || 30, 5), 120),
        mediaType: text(raw.mediaType),
        sessionType: Number(raw.sessionType) || 1,
      },
    };
  } catch {
    return null;
  }
}

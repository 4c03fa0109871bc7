import type { MsgData } from '../protocol/protobuf.ts';
import { customEnvelopeOf } from './custom-envelope.ts';

/** Custom message kinds that carry call signalling (deltas.md 1). */
export const SignalType = { invite: 200, accept: 201, reject: 202, cancel: 203, hangUp: 204 } as const;
export type SignalType = (typeof SignalType)[keyof typeof SignalType];

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
  const envelope = customEnvelopeOf(msg);
  if (!envelope || !signalTypes.has(envelope.customType)) return null;
  const raw = envelope.data;
  const invitees = Array.isArray(raw.inviteeUserIDList)
    ? raw.inviteeUserIDList.filter((id): id is string => typeof id === 'string')
    : [];
  const roomID = text(raw.roomID);
  if (!roomID || roomID.length > 128) return null;
  return {
    type: envelope.customType as SignalType,
    invitation: {
      inviterUserID: text(raw.inviterUserID),
      inviteeUserIDList: invitees,
      groupID: text(raw.groupID),
      roomID,
      timeout: Math.min(Math.max(Number(raw.timeout) || 30, 5), 120),
      mediaType: text(raw.mediaType),
      sessionType: Number(raw.sessionType) || 1,
    },
  };
}

import type { MsgData } from '../protocol/protobuf.ts';
import { customEnvelopeOf } from './custom-envelope.ts';
import { SignalType } from '../../wire/message-types.ts';
import type { CallInvitation as WireInvitation } from '../../wire/call-invitation.ts';

export { SignalType };

const signalTypes = new Set<number>(Object.values(SignalType));

/** What the server reads of an invitation. Any client may send one, so its media type is kept as it came. */
export type CallInvitation = Pick<
  WireInvitation,
  'inviterUserID' | 'inviteeUserIDList' | 'groupID' | 'roomID' | 'timeout' | 'sessionType'
> & { mediaType: string };

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

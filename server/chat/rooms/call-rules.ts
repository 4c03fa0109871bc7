import type { MsgData } from '../../protocol/protobuf.ts';
import { SignalType, type CallSignal } from '../../calls/call-signal.ts';
import { mediaRoomName, type RoomAccess } from './media-room-name.ts';

/**
 * After an accept, the parties have this long to fetch their tokens; past it, an answered call lets people in
 * only while someone is still in its media room (server/chat/room-directory.ts).
 */
export const ANSWER_GRACE_MS = 60_000;
/** The longest call: an answered call is forgotten after this, even if its media room is still occupied. */
export const LONGEST_CALL_MS = 12 * 3600_000;
/** Slack on an invite's timeout for clocks and a slow accept. */
const GRACE_MS = 10_000;

/** A live call as the chat service keeps it (call-store.ts). */
export interface LiveCall {
  roomID: string;
  inviterUserID: string;
  invitees: readonly string[];
  /** '' for a one-to-one call. */
  groupID: string;
  mediaRoom: string;
  /** As the first invite said; what a late joiner turns on. */
  mediaType: 'audio' | 'video';
  /** Until then the invite rings (or the accept is fresh): the parties get tokens without further checks. */
  ringsUntil: number;
  /** Set once someone accepted: the call may go on, while its media room is occupied, until then. */
  answeredUntil: number;
}

/** Whether someone is a member of the one group a decision is about, as IM said just before it. */
export type IsMember = (userID: string) => boolean;

/** What a signal does to the call it names: keep it as it is, write it (new or changed), or end it. */
export type CallChange = { kind: 'none' } | { kind: 'put'; call: LiveCall } | { kind: 'drop' };

const NONE: CallChange = { kind: 'none' };

/** A call past both its ring and its answer is over (and gone at the next sweep). */
export const expiresAt = (call: Pick<LiveCall, 'ringsUntil' | 'answeredUntil'>) =>
  Math.max(call.ringsUntil, call.answeredUntil);

export const isLive = (call: LiveCall | undefined, now: number): call is LiveCall =>
  call !== undefined && expiresAt(call) > now;

type SignalMessage = Pick<MsgData, 'sendID' | 'recvID' | 'groupID'>;

/**
 * What a call signal does to the live call its room ID names (`call`, already checked live). The server, not the
 * client, decides who owns a room: the first valid invite to other people fixes its inviter and group; an invite
 * naming a room ID known here or to the meetings (`claimedElsewhere`) grants nothing, and so does any signal sent
 * to oneself. `isMember` answers for the group the signal was sent to.
 */
export function callAfterSignal(
  call: LiveCall | undefined,
  msg: SignalMessage,
  { type, invitation }: CallSignal,
  isMember: IsMember,
  now: number,
  claimedElsewhere: boolean,
): CallChange {
  // A signal to oneself is nobody's call (and no client of ours sends one).
  if (!msg.groupID && msg.recvID === msg.sendID) return NONE;
  const sender = msg.sendID;
  const isParty = call && (call.inviterUserID === sender || call.invitees.includes(sender));
  switch (type) {
    case SignalType.invite: {
      if (!validInvite(msg, invitation, isMember)) return NONE;
      const ringsUntil = now + invitation.timeout * 1000 + GRACE_MS;
      if (!call) {
        if (claimedElsewhere) return NONE;
        const invitees = [...new Set(invitation.inviteeUserIDList)];
        const mediaRoom = mediaRoomName('call', sender, invitation.roomID);
        const mediaType: LiveCall['mediaType'] = invitation.mediaType === 'audio' ? 'audio' : 'video';
        const put = {
          roomID: invitation.roomID,
          inviterUserID: sender,
          invitees,
          groupID: msg.groupID,
          mediaRoom,
          mediaType,
        };
        return { kind: 'put', call: { ...put, ringsUntil, answeredUntil: 0 } };
      }
      if (!msg.groupID || call.groupID !== msg.groupID) return NONE;
      // More members invited into a running group call.
      const invitees = [...new Set([...call.invitees, ...invitation.inviteeUserIDList])];
      return { kind: 'put', call: { ...call, invitees, ringsUntil: Math.max(call.ringsUntil, ringsUntil) } };
    }
    case SignalType.accept:
      if (!call || !call.invitees.includes(sender)) return NONE;
      if (call.groupID && !isMember(sender)) return NONE;
      return {
        kind: 'put',
        call: {
          ...call,
          ringsUntil: Math.max(call.ringsUntil, now + ANSWER_GRACE_MS),
          answeredUntil: call.answeredUntil || now + LONGEST_CALL_MS,
        },
      };
    case SignalType.cancel:
      return call && call.inviterUserID === sender ? { kind: 'drop' } : NONE;
    case SignalType.reject:
    case SignalType.hangUp:
      // A group call goes on for the others (until its media room is empty); a one-to-one call is over.
      return call && isParty && !call.groupID ? { kind: 'drop' } : NONE;
    default:
      return NONE;
  }
}

/** Sent by the inviter it names, to other people: the recipient, or members of the group it is sent to. */
function validInvite(msg: SignalMessage, invitation: CallSignal['invitation'], isMember: IsMember): boolean {
  const invitees = invitation.inviteeUserIDList;
  if (invitation.inviterUserID !== msg.sendID || invitees.length === 0 || invitees.includes(msg.sendID)) return false;
  if (!msg.groupID) return invitees.length === 1 && invitees[0] === msg.recvID;
  return invitation.groupID === msg.groupID && invitees.every(isMember);
}

/**
 * A one-to-one call: its inviter and invitee. A group call: its inviter, invitees and any member of the group
 * (late joiners), each only while a member at the moment of asking (`isMember`, for the call's group).
 */
export function callAccess(call: LiveCall, userID: string, isMember: IsMember, now: number): RoomAccess {
  const party = call.inviterUserID === userID || call.invitees.includes(userID);
  const allowed = call.groupID ? isMember(userID) : party;
  if (!allowed) return { kind: 'denied' };
  return {
    kind: 'granted',
    mediaRoom: call.mediaRoom,
    whileOccupied: call.ringsUntil <= now,
    hostUserID: call.inviterUserID,
    groupID: call.groupID,
  };
}

/**
 * Members left a group call's group (quit, kicked, dismissed): they are no longer invitees, and a group with
 * nobody left (dismissed) ends the call. Who must leave its media room: those named, and any party of the call
 * IM no longer counts a member (a member-change webhook may name fewer people than left).
 */
export function callAfterLeave(
  call: LiveCall,
  userIDs: readonly string[],
  memberIDs: readonly string[],
): { change: CallChange; out: string[] } {
  const members = new Set(memberIDs);
  const parties = [call.inviterUserID, ...call.invitees].filter((id) => !members.has(id));
  const out = [...new Set([...userIDs, ...parties])];
  if (members.size === 0) return { change: { kind: 'drop' }, out };
  const gone = new Set(out);
  const invitees = call.invitees.filter((id) => !gone.has(id));
  return {
    change: invitees.length === call.invitees.length ? NONE : { kind: 'put', call: { ...call, invitees } },
    out,
  };
}

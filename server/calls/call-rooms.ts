import type { MsgData } from '../protocol/protobuf.ts';
import type { SendObserver } from '../messaging/message-service.ts';
import { ONLINE_ONLY_OPTIONS, type MsgOptions } from '../messaging/message-model.ts';
import { callSignalOf, SignalType, type CallSignal } from './call-signal.ts';
import { mediaRoomName, type RoomAccess, type RoomRegistry } from './room-registry.ts';

/**
 * After an accept, the parties have this long to fetch their tokens; past it, an answered call lets people in
 * only while someone is still in its media room (server/chat/room-directory.ts).
 */
export const ANSWER_GRACE_MS = 60_000;
/** The longest call: an answered call is forgotten after this, even if its media room is still occupied. */
const LONGEST_CALL_MS = 12 * 3600_000;
/** Slack on an invite's timeout for clocks and a slow accept. */
const GRACE_MS = 10_000;

/**
 * Signals are online-only (deltas.md 1), as OpenIM's clients send them: pushed to live connections, never stored, so
 * they never count as unread, never move the conversation list and never show in any history. The server holds any
 * client to it, as it does for typing: a signal sent as an ordinary message is treated the same way. A closed app
 * still rings through Web Push (server/push/), which hears every message, stored or not.
 */
export const SIGNAL_OPTIONS: MsgOptions = ONLINE_ONLY_OPTIONS;

interface LiveCall {
  inviterUserID: string;
  invitees: Set<string>;
  groupID: string;
  mediaRoom: string;
  /** Until then the invite rings (or the accept is fresh): the parties get tokens without further checks. */
  ringsUntil: number;
  /** Set once someone accepted: the call may go on, while its media room is occupied, until then. */
  answeredUntil: number;
}

/** People who must no longer be in a media room (they left the call's group): the media server removes them. */
export type LeftCall = (mediaRoom: string, userIDs: readonly string[]) => void;

export interface GroupMembership {
  isMember(groupID: string, userID: string): boolean;
  memberIDs(groupID: string): string[];
}

/**
 * The live calls, learnt from the signalling messages as they pass through the message service (stored or not).
 * They are what the chat service checks before it mints a media token. The server, not the client, decides who
 * owns a room: the first valid invite to other people fixes its inviter and group; an invite naming a room ID
 * known here or to the meetings (`claimedElsewhere`) grants nothing, and so does any signal sent to oneself.
 */
export class CallRooms implements SendObserver, RoomRegistry {
  private readonly calls = new Map<string, LiveCall>();
  private readonly leaveListeners: LeftCall[] = [];

  constructor(
    private readonly groups: GroupMembership,
    private readonly claimedElsewhere: (roomID: string) => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  accepted(msg: MsgData): MsgOptions | undefined {
    const signal = callSignalOf(msg);
    if (!signal) return undefined;
    // A signal to oneself is nobody's call (and no client of ours sends one).
    if (msg.groupID || msg.recvID !== msg.sendID) this.record(msg, signal);
    return SIGNAL_OPTIONS;
  }

  knows(roomID: string): boolean {
    return this.live(roomID) !== undefined;
  }

  /** The group a live call belongs to ('' for a one-to-one call). */
  groupOf(roomID: string): string | undefined {
    return this.live(roomID)?.groupID;
  }

  /**
   * A one-to-one call: its inviter and invitee. A group call: its inviter, invitees and any member of the group
   * (late joiners), each only while a member at the moment of asking.
   */
  access(userID: string, roomID: string): RoomAccess {
    const call = this.live(roomID);
    if (!call) return { kind: 'unknown' };
    const party = call.inviterUserID === userID || call.invitees.has(userID);
    const allowed = call.groupID ? this.groups.isMember(call.groupID, userID) : party;
    if (!allowed) return { kind: 'denied' };
    return { kind: 'granted', mediaRoom: call.mediaRoom, whileOccupied: call.ringsUntil <= this.now() };
  }

  onLeftCall(listener: LeftCall): void {
    this.leaveListeners.push(listener);
  }

  /**
   * Members left a group (quit, kicked, dismissed): each live call of that group must lose them at once, not only
   * refuse them a new token. A group with nobody left (dismissed) ends its calls.
   */
  membersLeft(groupID: string, userIDs: readonly string[]): void {
    if (userIDs.length === 0) return;
    for (const [roomID, call] of [...this.calls]) {
      if (call.groupID !== groupID || !this.live(roomID)) continue;
      for (const userID of userIDs) call.invitees.delete(userID);
      if (this.groups.memberIDs(groupID).length === 0) this.calls.delete(roomID);
      for (const listener of this.leaveListeners) listener(call.mediaRoom, userIDs);
    }
  }

  /** Its media room was found empty after the answer's grace: the call is over. */
  ended(roomID: string, mediaRoom: string): void {
    if (this.calls.get(roomID)?.mediaRoom === mediaRoom) this.calls.delete(roomID);
  }

  private live(roomID: string): LiveCall | undefined {
    const call = this.calls.get(roomID);
    if (call && Math.max(call.ringsUntil, call.answeredUntil) <= this.now()) {
      this.calls.delete(roomID);
      return undefined;
    }
    return call;
  }

  private record(msg: MsgData, { type, invitation }: CallSignal): void {
    const sender = msg.sendID;
    const call = this.live(invitation.roomID);
    const isParty = call && (call.inviterUserID === sender || call.invitees.has(sender));
    const now = this.now();
    switch (type) {
      case SignalType.invite: {
        if (!this.validInvite(msg, invitation)) return;
        const ringsUntil = now + invitation.timeout * 1000 + GRACE_MS;
        if (!call) {
          if (this.claimedElsewhere(invitation.roomID)) return;
          this.sweep();
          this.calls.set(invitation.roomID, {
            inviterUserID: sender,
            invitees: new Set(invitation.inviteeUserIDList),
            groupID: msg.groupID,
            mediaRoom: mediaRoomName('call', sender, invitation.roomID),
            ringsUntil,
            answeredUntil: 0,
          });
        } else if (msg.groupID && call.groupID === msg.groupID) {
          // More members invited into a running group call.
          for (const id of invitation.inviteeUserIDList) call.invitees.add(id);
          call.ringsUntil = Math.max(call.ringsUntil, ringsUntil);
        }
        return;
      }
      case SignalType.accept:
        if (!call || !call.invitees.has(sender)) return;
        if (call.groupID && !this.groups.isMember(call.groupID, sender)) return;
        call.ringsUntil = Math.max(call.ringsUntil, now + ANSWER_GRACE_MS);
        call.answeredUntil ||= now + LONGEST_CALL_MS;
        return;
      case SignalType.cancel:
        if (call && call.inviterUserID === sender) this.calls.delete(invitation.roomID);
        return;
      case SignalType.reject:
      case SignalType.hangUp:
        // A group call goes on for the others (until its media room is empty); a one-to-one call is over.
        if (call && isParty && !call.groupID) this.calls.delete(invitation.roomID);
        return;
    }
  }

  /** Sent by the inviter it names, to other people: the recipient, or members of the group it is sent to. */
  private validInvite(msg: MsgData, invitation: CallSignal['invitation']): boolean {
    const invitees = invitation.inviteeUserIDList;
    if (invitation.inviterUserID !== msg.sendID || invitees.length === 0 || invitees.includes(msg.sendID)) return false;
    const groupID = msg.groupID;
    if (!groupID) return invitees.length === 1 && invitees[0] === msg.recvID;
    return invitation.groupID === groupID && invitees.every((id) => this.groups.isMember(groupID, id));
  }

  private sweep(): void {
    for (const roomID of [...this.calls.keys()]) this.live(roomID);
  }
}

import type { MsgData } from '../protocol/protobuf.ts';
import type { SendObserver } from '../messaging/message-service.ts';
import { ONLINE_ONLY_OPTIONS, type MsgOptions } from '../messaging/message-model.ts';
import { callSignalOf, SignalType, type CallSignal } from './call-signal.ts';

/** How long an answered call's room stays open to its parties (the longest call we expect). */
const ANSWERED_CALL_MS = 12 * 3600_000;
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
  expiresAt: number;
}

export interface GroupMembership {
  isMember(groupID: string, userID: string): boolean;
}

/**
 * The live invitations, learnt from the signalling messages as they pass through the message service. They are
 * what the chat service checks before it mints a media token: only a live invitation's inviter and invitees (a
 * group call: the group's members) may join its room. A forged invite cannot take over someone else's room: the
 * first invite for a room ID fixes its inviter and group.
 */
export class CallRooms implements SendObserver {
  private readonly calls = new Map<string, LiveCall>();

  constructor(
    private readonly groups: GroupMembership,
    private readonly now: () => number = Date.now,
  ) {}

  accepted(msg: MsgData): MsgOptions | undefined {
    const signal = callSignalOf(msg);
    if (!signal) return undefined;
    this.record(msg, signal);
    return SIGNAL_OPTIONS;
  }

  canJoin(userID: string, roomID: string): boolean {
    const call = this.live(roomID);
    if (!call) return false;
    if (call.inviterUserID === userID || call.invitees.has(userID)) return true;
    return call.groupID !== '' && this.groups.isMember(call.groupID, userID);
  }

  private live(roomID: string): LiveCall | undefined {
    const call = this.calls.get(roomID);
    if (call && call.expiresAt <= this.now()) {
      this.calls.delete(roomID);
      return undefined;
    }
    return call;
  }

  private record(msg: MsgData, { type, invitation }: CallSignal): void {
    const sender = msg.sendID;
    const call = this.live(invitation.roomID);
    const isParty = call && (call.inviterUserID === sender || call.invitees.has(sender));
    switch (type) {
      case SignalType.invite: {
        if (invitation.inviterUserID !== sender) return;
        const groupID = msg.groupID;
        if (groupID) {
          if (invitation.groupID !== groupID) return;
          if (invitation.inviteeUserIDList.some((id) => !this.groups.isMember(groupID, id))) return;
        } else if (invitation.inviteeUserIDList.length !== 1 || invitation.inviteeUserIDList[0] !== msg.recvID) {
          return;
        }
        const expiresAt = this.now() + invitation.timeout * 1000 + GRACE_MS;
        if (!call) {
          this.sweep();
          this.calls.set(invitation.roomID, {
            inviterUserID: sender,
            invitees: new Set(invitation.inviteeUserIDList),
            groupID,
            expiresAt,
          });
        } else if (groupID && call.groupID === groupID) {
          // More members invited into a running group call.
          for (const id of invitation.inviteeUserIDList) call.invitees.add(id);
          call.expiresAt = Math.max(call.expiresAt, expiresAt);
        }
        return;
      }
      case SignalType.accept:
        if (call && call.invitees.has(sender)) call.expiresAt = Math.max(call.expiresAt, this.now() + ANSWERED_CALL_MS);
        return;
      case SignalType.cancel:
        if (call && call.inviterUserID === sender) this.calls.delete(invitation.roomID);
        return;
      case SignalType.reject:
      case SignalType.hangUp:
        // A group call goes on for the others; a one-to-one call is over.
        if (call && isParty && !call.groupID) this.calls.delete(invitation.roomID);
        return;
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [roomID, call] of this.calls) if (call.expiresAt <= now) this.calls.delete(roomID);
  }
}

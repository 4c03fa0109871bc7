import type { MsgData } from '../../protocol/protobuf.ts';
import type { AfterSendMsg } from '../../protocol/openim-webhooks.ts';
import { callSignalOf, SignalType, type CallSignal } from '../../calls/call-signal.ts';
import { ContentType } from '../../../wire/message-types.ts';
import type { ImRoomAccess, ImRooms, LeftCall } from '../im-port.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import { callAccess, callAfterLeave, callAfterSignal, isLive, type CallChange, type LiveCall } from './call-rules.ts';
import { callStore } from './call-store.ts';
import { meetingInvitationOf, meetingOf, meetingOpen, type Meeting, type MeetingInvitee } from './meeting-rules.ts';
import { meetingStore } from './meeting-store.ts';
import { mediaRoomName } from './media-room-name.ts';
import { lockRoom } from './room-lock.ts';

/** Groups whose live calls a starting copy checks against IM: the busiest machine has far fewer calls at once. */
export const RECONCILED_GROUPS = 200;

/** What the rooms read of a message IM delivered. */
export type RoomMessage = Pick<MsgData, 'sendID' | 'recvID' | 'groupID' | 'contentType' | 'content'>;
/** A group's members as IM says now (the port's groupMemberIDs). */
export type GroupMembers = (groupID: string) => Promise<readonly string[]>;

/** The message an after-send webhook (or the in-process adapter's same event) describes. */
export const roomMessageOf = (body: AfterSendMsg): RoomMessage => ({
  sendID: body.sendID,
  recvID: 'recvID' in body ? body.recvID : '',
  groupID: 'groupID' in body ? body.groupID : '',
  contentType: body.contentType,
  content: new TextEncoder().encode(body.content),
});

/**
 * The live calls and the meetings the chat service mints media tokens for, learnt from call signals and meeting
 * invitations as IM delivers them (after-send, stored or online-only) and kept in the chat database, so that any
 * copy of the chat service answers for a room whose message another copy heard, and a restart forgets nothing.
 * Calls and meetings are separate name spaces: an ID a live call holds cannot become a meeting, nor the reverse
 * (call-rules.ts and meeting-rules.ts decide; this class reads, locks and writes).
 */
export class ChatRooms implements ImRooms {
  private readonly leaveListeners: LeftCall[] = [];
  /** This process's writes, in the order IM delivered them; a token request waits for those already heard. */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: ChatDb,
    private readonly dialect: ChatDialect,
    private readonly members: GroupMembers,
    private readonly now: () => number = Date.now,
  ) {}

  /** A message IM delivered: a call signal or a meeting invitation changes the rooms, anything else nothing. */
  heard(msg: RoomMessage): Promise<void> {
    if (msg.contentType !== ContentType.custom) return Promise.resolve();
    return this.inTurn(() => this.record(msg));
  }

  /** Members left a group (quit, kicked, dismissed): its live calls and open meetings must lose them at once. */
  membersLeft(groupID: string, userIDs: readonly string[]): Promise<void> {
    if (userIDs.length === 0) return Promise.resolve();
    return this.inTurn(() => this.leave(groupID, userIDs));
  }

  /**
   * Checks the live group calls against IM's members now, as a copy starts: a quit, kick or dismiss webhook lost with
   * a copy that died is never sent again, so whoever IM no longer counts leaves the calls (and their media rooms,
   * through `onLeftCall`), and a dismissed group's calls end. At most `maxGroups` groups, one call to IM each.
   */
  async reconcile(maxGroups = RECONCILED_GROUPS): Promise<void> {
    let failed: unknown;
    for (const groupID of await callStore.liveGroups(this.db, this.now(), maxGroups))
      await this.inTurn(() => this.leave(groupID, [])).catch((error: unknown) => (failed ??= error));
    if (failed !== undefined) throw failed;
  }

  onLeftCall(listener: LeftCall): void {
    this.leaveListeners.push(listener);
  }

  /** The call a live call holds the ID for, else the meeting: see callAccess and `meetingAccess`. */
  async access(userID: string, roomID: string): Promise<ImRoomAccess> {
    await this.tail;
    const now = this.now();
    const call = await callStore.get(this.db, roomID);
    if (isLive(call, now)) {
      const members = new Set(call.groupID ? await this.members(call.groupID) : []);
      const access = callAccess(call, userID, (id) => members.has(id), now);
      return access.kind === 'granted' ? { ...access, call: true } : access;
    }
    const meeting = await meetingStore.get(this.db, roomID);
    if (!meeting) return { kind: 'unknown' };
    return this.meetingAccess(userID, meeting, now);
  }

  /** A group's live calls, for a member of it now; null for anyone else. */
  async groupCalls(userID: string, groupID: string): Promise<LiveCall[] | null> {
    await this.tail;
    if (!(await this.members(groupID)).includes(userID)) return null;
    const now = this.now();
    const calls: LiveCall[] = [];
    for (const roomID of await callStore.ofGroup(this.db, groupID, now)) {
      const call = await callStore.get(this.db, roomID);
      if (isLive(call, now) && call.groupID === groupID) calls.push(call);
    }
    return calls;
  }

  /** An answered call's media room was found empty after its grace: the call is over. */
  async ended(roomID: string, mediaRoom: string): Promise<void> {
    await callStore.drop(this.db, roomID, mediaRoom);
  }

  private inTurn(work: () => Promise<void>): Promise<void> {
    const run = this.tail.then(work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async record(msg: RoomMessage): Promise<void> {
    const signal = callSignalOf(msg);
    if (!signal && !meetingInvitationOf(msg)) return;
    const groupMembers = msg.groupID ? await this.members(msg.groupID) : [];
    if (signal) return this.recordSignal(msg, signal, groupMembers);
    const invited = meetingOf(msg, groupMembers, this.now());
    if (invited) await this.recordMeeting(invited.meeting, invited.invitee);
  }

  private async recordSignal(msg: RoomMessage, signal: CallSignal, groupMembers: readonly string[]): Promise<void> {
    const members = new Set(groupMembers);
    const { roomID } = signal.invitation;
    const now = this.now();
    const created = await this.db.transaction().execute(async (trx) => {
      await lockRoom(trx, this.dialect, roomID);
      const found = await callStore.get(trx, roomID);
      const call = isLive(found, now) ? found : undefined;
      const claimed = !call && signal.type === SignalType.invite && (await meetingStore.get(trx, roomID)) !== undefined;
      const change = callAfterSignal(call, msg, signal, (id) => members.has(id), now, claimed);
      await this.apply(trx, change, roomID, call, found);
      return change.kind === 'put' && !call;
    });
    if (created) await callStore.sweep(this.db, now);
  }

  private async recordMeeting(meeting: Meeting, invitee: MeetingInvitee): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await lockRoom(trx, this.dialect, meeting.meetingID);
      const known = (await meetingStore.get(trx, meeting.meetingID)) !== undefined;
      if (!known && isLive(await callStore.get(trx, meeting.meetingID), now)) return;
      await meetingStore.invite(trx, meeting, invitee);
    });
    await meetingStore.sweep(this.db, now);
  }

  /** `found`: the row the room ID has, live (`call`) or expired but not swept yet. */
  private async apply(db: ChatDb, change: CallChange, roomID: string, call?: LiveCall, found?: LiveCall) {
    if (change.kind === 'put') await callStore.put(db, change.call, call);
    else if (change.kind === 'drop' || (found && !call)) await callStore.drop(db, roomID);
  }

  private async leave(groupID: string, userIDs: readonly string[]): Promise<void> {
    const now = this.now();
    const memberIDs = await this.members(groupID);
    for (const roomID of await callStore.ofGroup(this.db, groupID, now)) {
      const out = await this.db.transaction().execute(async (trx) => {
        await lockRoom(trx, this.dialect, roomID);
        const call = await callStore.get(trx, roomID);
        if (!isLive(call, now) || call.groupID !== groupID) return undefined;
        const after = callAfterLeave(call, userIDs, memberIDs);
        await this.apply(trx, after.change, roomID, call);
        return { mediaRoom: call.mediaRoom, userIDs: after.out };
      });
      if (out && out.userIDs.length > 0) this.leftCall(out.mediaRoom, out.userIDs);
    }
    for (const meetingID of await meetingStore.openForGroup(this.db, groupID, now)) {
      const meeting = await meetingStore.get(this.db, meetingID);
      if (!meeting) continue;
      const out: string[] = [];
      for (const userID of userIDs)
        if ((await this.meetingAccess(userID, meeting, now)).kind !== 'granted') out.push(userID);
      if (out.length > 0) this.leftCall(mediaRoomName('meeting', meeting.hostUserID, meetingID), out);
    }
  }

  private leftCall(mediaRoom: string, userIDs: readonly string[]): void {
    for (const listener of this.leaveListeners) listener(mediaRoom, userIDs);
  }

  /** The host and the people invited, from ten minutes before the start until the end. */
  private async meetingAccess(userID: string, meeting: Meeting, now: number): Promise<ImRoomAccess> {
    if (!meetingOpen(meeting, now) || !(await this.invited(userID, meeting))) return { kind: 'denied' };
    const mediaRoom = mediaRoomName('meeting', meeting.hostUserID, meeting.meetingID);
    return {
      kind: 'granted',
      mediaRoom,
      whileOccupied: false,
      call: false,
      hostUserID: meeting.hostUserID,
      groupID: '',
    };
  }

  /** Its host, someone invited on their own, or a member now of a group invited. */
  private async invited(userID: string, meeting: Meeting): Promise<boolean> {
    if (meeting.hostUserID === userID) return true;
    const invitees = await meetingStore.invitees(this.db, meeting.meetingID);
    if (invitees.some((invitee) => invitee.userID === userID)) return true;
    for (const { groupID } of invitees)
      if (groupID !== '' && (await this.members(groupID)).includes(userID)) return true;
    return false;
  }
}

import type { createStore } from 'jotai';
import { fetchCallToken, NO_MEDIA_SERVER, NOT_INVITED, requestScreenShare } from '../api/rtc';
import { ChatServiceError } from '../api/chat-client';
import { readEndpoints } from '../config/endpoints';
import { callAtom, callTilesAtom, runningGroupCallsAtom } from '../state/calls/call-atoms';
import { SignalType, type Invitation, type MediaType } from '../state/calls/call-signal';
import { sendCallSignal } from './call-signals';
import { callClaimOf } from '../../wire/call-claim';
import {
  clearRingTimer,
  end,
  fail,
  live,
  profile,
  secondsConnected,
  selfID,
  targetOf,
  tokenFor,
  update,
} from './call-state';
import { MediaJoinError, MediaRoom } from './media-room';

type Store = ReturnType<typeof createStore>;

/** Seconds an invite rings before it times out. */
export const CALL_TIMEOUT_S = 30;
/** How long a one-to-one call whose peer left the media room waits for their hang-up (and its duration). */
const HANG_UP_SIGNAL_GRACE_MS = 1500;
/** How long a refused room waits for the signal that closed it. */
const CLOSING_SIGNAL_GRACE_MS = 3000;

/** Joins the call's media room; a failure closes the call with "join failed" or "Connected Error". */
async function joinRoom(store: Store, invitation: Invitation): Promise<boolean> {
  const self = selfID(store);
  try {
    const current = () => store.get(callAtom)?.invitation.roomID === invitation.roomID;
    const { serverUrl, token } = await tokenFor(invitation.roomID, self, current, callClaimOf(invitation));
    if (store.get(callAtom)?.invitation.roomID !== invitation.roomID) return false;
    const joining = new MediaRoom({
      tiles: (tiles) => {
        if (live.room === joining) store.set(callTilesAtom, tiles);
      },
      others: (count) => {
        if (live.room !== joining) return;
        const call = store.get(callAtom);
        if (!call) return;
        if (count > 0) {
          live.othersJoined = true;
          if (call.phase !== 'connected') {
            clearRingTimer();
            update(store, { phase: 'connected', connectedAt: Date.now() });
          }
        } else if (live.othersJoined && !call.meeting) {
          // Everyone else left: a one-to-one call is over; so is a group call with one participant left.
          if (invitation.groupID) {
            void sendCallSignal(SignalType.hangUp, invitation, targetOf(invitation, self), { ended: true }).catch(
              () => undefined,
            );
            return void end(store, 'successed');
          }
          // The other side's hang-up, which carries the call's length, may come a moment after the media room
          // says they left: it ends the call if it comes; else this device measures.
          const measured = secondsConnected(call);
          setTimeout(() => {
            if (store.get(callAtom)?.invitation.roomID === invitation.roomID) void end(store, 'successed', measured);
          }, HANG_UP_SIGNAL_GRACE_MS);
        }
      },
      reconnecting: (on) => {
        if (live.room === joining) update(store, { reconnecting: on });
      },
      lost: () => {
        if (live.room !== joining) return;
        fail(store, 'connectedError');
        void end(store, 'successed');
      },
      screenGrant: (share) => requestScreenShare(invitation.roomID, share),
      screenShares: ({ many }) => {
        if (live.room === joining && store.get(callAtom)?.manyShares !== many) update(store, { manyShares: many });
      },
    });
    live.room = joining;
    await joining.join(serverUrl, token, invitation.mediaType === 'video');
    if (live.room !== joining) {
      // The call ended while the room was being joined.
      await joining.leave();
      return false;
    }
    return true;
  } catch (error) {
    // The server closes a room as soon as it sees a reject or cancel, which can be before that signal reaches this
    // device (a busy callee answers at once): a refusal while still ringing waits for the signal to explain it.
    if (error instanceof ChatServiceError && error.errCode === NOT_INVITED && store.get(callAtom)?.phase === 'ringing')
      await new Promise((resolve) => setTimeout(resolve, CLOSING_SIGNAL_GRACE_MS));
    // A call that ended while joining (cancelled, rejected) is not a failure to report.
    if (store.get(callAtom)?.invitation.roomID !== invitation.roomID) return false;
    fail(
      store,
      error instanceof ChatServiceError && error.errCode === NO_MEDIA_SERVER
        ? 'noMediaServer'
        : error instanceof MediaJoinError && error.kind === 'websocket'
          ? 'connectedError'
          : 'joinFailed',
    );
    await end(store, 'successed');
    return false;
  }
}

/**
 * Whether this server can carry calls at all, asked before anything rings: without a media server the token route
 * answers 500 for any room; with one, a room nobody was invited to is refused with 1002.
 */
async function mediaServerAvailable(roomID: string, self: string): Promise<boolean> {
  try {
    await fetchCallToken(roomID, self);
    return true;
  } catch (error) {
    if (error instanceof ChatServiceError && error.errCode === NOT_INVITED) return true;
    if (error instanceof ChatServiceError && error.errCode === NO_MEDIA_SERVER) return false;
    throw error;
  }
}

/** Starts a call: one-to-one (`inviteeIDs` is the peer) or in a group. */
export async function startCall(
  store: Store,
  target: { groupID?: string; inviteeIDs: string[] },
  mediaType: MediaType,
): Promise<void> {
  if (store.get(callAtom) || target.inviteeIDs.length === 0) return;
  const self = selfID(store);
  const invitation: Invitation = {
    inviterUserID: self,
    inviteeUserIDList: target.inviteeIDs,
    groupID: target.groupID ?? '',
    roomID: crypto.randomUUID(),
    timeout: CALL_TIMEOUT_S,
    mediaType,
    sessionType: target.groupID ? 3 : 1,
    platformID: readEndpoints(localStorage, location.origin).platformID,
    initiateTime: Date.now(),
  };
  try {
    if (!(await mediaServerAvailable(invitation.roomID, self))) return fail(store, 'noMediaServer');
  } catch {
    return fail(store, 'invitationFailed');
  }
  live.seenRooms.add(invitation.roomID);
  live.rejectedBy = new Set();
  live.othersJoined = false;
  const peer = target.groupID ? await profile(self) : await profile(target.inviteeIDs[0]!);
  const invitees = target.groupID ? await Promise.all(target.inviteeIDs.map(profile)) : [];
  store.set(callAtom, {
    invitation,
    role: 'inviter',
    phase: 'ringing',
    connectedAt: null,
    peer,
    invitees,
    mic: true,
    camera: mediaType === 'video',
    speaker: true,
    minimized: false,
  });
  try {
    await sendCallSignal(SignalType.invite, invitation, targetOf(invitation, self));
  } catch {
    fail(store, 'invitationFailed');
    store.set(callAtom, null);
    return;
  }
  live.ringTimer = setTimeout(() => {
    const call = store.get(callAtom);
    if (call?.invitation.roomID === invitation.roomID && call.phase === 'ringing') void end(store, 'timeout');
  }, invitation.timeout * 1000);
  // The inviter waits in the room, so media flows as soon as the invitee joins.
  await joinRoom(store, invitation);
}

/** The invitee answers; the media room is joined at once. */
export async function acceptCall(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call || call.role !== 'invitee' || call.phase !== 'ringing') return;
  clearRingTimer();
  update(store, { phase: 'connecting' });
  const self = selfID(store);
  live.othersJoined = false;
  void sendCallSignal(SignalType.accept, call.invitation, targetOf(call.invitation, self), {}, self).catch(
    () => undefined,
  );
  await joinRoom(store, call.invitation);
}

export async function rejectCall(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call || call.role !== 'invitee' || call.phase !== 'ringing') return;
  const self = selfID(store);
  await sendCallSignal(SignalType.reject, call.invitation, targetOf(call.invitation, self), {}, self).catch(
    () => undefined,
  );
  await end(store, 'refused');
}

/** Cancel before anyone answered, or hang up once connected; a meeting is simply left. */
export async function hangUp(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call) return;
  if (call.meeting) return end(store, 'successed');
  const target = targetOf(call.invitation, selfID(store));
  if (call.role === 'inviter' && call.phase === 'ringing') {
    await sendCallSignal(SignalType.cancel, call.invitation, target).catch(() => undefined);
    return end(store, 'canceled');
  }
  if (call.role === 'invitee' && call.phase === 'ringing') return rejectCall(store);
  // One figure for both sides' records: this side's measure goes with the hang-up (a group's records are each one's own).
  const duration = secondsConnected(call);
  await sendCallSignal(SignalType.hangUp, call.invitation, target, { duration }).catch(() => undefined);
  await end(store, 'successed', duration);
}

export async function toggleMic(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call) return;
  update(store, { mic: !call.mic });
  await live.room?.setMic(!call.mic).catch(() => undefined);
}

export async function toggleCamera(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call) return;
  update(store, { camera: !call.camera });
  await live.room?.setCamera(!call.camera).catch(() => undefined);
}

export function toggleSpeaker(store: Store): void {
  const call = store.get(callAtom);
  if (call) update(store, { speaker: !call.speaker });
}

export function setCallMinimized(store: Store, minimized: boolean): void {
  update(store, { minimized });
}

/** Joins a group call already running in a group the user belongs to. */
export async function joinGroupCall(store: Store, invitation: Invitation): Promise<void> {
  if (store.get(callAtom)) return;
  live.seenRooms.add(invitation.roomID);
  live.othersJoined = false;
  store.set(callAtom, {
    invitation,
    role: 'invitee',
    phase: 'connecting',
    connectedAt: null,
    peer: await profile(invitation.inviterUserID),
    invitees: [],
    mic: true,
    camera: invitation.mediaType === 'video',
    speaker: true,
    minimized: false,
  });
  void sendCallSignal(SignalType.accept, invitation, targetOf(invitation, selfID(store))).catch(() => undefined);
  await joinRoom(store, invitation);
}

/**
 * Joins a meeting's room (custom 905) with the grid: no ringing and no signals; the server lets in the host and the
 * people invited while the meeting runs.
 */
export async function joinMeeting(
  store: Store,
  meeting: { meetingID: string; subject: string; hostUserID: string },
): Promise<void> {
  if (store.get(callAtom)) return;
  const self = selfID(store);
  live.othersJoined = false;
  store.set(callAtom, {
    invitation: {
      inviterUserID: meeting.hostUserID,
      inviteeUserIDList: [],
      groupID: '',
      roomID: meeting.meetingID,
      timeout: 0,
      mediaType: 'video',
      sessionType: 3,
      platformID: readEndpoints(localStorage, location.origin).platformID,
      initiateTime: Date.now(),
    },
    role: meeting.hostUserID === self ? 'inviter' : 'invitee',
    phase: 'connecting',
    connectedAt: null,
    peer: await profile(meeting.hostUserID),
    invitees: [],
    mic: true,
    camera: true,
    speaker: true,
    minimized: false,
    meeting: { subject: meeting.subject },
  });
  // In a meeting, being in the room is being connected, even before anyone else arrives.
  const joined = await joinRoom(store, store.get(callAtom)!.invitation);
  if (joined && store.get(callAtom)?.phase === 'connecting')
    update(store, { phase: 'connected', connectedAt: Date.now() });
}

/** At sign-out: leave any call without a trace. */
export async function endCallAtLogout(store: Store): Promise<void> {
  clearRingTimer();
  const leaving = live.room;
  live.room = null;
  store.set(callAtom, null);
  store.set(callTilesAtom, []);
  store.set(runningGroupCallsAtom, {});
  await leaving?.leave().catch(() => undefined);
}

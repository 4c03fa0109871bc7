import type { createStore } from 'jotai';
import { fetchCallToken, NO_MEDIA_SERVER, NOT_INVITED } from '../api/rtc';
import { ChatServiceError } from '../api/chat-client';
import { readEndpoints } from '../config/endpoints';
import { selfInfoAtom } from '../features/profile/self-info-atoms';
import {
  callAtom,
  callTilesAtom,
  runningGroupCallsAtom,
  type CallPeer,
  type CallState,
} from '../features/calls/call-atoms';
import { addCallHistory, type CallHistoryStatus } from '../features/calls/call-history-db';
import { callErrorAtom, type CallError } from '../features/calls/call-error-atoms';
import {
  inviteStillRinging,
  SignalType,
  type CallSignal,
  type Invitation,
  type MediaType,
} from '../features/calls/call-signal';
import { sendCallRecord, sendCallSignal, type SignalTarget } from './call-signals';
import { MediaJoinError, MediaRoom } from './media-room';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;

/** Seconds an invite rings before it times out. */
export const CALL_TIMEOUT_S = 30;

let room: MediaRoom | null = null;
let ringTimer: ReturnType<typeof setTimeout> | null = null;
/** Rooms this device already rang for or answered: a replayed invite never rings twice. */
const seenRooms = new Set<string>();
/** Group invitees who said no, for "close when every invitee has rejected". */
let rejectedBy = new Set<string>();
/** A token fetched while ringing, so answering goes straight to the media server. */
let prefetched: { roomID: string; token: ReturnType<typeof fetchCallToken> } | null = null;

function tokenFor(roomID: string, self: string): ReturnType<typeof fetchCallToken> {
  const early = prefetched?.roomID === roomID ? prefetched.token : null;
  prefetched = null;
  return early ?? fetchCallToken(roomID, self);
}

/** Whether anyone else has been in the room during this call (a group call closes when its last other leaves). */
let othersJoined = false;

const selfID = (store: Store) => store.get(selfInfoAtom)?.userID ?? '';

async function profile(userID: string): Promise<CallPeer> {
  const im = await openIM();
  const { data } = await im.getUsersInfo([userID]).catch(() => ({ data: [] }));
  const user = data[0];
  return { userID, nickname: user?.nickname || userID, faceURL: user?.faceURL ?? '' };
}

/** Where a signal from this device goes: the group, or the other side of a one-to-one call. */
function targetOf(invitation: Invitation, self: string): SignalTarget {
  if (invitation.groupID) return { recvID: '', groupID: invitation.groupID };
  const peer = invitation.inviterUserID === self ? invitation.inviteeUserIDList[0]! : invitation.inviterUserID;
  return { recvID: peer, groupID: '' };
}

function fail(store: Store, error: CallError): void {
  store.set(callErrorAtom, error);
}

function clearRingTimer(): void {
  if (ringTimer) clearTimeout(ringTimer);
  ringTimer = null;
}

/**
 * Leaves the call: the media room, the screen, and a history entry (plus, from the inviter of a one-to-one call, the
 * call record in the chat).
 */
async function end(store: Store, status: CallHistoryStatus): Promise<void> {
  const call = store.get(callAtom);
  clearRingTimer();
  const leaving = room;
  room = null;
  store.set(callAtom, null);
  store.set(callTilesAtom, []);
  await leaving?.leave().catch(() => undefined);
  if (!call) return;
  const duration = call.connectedAt ? Math.round((Date.now() - call.connectedAt) / 1000) : 0;
  const self = selfID(store);
  await addCallHistory({
    ownerID: self,
    roomID: call.invitation.roomID,
    mediaType: call.invitation.mediaType,
    status,
    duration,
    userInfo: call.peer,
    groupID: call.invitation.groupID,
    outgoing: call.role === 'inviter',
    time: Date.now(),
  }).catch(() => undefined);
  if (call.role === 'inviter' && !call.invitation.groupID && status !== 'otherDevice') {
    await sendCallRecord(store, call.peer.userID, { mediaType: call.invitation.mediaType, status, duration }).catch(
      () => undefined,
    );
  }
}

function update(store: Store, change: Partial<CallState>): void {
  store.set(callAtom, (current) => (current ? { ...current, ...change } : current));
}

/** Joins the call's media room; a failure closes the call with "join failed" or "Connected Error". */
async function joinRoom(store: Store, invitation: Invitation): Promise<boolean> {
  const self = selfID(store);
  try {
    const { serverUrl, token } = await tokenFor(invitation.roomID, self);
    if (store.get(callAtom)?.invitation.roomID !== invitation.roomID) return false;
    const joining = new MediaRoom({
      tiles: (tiles) => {
        if (room === joining) store.set(callTilesAtom, tiles);
      },
      others: (count) => {
        if (room !== joining) return;
        const call = store.get(callAtom);
        if (!call) return;
        if (count > 0) {
          othersJoined = true;
          if (call.phase !== 'connected') {
            clearRingTimer();
            update(store, { phase: 'connected', connectedAt: Date.now() });
          }
        } else if (othersJoined) {
          // Everyone else left: a one-to-one call is over; so is a group call with one participant left.
          if (invitation.groupID) {
            void sendCallSignal(SignalType.hangUp, invitation, targetOf(invitation, self), { ended: true }).catch(
              () => undefined,
            );
          }
          void end(store, 'successed');
        }
      },
      lost: () => {
        if (room !== joining) return;
        fail(store, 'connectedError');
        void end(store, 'successed');
      },
    });
    room = joining;
    await joining.join(serverUrl, token, invitation.mediaType === 'video');
    if (room !== joining) {
      // The call ended while the room was being joined.
      await joining.leave();
      return false;
    }
    return true;
  } catch (error) {
    // A call that ended while joining (cancelled, rejected) is not a failure to report.
    if (store.get(callAtom)?.invitation.roomID !== invitation.roomID) return false;
    fail(store, error instanceof MediaJoinError && error.kind === 'websocket' ? 'connectedError' : 'joinFailed');
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
  seenRooms.add(invitation.roomID);
  rejectedBy = new Set();
  othersJoined = false;
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
  ringTimer = setTimeout(() => {
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
  othersJoined = false;
  void sendCallSignal(SignalType.accept, call.invitation, targetOf(call.invitation, self)).catch(() => undefined);
  await joinRoom(store, call.invitation);
}

export async function rejectCall(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call || call.role !== 'invitee' || call.phase !== 'ringing') return;
  await sendCallSignal(SignalType.reject, call.invitation, targetOf(call.invitation, selfID(store))).catch(
    () => undefined,
  );
  await end(store, 'refused');
}

/** Cancel before anyone answered, or hang up once connected. */
export async function hangUp(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call) return;
  const target = targetOf(call.invitation, selfID(store));
  if (call.role === 'inviter' && call.phase === 'ringing') {
    await sendCallSignal(SignalType.cancel, call.invitation, target).catch(() => undefined);
    return end(store, 'canceled');
  }
  if (call.role === 'invitee' && call.phase === 'ringing') return rejectCall(store);
  await sendCallSignal(SignalType.hangUp, call.invitation, target).catch(() => undefined);
  await end(store, 'successed');
}

export async function toggleMic(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call) return;
  update(store, { mic: !call.mic });
  await room?.setMic(!call.mic).catch(() => undefined);
}

export async function toggleCamera(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call) return;
  update(store, { camera: !call.camera });
  await room?.setCamera(!call.camera).catch(() => undefined);
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
  seenRooms.add(invitation.roomID);
  othersJoined = false;
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

async function ring(store: Store, invitation: Invitation, sentAt: number): Promise<void> {
  rejectedBy = new Set();
  const peer = await profile(invitation.inviterUserID);
  const invitees = invitation.groupID ? await Promise.all(invitation.inviteeUserIDList.map(profile)) : [];
  if (store.get(callAtom)) return;
  store.set(callAtom, {
    invitation,
    role: 'invitee',
    phase: 'ringing',
    connectedAt: null,
    peer,
    invitees,
    mic: true,
    camera: invitation.mediaType === 'video',
    speaker: true,
    minimized: false,
  });
  const token = fetchCallToken(invitation.roomID, selfID(store));
  token.catch(() => undefined); // a failure shows when the user answers
  prefetched = { roomID: invitation.roomID, token };
  ringTimer = setTimeout(
    () => {
      const call = store.get(callAtom);
      if (call?.invitation.roomID === invitation.roomID && call.phase === 'ringing') void end(store, 'timeout');
    },
    Math.max(0, sentAt + invitation.timeout * 1000 - Date.now()),
  );
}

/** What one arriving signal does to this device's call (deltas.md 1, product-spec §4 "Call flow"). */
export function receiveCallSignal(store: Store, signal: CallSignal, sender: string, sentAt: number): void {
  const self = selfID(store);
  const { invitation } = signal;
  const call = store.get(callAtom);
  const thisCall = call?.invitation.roomID === invitation.roomID ? call : null;
  const fromSelf = sender === self;
  switch (signal.type) {
    case SignalType.invite: {
      if (invitation.groupID && inviteStillRinging(invitation, sentAt, Date.now())) {
        store.set(runningGroupCallsAtom, (calls) => ({ ...calls, [invitation.groupID]: invitation }));
      }
      if (fromSelf || !invitation.inviteeUserIDList.includes(self) || seenRooms.has(invitation.roomID)) return;
      if (!inviteStillRinging(invitation, sentAt, Date.now())) return;
      seenRooms.add(invitation.roomID);
      if (call) {
        // Already in a call: answer "busy" without ringing.
        void sendCallSignal(SignalType.reject, invitation, targetOf(invitation, self), { busy: true }).catch(
          () => undefined,
        );
        return;
      }
      void ring(store, invitation, sentAt);
      return;
    }
    case SignalType.accept:
    case SignalType.reject: {
      if (!thisCall) return;
      if (fromSelf) {
        // Answered on another of this user's devices: stop ringing here (end reason 4).
        if (thisCall.role === 'invitee' && thisCall.phase === 'ringing') void end(store, 'otherDevice');
        return;
      }
      if (thisCall.role !== 'inviter') return;
      if (signal.type === SignalType.accept) {
        clearRingTimer();
        if (thisCall.phase === 'ringing') update(store, { phase: 'connecting' });
        return;
      }
      if (!invitation.groupID) {
        if (signal.busy) fail(store, 'busy');
        void end(store, 'refused');
        return;
      }
      rejectedBy.add(sender);
      if (!othersJoined && thisCall.invitation.inviteeUserIDList.every((id) => rejectedBy.has(id))) {
        void end(store, 'refused');
      }
      return;
    }
    case SignalType.cancel:
      if (invitation.groupID) {
        store.set(runningGroupCallsAtom, (calls) => withoutRoom(calls, invitation.roomID));
      }
      if (thisCall && thisCall.role === 'invitee' && sender === invitation.inviterUserID) void end(store, 'canceled');
      return;
    case SignalType.hangUp:
      if (invitation.groupID) {
        if (signal.ended) store.set(runningGroupCallsAtom, (calls) => withoutRoom(calls, invitation.roomID));
        return;
      }
      if (thisCall && !fromSelf) void end(store, 'successed');
      return;
  }
}

function withoutRoom(calls: Record<string, Invitation>, roomID: string): Record<string, Invitation> {
  return Object.fromEntries(Object.entries(calls).filter(([, invitation]) => invitation.roomID !== roomID));
}

/** At sign-out: leave any call without a trace. */
export async function endCallAtLogout(store: Store): Promise<void> {
  clearRingTimer();
  const leaving = room;
  room = null;
  store.set(callAtom, null);
  store.set(callTilesAtom, []);
  store.set(runningGroupCallsAtom, {});
  await leaving?.leave().catch(() => undefined);
}

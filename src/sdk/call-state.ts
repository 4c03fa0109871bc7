import type { createStore } from 'jotai';
import { fetchCallToken, NOT_INVITED } from '../api/rtc';
import { ChatServiceError } from '../api/chat-client';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { callAtom, callTilesAtom, type CallPeer, type CallState } from '../state/calls/call-atoms';
import { addCallHistory, type CallHistoryStatus } from '../state/calls/call-history-db';
import { callErrorAtom, type CallError } from '../state/calls/call-error-atoms';
import { leavesCallRecord } from '../state/calls/call-record';
import type { Invitation } from '../state/calls/call-signal';
import type { CallClaim } from '../../wire/call-claim';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { conversationIDOf } from '../state/messages/conversation-id';
import { appendArrivals } from '../state/messages/message-history';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { insertCallRecord, type SignalTarget } from './call-signals';
import type { MediaRoom } from './media-room';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;

/** This device's call machinery, shared by the outgoing (call-session) and incoming (call-incoming) halves. */
export const live: {
  room: MediaRoom | null;
  ringTimer: ReturnType<typeof setTimeout> | null;
  /** Rooms this device already rang for or answered: a replayed invite never rings twice. */
  seenRooms: Set<string>;
  /** Group invitees who said no, for "close when every invitee has rejected". */
  rejectedBy: Set<string>;
  /** A token fetched while ringing, so answering goes straight to the media server. */
  prefetched: { roomID: string; token: ReturnType<typeof fetchCallToken> } | null;
  /** Whether anyone else has been in the room during this call (a group call closes when its last other leaves). */
  othersJoined: boolean;
} = { room: null, ringTimer: null, seenRooms: new Set(), rejectedBy: new Set(), prefetched: null, othersJoined: false };

/**
 * Waits before asking again after a refusal. The chat service learns a call or meeting from IM's after-send webhook,
 * which OpenIM posts apart from the send's answer (and, with several chat-service copies, maybe to another copy): a
 * token asked right after the invite went out can come before the chat service heard of it.
 */
const NOT_YET_KNOWN_RETRIES_MS = [200, 400, 800, 1200];

/** The media token for a room this device is joining, while `wanted` (the call is still this device's). */
export async function tokenFor(
  roomID: string,
  self: string,
  wanted: () => boolean = () => true,
  claim?: CallClaim,
): ReturnType<typeof fetchCallToken> {
  const early = live.prefetched?.roomID === roomID ? live.prefetched.token : null;
  live.prefetched = null;
  let asked = early ?? fetchCallToken(roomID, self, claim);
  for (const wait of NOT_YET_KNOWN_RETRIES_MS) {
    try {
      return await asked;
    } catch (error) {
      if (!(error instanceof ChatServiceError && error.errCode === NOT_INVITED)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (!wanted()) throw error;
      asked = fetchCallToken(roomID, self, claim);
    }
  }
  return asked;
}

export const selfID = (store: Store) => store.get(selfInfoAtom)?.userID ?? '';

export async function profile(userID: string): Promise<CallPeer> {
  const im = await openIM();
  const { data } = await im.getUsersInfo([userID]).catch(() => ({ data: [] }));
  const user = data[0];
  return { userID, nickname: user?.nickname || userID, faceURL: user?.faceURL ?? '' };
}

/** Where a signal from this device goes: the group, or the other side of a one-to-one call. */
export function targetOf(invitation: Invitation, self: string): SignalTarget {
  if (invitation.groupID) return { recvID: '', groupID: invitation.groupID };
  const peer = invitation.inviterUserID === self ? invitation.inviteeUserIDList[0]! : invitation.inviterUserID;
  return { recvID: peer, groupID: '' };
}

export function fail(store: Store, error: CallError): void {
  store.set(callErrorAtom, error);
}

export function clearRingTimer(): void {
  if (live.ringTimer) clearTimeout(live.ringTimer);
  live.ringTimer = null;
}

/**
 * Leaves the call: the media room, the screen, a history entry, and this device's own record of the call in the
 * chat (inserted locally, deltas.md 1), shown at once when that chat is open.
 */
export async function end(store: Store, status: CallHistoryStatus, agreedDuration?: number): Promise<void> {
  const call = store.get(callAtom);
  clearRingTimer();
  const leaving = live.room;
  live.room = null;
  store.set(callAtom, null);
  store.set(callTilesAtom, []);
  // The room is left in the background: the history is written first, so it is there by the time the screen closes.
  const left = leaving?.leave().catch(() => undefined);
  // A meeting keeps no call history and leaves no call record: its invitation is its record.
  if (!call || call.meeting) return void (await left);
  const duration = agreedDuration ?? secondsConnected(call);
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
  await left;
  if (!leavesCallRecord(status)) return;
  const record = await insertCallRecord(call.invitation, self, {
    mediaType: call.invitation.mediaType,
    status,
    duration,
  }).catch(() => null);
  const open = store.get(openConversationIDAtom);
  if (record && open && conversationIDOf(record, store.get(conversationsAtom)) === open) {
    store.set(openMessagesAtom, (current) => appendArrivals(current, [record]));
  }
}

/** How long this device has been connected, in whole seconds (0 before it connected). */
export const secondsConnected = (call: Pick<CallState, 'connectedAt'>) =>
  call.connectedAt ? Math.round((Date.now() - call.connectedAt) / 1000) : 0;

export function update(store: Store, change: Partial<CallState>): void {
  store.set(callAtom, (current) => (current ? { ...current, ...change } : current));
}

import type { createStore } from 'jotai';
import { fetchCallToken, NOT_INVITED } from '../api/rtc';
import { ChatServiceError } from '../api/chat-client';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { callAtom, runningGroupCallsAtom } from '../state/calls/call-atoms';
import {
  inviteStillRinging,
  parseSignal,
  SignalType,
  type CallSignal,
  type Invitation,
} from '../state/calls/call-signal';
import { sendCallSignal } from './call-signals';
import { callClaimOf } from '../../wire/call-claim';
import { clearRingTimer, end, fail, live, profile, selfID, targetOf, update } from './call-state';

type Store = ReturnType<typeof createStore>;

async function ring(store: Store, invitation: Invitation, sentAt: number): Promise<void> {
  live.rejectedBy = new Set();
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
  const token = fetchCallToken(invitation.roomID, selfID(store), callClaimOf(invitation));
  token.catch(() => undefined); // a failure shows when the user answers
  live.prefetched = { roomID: invitation.roomID, token };
  live.ringTimer = setTimeout(
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
      if (fromSelf || !invitation.inviteeUserIDList.includes(self) || live.seenRooms.has(invitation.roomID)) return;
      if (!inviteStillRinging(invitation, sentAt, Date.now())) return;
      live.seenRooms.add(invitation.roomID);
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
      live.rejectedBy.add(sender);
      if (!live.othersJoined && thisCall.invitation.inviteeUserIDList.every((id) => live.rejectedBy.has(id))) {
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
      // The side that hung up measured the call: both records show its figure.
      if (thisCall && !fromSelf) void end(store, 'successed', thisCall.connectedAt ? signal.duration : 0);
      return;
  }
}

function withoutRoom(calls: Record<string, Invitation>, roomID: string): Record<string, Invitation> {
  return Object.fromEntries(Object.entries(calls).filter(([, invitation]) => invitation.roomID !== roomID));
}

/** Resolves once the session knows who the user is (a push can open the app before sign-in has finished). */
function signedIn(store: Store, withinMs: number): Promise<boolean> {
  if (selfID(store)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), withinMs);
    const stop = store.sub(selfInfoAtom, () => {
      if (selfID(store)) done(true);
    });
    function done(known: boolean) {
      clearTimeout(timer);
      stop();
      resolve(known);
    }
  });
}

/**
 * Rings for an invite a Web Push brought to a closed app (`raw`: the invitation and its `sentAt`, from the push,
 * deltas.md 1). Signals are online-only, so nothing else tells this device about it. It rings only while the invite
 * is inside its timeout, and only if the server still counts this user in a live call in that room: a cancelled
 * call (or a forged address) is refused a token and never rings.
 */
export async function ringFromPush(store: Store, raw: unknown): Promise<void> {
  const signal = parseSignal(JSON.stringify({ customType: SignalType.invite, data: raw }));
  const sentAt = Number((raw as { sentAt?: unknown } | null)?.sentAt) || 0;
  if (!signal || !sentAt || !inviteStillRinging(signal.invitation, sentAt, Date.now())) return;
  const left = sentAt + signal.invitation.timeout * 1000 - Date.now();
  if (!(await signedIn(store, left))) return;
  try {
    await fetchCallToken(signal.invitation.roomID, selfID(store));
  } catch (error) {
    if (error instanceof ChatServiceError && error.errCode === NOT_INVITED) return;
  }
  receiveCallSignal(store, signal, signal.invitation.inviterUserID, sentAt);
}

import type { createStore } from 'jotai';
import { fetchGroupCalls } from '../api/rtc';
import { readEndpoints } from '../config/endpoints';
import { callAtom, groupCallsAtom } from '../state/calls/call-atoms';
import { SignalType, type Invitation } from '../state/calls/call-signal';
import type { RunningGroupCall } from '../../wire/group-calls';
import { sendCallSignal } from './call-signals';
import { live, selfID, targetOf } from './call-state';
import { CALL_TIMEOUT_S } from './call-session';

type Store = ReturnType<typeof createStore>;

/** Asks the server which calls run in a group now, and who is in them. A failed question keeps the last answer. */
export async function refreshGroupCalls(store: Store, groupID: string): Promise<void> {
  try {
    const { calls } = await fetchGroupCalls(groupID);
    store.set(groupCallsAtom, (known) => ({ ...known, [groupID]: calls }));
  } catch {
    // Offline, or no longer a member: the banner goes with a 1002, and stays as it was while offline.
  }
}

/** The invitation a late joiner joins with: the call as the server knows it, with this device's platform. */
export function invitationOf(groupID: string, call: RunningGroupCall): Invitation {
  return {
    inviterUserID: call.inviterUserID,
    inviteeUserIDList: call.inviteeUserIDList,
    groupID,
    roomID: call.roomID,
    timeout: CALL_TIMEOUT_S,
    mediaType: call.mediaType,
    sessionType: 3,
    platformID: readEndpoints(localStorage, location.origin).platformID,
    initiateTime: Date.now(),
  };
}

/**
 * Rings more members into the group call this device is in: an invite for the same room, from this user, naming
 * only them (the server adds them to the call's invitees; those already in it are not rung again).
 */
export async function inviteToCall(store: Store, userIDs: string[]): Promise<void> {
  const call = store.get(callAtom);
  const self = selfID(store);
  if (!call || call.meeting || !call.invitation.groupID) return;
  const invitees = userIDs.filter((id) => id !== self);
  if (invitees.length === 0) return;
  const invitation: Invitation = {
    ...call.invitation,
    inviterUserID: self,
    inviteeUserIDList: invitees,
    initiateTime: Date.now(),
  };
  live.seenRooms.add(invitation.roomID);
  await sendCallSignal(SignalType.invite, invitation, targetOf(invitation, self));
}

import type { createStore } from 'jotai';
import { setScreenShareRule } from '../api/rtc';
import { ChatServiceError } from '../api/chat-client';
import { callAtom, callTilesAtom } from '../state/calls/call-atoms';
import { SCREEN_SHARE_TAKEN } from '../../wire/screen-shares';
import { fail, live, update } from './call-state';

type Store = ReturnType<typeof createStore>;

/**
 * Starts sharing a screen, a window or a tab (the browser asks which), or stops. The server grants one share at a
 * time unless the host allows more: its refusal is said on the call screen.
 */
export async function toggleScreenShare(store: Store): Promise<void> {
  const room = live.room;
  if (!store.get(callAtom) || !room) return;
  const sharing = store.get(callTilesAtom).some((tile) => tile.isSelf && tile.screen);
  try {
    await room.setScreenShare(!sharing);
  } catch (error) {
    if (error instanceof ChatServiceError && error.errCode === SCREEN_SHARE_TAKEN) fail(store, 'screenTaken');
    else if (error instanceof ChatServiceError) fail(store, 'screenShareFailed');
    // Otherwise the person closed the browser's picker without choosing: nothing to say.
  }
}

/** The host allows more than one share at a time, or back to one (the server refuses anyone but the host). */
export async function toggleManyShares(store: Store): Promise<void> {
  const call = store.get(callAtom);
  if (!call || !live.room) return;
  try {
    const state = await setScreenShareRule(call.invitation.roomID, !call.manyShares);
    if (store.get(callAtom)?.invitation.roomID === call.invitation.roomID) update(store, { manyShares: state.many });
  } catch {
    fail(store, 'screenShareFailed');
  }
}

import { atom } from 'jotai';

/**
 * Why a call could not go on, shown over the screen until dismissed (product-spec §8): no media server on this
 * server, the invite could not be sent, joining failed, the media service's WebSocket failed, or the callee is busy.
 */
export type CallError =
  | 'noMediaServer'
  | 'invitationFailed'
  | 'joinFailed'
  | 'connectedError'
  | 'busy'
  /** Someone else in the room shares a screen: one share at a time. */
  | 'screenTaken';

export const callErrorAtom = atom<CallError | null>(null);

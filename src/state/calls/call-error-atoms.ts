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
  /** The room has as many screen shares as its host allows (one unless the host allows more). */
  | 'screenTaken'
  /** The server could not be asked to start or stop a share, or to change the rule. */
  | 'screenShareFailed';

export const callErrorAtom = atom<CallError | null>(null);

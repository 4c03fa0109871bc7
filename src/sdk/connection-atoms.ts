import { atom } from 'jotai';

/** product-spec §4 "Connection and sync states". */
export type ConnectionState =
  'idle' | 'connecting' | 'connectionFailed' | 'syncing' | 'syncFailed' | 'online' | 'offline';

export const connectionStateAtom = atom<ConnectionState>('idle');

/** 0–100 while a reinstall sync runs (the overlay, layer 100); null otherwise. */
export const reinstallProgressAtom = atom<number | null>(null);

/** Why the session ended without the user asking: the login screen says so. */
export type ForcedLogoutReason = 'expired' | 'kicked' | 'invalid';
export const forcedLogoutAtom = atom<ForcedLogoutReason | null>(null);

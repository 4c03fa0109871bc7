import { atom } from 'jotai';

/** product-spec §4 "Connection and sync states". */
export type ConnectionState =
  'idle' | 'connecting' | 'connectionFailed' | 'syncing' | 'syncFailed' | 'online' | 'offline';

/** What the SDK last reported; the browser's own network state can override it. */
const sdkConnectionStateAtom = atom<ConnectionState>('idle');

/** navigator.onLine, kept current by browser-online.ts while a session runs. */
export const browserOnlineAtom = atom(true);

/**
 * The state screens show: 'offline' while the browser has no network (the SDK only notices on its next
 * heartbeat), else what the SDK reported. Writing it records the SDK's state.
 */
export const connectionStateAtom = atom(
  (get): ConnectionState => (get(browserOnlineAtom) ? get(sdkConnectionStateAtom) : 'offline'),
  (_get, set, next: ConnectionState) => set(sdkConnectionStateAtom, next),
);

/**
 * The reinstall sync overlay (product-spec §2 "Call overlay", layer 100): 0–100 while it runs, 'failed' for the
 * moment the overlay says so, null otherwise. See reinstall-progress.ts for its transitions.
 */
export type ReinstallProgress = number | 'failed' | null;
export const reinstallProgressAtom = atom<ReinstallProgress>(null);

/**
 * Why the session ended without the user asking: the login screen says so. 'passwordChanged': the account's
 * password was changed or reset (on another device, or by whoever knew it), which ends every session.
 * 'signedOutAtProvider': the company's identity provider ended the person's sessions (single sign-on).
 */
export const FORCED_LOGOUT_REASONS = [
  'expired',
  'kicked',
  'invalid',
  'selfInfo',
  'passwordChanged',
  'signedOutAtProvider',
] as const;
export type ForcedLogoutReason = (typeof FORCED_LOGOUT_REASONS)[number];
export const forcedLogoutAtom = atom<ForcedLogoutReason | null>(null);

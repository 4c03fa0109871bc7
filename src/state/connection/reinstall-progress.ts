import type { ReinstallProgress } from './connection-atoms';

/**
 * How the SDK's sync events move the reinstall overlay (product-spec §4 "Connection and sync states"): only a
 * reinstall sync (a fresh local database) opens it, progress moves its percentage, finishing closes it, and a
 * failure turns it into a "Sync failed" note that the overlay closes after a moment.
 */
export const reinstallOnSyncStart = (current: ReinstallProgress, reinstall: boolean): ReinstallProgress =>
  reinstall ? 0 : current;

export const reinstallOnSyncProgress = (current: ReinstallProgress, progress: number): ReinstallProgress =>
  typeof current === 'number' ? Math.min(100, Math.max(0, Math.round(progress))) : current;

export const reinstallOnSyncFinish = (): ReinstallProgress => null;

export const reinstallOnSyncFailed = (current: ReinstallProgress): ReinstallProgress =>
  current === null ? null : 'failed';

/** Layer 100 shows while a reinstall sync is between 0 and 100 percent, or says it failed. */
export type ReinstallOverlayView = { kind: 'hidden' } | { kind: 'progress'; percent: number } | { kind: 'failed' };

export function reinstallOverlayView(progress: ReinstallProgress): ReinstallOverlayView {
  if (progress === 'failed') return { kind: 'failed' };
  if (progress === null || progress < 0 || progress > 100) return { kind: 'hidden' };
  return { kind: 'progress', percent: progress };
}

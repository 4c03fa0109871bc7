import { describe, expect, it } from 'vitest';
import {
  reinstallOnSyncFailed,
  reinstallOnSyncFinish,
  reinstallOnSyncProgress,
  reinstallOnSyncStart,
  reinstallOverlayView,
} from './reinstall-progress';

describe('reinstall overlay', () => {
  it('opens only for a reinstall sync and follows its progress to the end', () => {
    expect(reinstallOnSyncStart(null, false)).toBeNull();
    let progress = reinstallOnSyncStart(null, true);
    expect(reinstallOverlayView(progress)).toEqual({ kind: 'progress', percent: 0 });
    progress = reinstallOnSyncProgress(progress, 42.4);
    expect(reinstallOverlayView(progress)).toEqual({ kind: 'progress', percent: 42 });
    progress = reinstallOnSyncProgress(progress, 140);
    expect(reinstallOverlayView(progress)).toEqual({ kind: 'progress', percent: 100 });
    expect(reinstallOverlayView(reinstallOnSyncFinish())).toEqual({ kind: 'hidden' });
  });

  it('ignores progress of an ordinary sync', () => {
    expect(reinstallOnSyncProgress(null, 50)).toBeNull();
  });

  it('says a reinstall sync failed, and stays closed when no reinstall was running', () => {
    expect(reinstallOverlayView(reinstallOnSyncFailed(30))).toEqual({ kind: 'failed' });
    expect(reinstallOnSyncFailed(null)).toBeNull();
    expect(reinstallOnSyncProgress('failed', 60)).toBe('failed');
  });
});

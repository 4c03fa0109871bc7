/**
 * One tab at a time (deltas.md 7): the SDK's IndexedDB store does not tolerate two writers.
 * The tab holding the Web Lock runs the app; another tab waits until the user takes over,
 * which steals the lock and tells the first tab it has been replaced.
 */
const TAB_LOCK_NAME = 'parley-active-tab';

export type TabLockState = 'checking' | 'active' | 'open-elsewhere' | 'taken-over' | 'unsupported';

interface TabLockOptions {
  locks: LockManager | undefined;
  onChange: (state: TabLockState) => void;
}

export interface TabLock {
  takeOver(): void;
  release(): void;
}

export function createTabLock({ locks, onChange }: TabLockOptions): TabLock {
  let releaseHeld: (() => void) | undefined;
  let disposed = false;

  const hold = (steal: boolean) => {
    if (!locks) {
      onChange('unsupported');
      return;
    }
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    locks
      .request(TAB_LOCK_NAME, options, (lock) => {
        if (!lock) {
          onChange('open-elsewhere');
          return undefined;
        }
        onChange('active');
        return new Promise<void>((resolve) => {
          releaseHeld = resolve;
        });
      })
      .catch((error: unknown) => {
        // A stolen lock rejects the holder's request with AbortError.
        if (!disposed && error instanceof DOMException && error.name === 'AbortError') onChange('taken-over');
      });
  };

  hold(false);
  return {
    takeOver: () => hold(true),
    release: () => {
      disposed = true;
      releaseHeld?.();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createTabLock, type TabLockState } from './tab-lock';

/** A LockManager for one lock name, with the semantics the tab lock relies on. */
function fakeLocks() {
  let holder: { reject: (e: unknown) => void; release: () => void } | null = null;
  const request = (_name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) =>
    new Promise((resolve, reject) => {
      const grant = () => {
        const result = Promise.resolve(callback({ name: _name, mode: 'exclusive' } as Lock));
        holder = { reject, release: () => (holder = null) };
        void result.then((value) => {
          holder = null;
          resolve(value);
        });
      };
      if (holder === null) return grant();
      if (options.steal) {
        holder.reject(new DOMException('stolen', 'AbortError'));
        holder = null;
        return grant();
      }
      if (options.ifAvailable) return resolve(callback(null));
    });
  return { request } as unknown as LockManager;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTabLock', () => {
  it('runs the first tab and tells the second the app is open elsewhere', async () => {
    const locks = fakeLocks();
    const first: TabLockState[] = [];
    const second: TabLockState[] = [];
    createTabLock({ locks, onChange: (s) => first.push(s) });
    createTabLock({ locks, onChange: (s) => second.push(s) });
    await flush();
    expect(first).toEqual(['active']);
    expect(second).toEqual(['open-elsewhere']);
  });

  it('lets the second tab take over and tells the first', async () => {
    const locks = fakeLocks();
    const first: TabLockState[] = [];
    const second: TabLockState[] = [];
    createTabLock({ locks, onChange: (s) => first.push(s) });
    const secondLock = createTabLock({ locks, onChange: (s) => second.push(s) });
    await flush();
    secondLock.takeOver();
    await flush();
    expect(second.at(-1)).toBe('active');
    expect(first.at(-1)).toBe('taken-over');
  });

  it('runs without Web Locks where the browser has none', () => {
    const states: TabLockState[] = [];
    createTabLock({ locks: undefined, onChange: (s) => states.push(s) });
    expect(states).toEqual(['unsupported']);
  });
});

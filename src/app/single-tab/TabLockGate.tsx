import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { createTabLock, type TabLock, type TabLockState } from './tab-lock';

/** Set across the reload that follows a take-over, so the notice still says what happened. */
const TAKEN_OVER_KEY = 'parley.tabTakenOver';

export function TabLockGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TabLockState>('checking');
  const lock = useRef<TabLock | null>(null);

  useEffect(() => {
    const tabLock = createTabLock({ locks: navigator.locks, onChange: setState });
    lock.current = tabLock;
    return () => tabLock.release();
  }, []);

  useEffect(() => {
    if (state === 'active') sessionStorage.removeItem(TAKEN_OVER_KEY);
    if (state !== 'taken-over') return;
    // Unmounting the app leaves this page's SDK running: its socket stays up and its worker keeps writing the store
    // the other tab now writes, which that store does not tolerate (deltas.md 7). A reload starts no SDK before the
    // lock is held again.
    sessionStorage.setItem(TAKEN_OVER_KEY, '1');
    location.reload();
  }, [state]);

  if (state === 'active' || state === 'unsupported') return children;
  if (state === 'checking' || state === 'taken-over') return null;
  const takenOver = sessionStorage.getItem(TAKEN_OVER_KEY) !== null;

  return (
    <div className="blocking-notice" role="alertdialog" aria-labelledby="tab-lock-title">
      <h1 id="tab-lock-title">
        {!takenOver ? <Trans>Parley is open in another tab</Trans> : <Trans>Parley was opened in another tab</Trans>}
      </h1>
      <p>
        <Trans>Only one tab can use Parley at a time, so your messages stay in step.</Trans>
      </p>
      <button type="button" className="primary-button" onClick={() => lock.current?.takeOver()}>
        <Trans>Use Parley here</Trans>
      </button>
    </div>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { createTabLock, type TabLock, type TabLockState } from './tab-lock';

export function TabLockGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TabLockState>('checking');
  const lock = useRef<TabLock | null>(null);

  useEffect(() => {
    const tabLock = createTabLock({ locks: navigator.locks, onChange: setState });
    lock.current = tabLock;
    return () => tabLock.release();
  }, []);

  if (state === 'active' || state === 'unsupported') return children;
  if (state === 'checking') return null;

  return (
    <div className="blocking-notice" role="alertdialog" aria-labelledby="tab-lock-title">
      <h1 id="tab-lock-title">
        {state === 'open-elsewhere' ? (
          <Trans>Parley is open in another tab</Trans>
        ) : (
          <Trans>Parley was opened in another tab</Trans>
        )}
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

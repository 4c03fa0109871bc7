import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { offlineReadyAtom } from './update-atoms';
import './offline-ready-notice.css';

/** How long the notice stays unless dismissed: it tells something good, nothing to act on. */
const SHOWN_MS = 10_000;

/** Says once, after the first install, that the app now works without a connection. */
export function OfflineReadyNotice() {
  const [ready, setReady] = useAtom(offlineReadyAtom);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setReady(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [ready, setReady]);
  if (!ready) return null;
  return (
    <div className="banner offline-ready-notice" role="status">
      <span>
        <Trans>Parley is ready to work offline.</Trans>
      </span>
      <button type="button" className="secondary-button" onClick={() => setReady(false)}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}

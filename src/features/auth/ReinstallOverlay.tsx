import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { reinstallProgressAtom } from '../../state/connection/connection-atoms';
import { reinstallOverlayView } from '../../state/connection/reinstall-progress';
import './reinstall-overlay.css';

/** How long "Sync failed" stays up: the spec's default toast duration (§9). */
const FAILED_NOTE_MS = 2000;

/**
 * While a fresh local database fills from the server (a reinstall sync), layer 100 covers the app with a spinner
 * and the percentage (product-spec §2 "Call overlay", §9); a failed sync says so briefly, then the overlay closes.
 */
export function ReinstallOverlay() {
  const { t } = useLingui();
  const [progress, setProgress] = useAtom(reinstallProgressAtom);
  const view = reinstallOverlayView(progress);

  useEffect(() => {
    if (view.kind !== 'failed') return;
    const timer = setTimeout(() => setProgress((current) => (current === 'failed' ? null : current)), FAILED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [view.kind, setProgress]);

  if (view.kind === 'hidden') return null;
  return (
    <div className="reinstall-overlay">
      {view.kind === 'progress' ? (
        <div
          className="reinstall-overlay-card"
          role="progressbar"
          aria-label={t`Syncing your messages`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.percent}
        >
          <span className="reinstall-spinner" aria-hidden="true" />
          <span className="reinstall-percent">{view.percent}%</span>
          <span>
            <Trans>Syncing your messages…</Trans>
          </span>
        </div>
      ) : (
        <div className="reinstall-overlay-card" role="alert">
          <Trans>Sync failed</Trans>
        </div>
      )}
    </div>
  );
}

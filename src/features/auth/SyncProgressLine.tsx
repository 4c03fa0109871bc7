import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { reinstallProgressAtom } from '../../state/connection/connection-atoms';
import { reinstallOverlayView } from '../../state/connection/reinstall-progress';
import './sync-progress-line.css';

/** How long "Sync failed" stays up: the spec's default toast duration (§9). */
const FAILED_NOTE_MS = 2000;

/**
 * While a fresh local database fills from the server (a reinstall sync), a bar along the top of the window grows
 * with the percentage, which the list's status line also says. The spec's full-screen overlay (§2, §9) becomes this
 * bar (deltas.md 20): the list's first screen comes from the server meanwhile, and reading or opening a chat is never
 * blocked. A failed sync says so briefly.
 */
export function SyncProgressLine() {
  const { t } = useLingui();
  const [progress, setProgress] = useAtom(reinstallProgressAtom);
  const view = reinstallOverlayView(progress);

  useEffect(() => {
    if (view.kind !== 'failed') return;
    const timer = setTimeout(() => setProgress((current) => (current === 'failed' ? null : current)), FAILED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [view.kind, setProgress]);

  if (view.kind === 'hidden') return null;
  return view.kind === 'progress' ? (
    <div
      className="sync-progress-line"
      role="progressbar"
      aria-label={t`Syncing your messages`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.percent}
    >
      <span className="sync-progress-bar" style={{ width: `${view.percent}%` }} />
    </div>
  ) : (
    <div className="sync-progress-line sync-progress-failed" role="alert">
      <span className="sync-progress-text">
        <Trans>Sync failed</Trans>
      </span>
    </div>
  );
}

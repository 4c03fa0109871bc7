import { useRef } from 'react';
import { useAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { focusPastNotice } from '../ui/focus-past-notice';
import { offlineReadyAtom } from './update-atoms';
import './offline-ready-notice.css';

/**
 * Says once, after the first install, that the app now works without a connection. Like the update prompt, it takes
 * its own row at the top of the page instead of floating: floating, it sat over a phone's message box until found
 * and dismissed. It stays until dismissed (or the next start): a row that went away by itself would move the screen
 * under the person's finger at a moment they did not choose, and take the message from a slow reader.
 */
export function OfflineReadyNotice() {
  const [ready, setReady] = useAtom(offlineReadyAtom);
  const notice = useRef<HTMLDivElement>(null);
  if (!ready) return null;
  return (
    <div ref={notice} className="banner offline-ready-notice" role="status">
      <span>
        <Trans>Parley is ready to work offline.</Trans>
      </span>
      <button
        type="button"
        className="secondary-button"
        onClick={() => {
          focusPastNotice(notice.current);
          setReady(false);
        }}
      >
        <Trans>OK</Trans>
      </button>
    </div>
  );
}

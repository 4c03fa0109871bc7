import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusPastNotice } from '../ui/focus-past-notice';
import { useInstall } from './use-install';

const OFFERED = 'parley-install-offered';

/** Offers the install once on this browser, after the first sign-in; Settings keeps the offer for later. */
export function InstallOffer() {
  const { t } = useLingui();
  const { available, start, dialog } = useInstall();
  const [offered, setOffered] = useState(() => localStorage.getItem(OFFERED) !== null);
  const banner = useRef<HTMLDivElement>(null);
  const done = () => {
    focusPastNotice(banner.current);
    localStorage.setItem(OFFERED, '1');
    setOffered(true);
  };
  if (offered || !available) return dialog;
  return (
    <div ref={banner} className="banner" role="region" aria-label={t`Install Parley`}>
      <span>
        <Trans>Install Parley on this device to open it like any other app.</Trans>
      </span>
      <span className="banner-actions">
        <button type="button" className="secondary-button" onClick={done}>
          <Trans>Not now</Trans>
        </button>
        <button
          type="button"
          className="primary-button"
          onClick={() => {
            done();
            start();
          }}
        >
          <Trans>Install</Trans>
        </button>
      </span>
    </div>
  );
}

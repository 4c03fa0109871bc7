import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormError } from '../../ui/FormError';
import { beginSingleSignOn } from '../../api/single-sign-on';
import { singleSignOnFailureText } from './single-sign-on-errors';

/**
 * "Sign in with <the operator's name>": this very window goes to the identity provider and comes back to
 * /oidc/callback (an installed app has no popups to spare), carrying `returnTo` through the chat service.
 */
export function SingleSignOnButton({ name, returnTo }: { name: string; returnTo?: string }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const begin = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      location.assign(await beginSingleSignOn(returnTo ?? ''));
    } catch (error) {
      setFailure(singleSignOnFailureText(error, i18n));
      setBusy(false);
    }
  };

  return (
    <div className="single-sign-on">
      <button type="button" className="primary-button" disabled={busy} onClick={() => void begin()}>
        <Trans>Sign in with {name}</Trans>
      </button>
      <FormError message={failure} />
    </div>
  );
}

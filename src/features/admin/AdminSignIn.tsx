import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminSignInAddress, signInWithAdminAccount, signInWithAdminSecret } from '../../api/admin/admin-client';
import { ChatServiceError } from '../../api/chat-client';
import type { AdminSession } from '../../api/admin/admin-session';
import { FormError } from '../../ui/FormError';
import { adminErrorText } from './admin-errors';
import { adminCredential } from '../../api/admin/admin-credential';

/** OpenIM's default name for the admin user; only a name, the secret is what opens the console. */
const DEFAULT_ADMIN_USER_ID = 'imAdmin';

type Way = 'secret' | 'account';

/**
 * The console's own sign-in: the server's admin secret, or an account the server marks as an administrator with its
 * own password. Both are locked out after too many wrong tries.
 */
export function AdminSignIn({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const { t, i18n } = useLingui();
  const [way, setWay] = useState<Way>('secret');
  const [name, setName] = useState(DEFAULT_ADMIN_USER_ID);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const choose = (chosen: Way) => {
    setWay(chosen);
    setName(chosen === 'secret' ? DEFAULT_ADMIN_USER_ID : '');
    setSecret('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !secret)
      return setError(
        way === 'secret'
          ? t`Enter the admin user ID and the admin secret`
          : t`Enter the account name, e-mail or phone number, and the password`,
      );
    const credential = way === 'account' ? adminCredential(name) : null;
    if (credential && 'unsplitPhone' in credential)
      return setError(t`Put a space between the area code and the number, as in +86 13800000000`);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(
        way === 'secret'
          ? await signInWithAdminSecret(name.trim(), secret)
          : await signInWithAdminAccount(credential!, secret),
      );
    } catch (caught) {
      setBusy(false);
      setSecret('');
      const wrong = caught instanceof ChatServiceError && [1001, 1002, 20001].includes(caught.errCode);
      if (wrong && way === 'secret') return setError(t`The admin user ID or the secret is wrong`);
      if (wrong) return setError(t`Wrong account or password, or the account is not an administrator`);
      setError(adminErrorText(caught, i18n));
    }
  };

  const address = adminSignInAddress(way);
  const elsewhere = new URL(address, location.href).origin !== location.origin;

  return (
    <main className="admin-sign-in">
      <h1 ref={heading} tabIndex={-1}>
        <Trans>Admin console</Trans>
      </h1>
      <fieldset className="admin-choices admin-sign-in-way">
        <legend>
          <Trans>Sign in with</Trans>
        </legend>
        <label>
          <input type="radio" name="admin-way" checked={way === 'secret'} onChange={() => choose('secret')} />
          <Trans>The admin secret</Trans>
        </label>
        <label>
          <input type="radio" name="admin-way" checked={way === 'account'} onChange={() => choose('account')} />
          <Trans>An administrator account</Trans>
        </label>
      </fieldset>
      <p className="form-hint">
        {way === 'secret' ? (
          <Trans>
            The server's admin secret (PARLEY_ADMIN_SECRET). The sign-in lasts until this tab closes, at most a day.
          </Trans>
        ) : (
          <Trans>
            An account listed in PARLEY_ADMIN_ACCOUNTS, with its own password. A phone number on another area code than
            +86 starts with it: +1 4155550100. The sign-in lasts until this tab closes, at most a day.
          </Trans>
        )}
      </p>
      <p className="form-hint admin-sign-in-address" data-testid="admin-sign-in-address">
        <Trans>
          Sent to <span className="admin-address">{address}</span>
        </Trans>
        {elsewhere && (
          <strong>
            {' '}
            <Trans>
              This is not the server this page came from; change it under Server settings if it is not yours.
            </Trans>
          </strong>
        )}
      </p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {way === 'secret' ? <Trans>Admin user ID</Trans> : <Trans>Account name, e-mail or phone number</Trans>}
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="username"
            spellCheck={false}
          />
        </label>
        <label>
          {way === 'secret' ? <Trans>Admin secret</Trans> : <Trans>Password</Trans>}
          <input
            type="password"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            autoComplete="current-password"
          />
        </label>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={busy}>
          <Trans>Sign in to the console</Trans>
        </button>
      </form>
    </main>
  );
}

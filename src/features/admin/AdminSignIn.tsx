import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { signInWithAdminSecret } from '../../api/admin/admin-client';
import { ChatServiceError } from '../../api/chat-client';
import type { AdminSession } from '../../api/admin/admin-session';
import { FormError } from '../../ui/FormError';
import { adminErrorText } from './admin-errors';

/** OpenIM's default name for the admin user; only a name, the secret is what opens the console. */
const DEFAULT_ADMIN_USER_ID = 'imAdmin';

/** The console's own sign-in: the admin user ID and the server's admin secret. */
export function AdminSignIn({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const { t, i18n } = useLingui();
  const [userID, setUserID] = useState(DEFAULT_ADMIN_USER_ID);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userID.trim() || !secret) return setError(t`Enter the admin user ID and the admin secret`);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signInWithAdminSecret(userID.trim(), secret));
    } catch (caught) {
      setBusy(false);
      setSecret('');
      if (caught instanceof ChatServiceError && (caught.errCode === 1002 || caught.errCode === 1001))
        return setError(t`The admin user ID or the secret is wrong`);
      setError(adminErrorText(caught, i18n));
    }
  };

  return (
    <main className="admin-sign-in">
      <h1 ref={heading} tabIndex={-1}>
        <Trans>Admin console</Trans>
      </h1>
      <p className="form-hint">
        <Trans>
          Sign in with the server's admin secret (PARLEY_ADMIN_SECRET). The sign-in lasts until this tab closes, at most
          a day.
        </Trans>
      </p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          <Trans>Admin user ID</Trans>
          <input
            value={userID}
            onChange={(event) => setUserID(event.target.value)}
            autoComplete="username"
            spellCheck={false}
          />
        </label>
        <label>
          <Trans>Admin secret</Trans>
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

import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { showToast } from '../../ui/toast/toast-atoms';
import { ChatServiceError } from '../../api/chat-client';
import { changePasswordAndSignOut } from '../../sdk/profile';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { validateRepeatedPassword } from '../auth/account-flow';
import { validatePassword } from '../auth/credential-validation';
import { chatErrorMessage } from '../auth/chat-error-message';
import { clearStoredSession, readStoredSession } from '../../state/session/stored-session';
import { findFullUser } from '../../api/user-profiles';
import { signInAccountOf, signInPrefillAtom } from '../../state/session/sign-in-prefill';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import './profile.css';

/** The chat service answers a wrong current password with 1002 "current password is wrong" (chat-service.md). */
const WRONG_CURRENT_PASSWORD = 1002;

/** A new password for a signed-in user; the server then ends every session, so the user signs in again. */
export function ChangePasswordScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setError(t`Please enter your current password`);
    const invalid = validatePassword(password) ?? validateRepeatedPassword(password, repeated);
    if (invalid) return setError(i18n._(invalid));
    if (password === current) return setError(t`The new password must differ from the current one`);
    setError(null);
    setBusy(true);
    // Read before the session ends, which forgets who the user was; just after a reload it may still be loading.
    const userID = readStoredSession()?.userID;
    const self = appStore.get(selfInfoAtom) ?? (userID ? await findFullUser(userID).catch(() => null) : null);
    try {
      await changePasswordAndSignOut(appStore, current, password);
    } catch (caught) {
      setBusy(false);
      if (!(caught instanceof ChatServiceError)) return setError(t`Operation failed`);
      const wrong = caught.errCode === WRONG_CURRENT_PASSWORD || caught.errCode === 20001;
      return setError(wrong ? t`The current password is wrong` : i18n._(chatErrorMessage(caught.errCode)));
    }
    clearStoredSession();
    // The login screen says the change worked and starts with this account filled in (issue 27 point 7).
    appStore.set(signInPrefillAtom, (self && signInAccountOf(self)) ?? null);
    showToast(appStore, t`Password changed successfully`);
    await navigate({ to: '/login' });
  };

  return (
    <Screen title={t`Change password`}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          <Trans>Current password</Trans>
          <input
            type="password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        <NewPasswordFields
          password={password}
          repeated={repeated}
          onPasswordChange={setPassword}
          onRepeatedChange={setRepeated}
          passwordLabel="newPassword"
        />
        <p className="form-hint">
          <Trans>After the change you sign in again on every device.</Trans>
        </p>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={busy}>
          <Trans>Save</Trans>
        </button>
      </form>
    </Screen>
  );
}

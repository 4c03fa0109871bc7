import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { NewPasswordFields } from './NewPasswordFields';
import { resetPassword, validateRepeatedPassword, type AccountFlowData } from './account-flow';
import { chatFailureText } from './chat-error-message';
import { validatePassword } from './credential-validation';
import { appStore } from '../../state/store';
import { signInAccountOf, signInPrefillAtom } from '../../state/session/sign-in-prefill';

/** The last step of a forgotten password: a new one, then back to sign in. */
export function SetPasswordScreen({ data }: { data: AccountFlowData }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePassword(password) ?? validateRepeatedPassword(password, repeated);
    if (invalid) return setError(i18n._(invalid));
    try {
      await resetPassword(data, password);
      // The login screen says the reset worked and starts with this account filled in (issue 27 point 7).
      appStore.set(signInPrefillAtom, signInAccountOf(data.email ? { email: data.email } : data));
      await navigate({ to: '/login' });
    } catch (caught) {
      setError(chatFailureText(caught, i18n, t`Operation failed`));
    }
  };

  return (
    <Screen title={t`Set password`}>
      <form className="form" onSubmit={submit} noValidate>
        <NewPasswordFields
          password={password}
          repeated={repeated}
          onPasswordChange={setPassword}
          onRepeatedChange={setRepeated}
          passwordLabel="newPassword"
        />
        <FormError message={error} />
        <button type="submit" className="primary-button">
          <Trans>Save</Trans>
        </button>
      </form>
    </Screen>
  );
}

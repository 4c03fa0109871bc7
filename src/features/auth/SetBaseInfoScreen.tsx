import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { NewPasswordFields } from './NewPasswordFields';
import { readEndpoints } from '../../config/endpoints';
import { appStore } from '../../state/store';
import { startIMSession } from '../../sdk/session';
import { register, validateRepeatedPassword, type AccountFlowData } from './account-flow';
import { chatFailureText } from './chat-error-message';
import { validatePassword } from './credential-validation';
import { storeSession } from '../../state/session/stored-session';

/** Step 3 of registering: nickname and password, then straight in. */
export function SetBaseInfoScreen({ data }: { data: AccountFlowData }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!nickname.trim()) return setError(t`Please enter a nickname`);
    const invalid = validatePassword(password) ?? validateRepeatedPassword(password, repeated);
    if (invalid) return setError(i18n._(invalid));
    try {
      const { platformID } = readEndpoints(localStorage, location.origin);
      const session = await register(data, nickname.trim(), password, platformID);
      storeSession(session);
      await startIMSession(appStore, session);
      await navigate({ to: '/conversation' });
    } catch (caught) {
      setError(chatFailureText(caught, i18n, t`Registration failed`));
    }
  };

  return (
    <Screen title={t`Your profile`}>
      <form className="form" onSubmit={submit} noValidate>
        <label>
          <Trans>Nickname</Trans>
          <input
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            autoComplete="nickname"
            maxLength={64}
          />
        </label>
        <NewPasswordFields
          password={password}
          repeated={repeated}
          onPasswordChange={setPassword}
          onRepeatedChange={setRepeated}
          passwordLabel="password"
        />
        <FormError message={error} />
        <button type="submit" className="primary-button">
          <Trans>Create account</Trans>
        </button>
      </form>
    </Screen>
  );
}

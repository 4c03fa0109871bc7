import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { PhoneFields } from './PhoneFields';
import { ChatServiceError, loginWithPassword } from '../../api/chat-client';
import { readEndpoints } from '../../config/endpoints';
import { forcedLogoutAtom, type ForcedLogoutReason } from '../../sdk/connection-atoms';
import { appStore } from '../../app/store';
import { startIMSession } from '../../sdk/session';
import { storeSession } from './stored-session';
import { validateEmail, validatePassword, validatePhone } from './credential-validation';
import { chatErrorMessage } from './chat-error-message';

type Method = 'phone' | 'email';

export function LoginScreen({ reason }: { reason?: ForcedLogoutReason }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const clearForcedLogout = useSetAtom(forcedLogoutAtom);
  const [method, setMethod] = useState<Method>('phone');
  const [areaCode, setAreaCode] = useState('+86');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const reasonText: Record<ForcedLogoutReason, string> = {
    expired: t`Your sign-in has expired. Please sign in again.`,
    invalid: t`Your sign-in is no longer valid. Please sign in again.`,
    kicked: t`Your account signed in on another device. Please sign in again.`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const identifierError = method === 'phone' ? validatePhone(identifier) : validateEmail(identifier);
    const passwordError = validatePassword(password);
    if (identifierError || passwordError) {
      setErrors({
        identifier: identifierError ? i18n._(identifierError) : undefined,
        password: passwordError ? i18n._(passwordError) : undefined,
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const credential =
        method === 'phone' ? { areaCode, phoneNumber: identifier.trim() } : { email: identifier.trim() };
      const { platformID } = readEndpoints(localStorage, location.origin);
      const session = await loginWithPassword(credential, password, platformID);
      storeSession(session);
      clearForcedLogout(null);
      await startIMSession(appStore, { userID: session.userID, imToken: session.imToken });
      await navigate({ to: '/conversation' });
    } catch (error) {
      setErrors({
        form:
          error instanceof ChatServiceError
            ? i18n._(chatErrorMessage(error.errCode))
            : t`Sign-in failed, please try again`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={t`Sign in`} showBack={false}>
      <form className="form" onSubmit={submit} noValidate>
        {reason && <p role="alert">{reasonText[reason]}</p>}
        <div role="tablist" aria-label={t`Sign in with`} className="segmented">
          <button type="button" role="tab" aria-selected={method === 'phone'} onClick={() => setMethod('phone')}>
            <Trans>Phone</Trans>
          </button>
          <button type="button" role="tab" aria-selected={method === 'email'} onClick={() => setMethod('email')}>
            <Trans>E-mail</Trans>
          </button>
        </div>
        {method === 'phone' ? (
          <PhoneFields
            areaCode={areaCode}
            phoneNumber={identifier}
            onAreaCodeChange={setAreaCode}
            onPhoneNumberChange={setIdentifier}
            invalid={Boolean(errors.identifier)}
          />
        ) : (
          <label>
            <Trans>E-mail address</Trans>
            <input
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              type="email"
              autoComplete="email"
              aria-invalid={errors.identifier ? true : undefined}
            />
          </label>
        )}
        {errors.identifier && <span className="field-error">{errors.identifier}</span>}
        <label>
          <Trans>Password</Trans>
          <input
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
          />
        </label>
        {errors.password && <span className="field-error">{errors.password}</span>}
        <FormError message={errors.form} />
        <button type="submit" className="primary-button" disabled={busy}>
          <Trans>Sign in</Trans>
        </button>
        <p className="form-links">
          <Link to="/register">
            <Trans>Create account</Trans>
          </Link>{' '}
          ·{' '}
          <Link to="/getCode" search={{ isRegiste: false, isByEmail: method === 'email' }}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
        <p className="form-links">
          <Link to="/language">
            <Trans>Language</Trans>
          </Link>{' '}
          ·{' '}
          <Link to="/config">
            <Trans>Server settings</Trans>
          </Link>
        </p>
      </form>
    </Screen>
  );
}

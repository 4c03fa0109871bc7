import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { PhoneFields } from './PhoneFields';
import {
  ChatServiceError,
  loginWithCode,
  loginWithPassword,
  sendLoginCode,
  type LoginCredential,
} from '../../api/chat-client';
import { readEndpoints } from '../../config/endpoints';
import { forcedLogoutAtom, type ForcedLogoutReason } from '../../state/connection/connection-atoms';
import { appStore } from '../../state/store';
import { storeSession } from '../../state/session/stored-session';
import { signInPrefillAtom, type SignInAccount } from '../../state/session/sign-in-prefill';
import { validateAccount, validateEmail, validatePassword, validatePhone } from './credential-validation';
import { validateVerifyCode } from './account-flow';
import { chatFailureText } from './chat-error-message';
import { useResendCountdown } from './use-resend-countdown';
import './login.css';
import { VerificationCodeField } from './VerificationCodeField';
import { useServerFeatures } from '../../api/use-server-features';
import { yieldToMain } from '../../platform/yield-to-main';
import { useQuery } from '@tanstack/react-query';
import { fetchSignInOptions } from '../../api/single-sign-on';
import { SingleSignOnButton } from './SingleSignOnButton';
import { startSdkWhenIdle } from '../../sdk/start-before-sign-in';

/** The chat service's Forbidden (chat-service.md §1.4). */
const BLOCKED_AT_SIGN_IN = 20012;

type Method = 'phone' | 'email' | 'account';
type Proof = 'password' | 'code';
type Errors = { identifier?: string; secret?: string; form?: string };

/**
 * Sign in by phone or e-mail, with a password or a verification code (product-spec §2 "Screens by text only"), or
 * by account name with a password (the chat service's login takes `account`; codes go to a phone or an address).
 */
export function LoginScreen({ reason, returnTo }: { reason?: ForcedLogoutReason; returnTo?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const clearForcedLogout = useSetAtom(forcedLogoutAtom);
  const [chosenMethod, setMethod] = useState<Method>('phone');
  // OpenIM's open-source chat service refuses a sign-in without a phone or an e-mail (LoginReq.Check): the account
  // tab is offered only where the service says it signs in by account name.
  const accountOffered = useServerFeatures().accountLogin;
  const method = chosenMethod === 'account' && !accountOffered ? 'phone' : chosenMethod;
  const [proof, setProof] = useState<Proof>('password');
  const [areaCode, setAreaCode] = useState('+86');
  const [identifier, setIdentifier] = useState('');
  // The account whose password was just changed here: filled in, with a word that the change worked. Watched, not
  // read once: the screen may already be open when the change screen hands it over.
  const prefill = useAtomValue(signInPrefillAtom);
  const [applied, setApplied] = useState<SignInAccount | null>(null);
  if (prefill && prefill !== applied) {
    setApplied(prefill);
    setMethod(prefill.method);
    setIdentifier(prefill.identifier);
    if (prefill.method === 'phone') setAreaCode(prefill.areaCode);
  }
  useEffect(() => {
    if (prefill) appStore.set(signInPrefillAtom, null);
  }, [prefill]);
  useEffect(() => startSdkWhenIdle(), []);
  const changedHere = applied !== null;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const { secondsLeft, restart: restartCountdown } = useResendCountdown();
  // Single sign-on, and whether passwords are offered beside it (PARLEY_PASSWORD_SIGN_IN=off hides them).
  const signInOptions = useQuery({ queryKey: ['sign-in-options'], queryFn: fetchSignInOptions, staleTime: 0 }).data;
  const singleSignOn = signInOptions?.singleSignOn ?? '';
  const passwordOffered = signInOptions?.password !== false;

  const reasonText: Record<ForcedLogoutReason, string> = {
    expired: t`Your sign-in has expired. Please sign in again.`,
    invalid: t`Your sign-in is no longer valid. Please sign in again.`,
    kicked: t`Your account signed in on another device. Please sign in again.`,
    selfInfo: t`Failed to get user information`,
    passwordChanged: t`Your password was changed, please sign in again.`,
    signedOutAtProvider: t`Your organisation's identity provider signed you out. Please sign in again.`,
  };

  const text = (descriptor: MessageDescriptor | null) => (descriptor ? i18n._(descriptor) : undefined);
  // At sign-in the service answers 20012 only to a blocked account (its password or code was right).
  const failure = (error: unknown, fallback: string) =>
    error instanceof ChatServiceError && error.errCode === BLOCKED_AT_SIGN_IN
      ? t`This account is blocked. Ask an administrator of this server to unblock it.`
      : chatFailureText(error, i18n, fallback);
  const identifierError = () =>
    method === 'phone'
      ? validatePhone(identifier)
      : method === 'email'
        ? validateEmail(identifier)
        : validateAccount(identifier);
  const credential = (): LoginCredential =>
    method === 'phone'
      ? { areaCode, phoneNumber: identifier.trim() }
      : method === 'email'
        ? { email: identifier.trim() }
        : { account: identifier.trim() };
  const byCode = proof === 'code' && method !== 'account';

  const chooseMethod = (next: Method) => {
    setMethod(next);
    // A phone number is no e-mail address, nor the other way round.
    setIdentifier('');
    setErrors({});
  };
  const chooseProof = (next: Proof) => {
    setProof(next);
    setErrors({});
  };

  const sendCode = async () => {
    const invalid = identifierError();
    if (invalid) return setErrors({ identifier: text(invalid) });
    setErrors({});
    try {
      await sendLoginCode(credential());
      setCodeSent(true);
      restartCountdown();
    } catch (error) {
      setErrors({ form: failure(error, t`Send code failed`) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalidIdentifier = identifierError();
    const invalidSecret = byCode ? validateVerifyCode(code) : validatePassword(password);
    if (invalidIdentifier || invalidSecret) {
      setErrors({ identifier: text(invalidIdentifier), secret: text(invalidSecret) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { platformID } = readEndpoints(localStorage, location.origin);
      const session = byCode
        ? await loginWithCode(credential(), code, platformID)
        : await loginWithPassword(credential(), password, platformID);
      storeSession(session);
      clearForcedLogout(null);
      // Loaded only now: the SDK's JS, its SQL worker and Dexie have no business on the login page. Loading them
      // beside the credential check was measured (issue 28): on 2 shared cores the core's compile then competed with
      // the sign-in answer and the first row, which came later, and the SDK was ready no sooner.
      const { startIMSession } = await import('../../sdk/session');
      // Not awaited: the list's first screen comes from the server while the SDK starts and syncs (issue 28). A
      // refused SDK login ends the session through the route guard, which awaits this same start.
      startIMSession(appStore, { userID: session.userID, imToken: session.imToken }).catch(() => undefined);
      // The SDK's start and the signed-in screen's first render each take a task of their own (issue 28: together
      // they were one long task right after the sign-in answer).
      await yieldToMain();
      await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/conversation' }));
    } catch (error) {
      setErrors({ form: failure(error, t`Sign-in failed, please try again`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={t`Sign in`} showBack={false}>
      <form className="form" onSubmit={submit} noValidate>
        {reason && <p role="alert">{reasonText[reason]}</p>}
        {changedHere && !reason && (
          <p role="status">
            <Trans>Password changed. Sign in with your new password.</Trans>
          </p>
        )}
        {singleSignOn && <SingleSignOnButton name={singleSignOn} returnTo={returnTo} />}
        {passwordOffered && (
          <>
            <div role="tablist" aria-label={t`Sign in with`} className="segmented">
              <button type="button" role="tab" aria-selected={method === 'phone'} onClick={() => chooseMethod('phone')}>
                <Trans>Phone</Trans>
              </button>
              <button type="button" role="tab" aria-selected={method === 'email'} onClick={() => chooseMethod('email')}>
                <Trans>E-mail</Trans>
              </button>
              {accountOffered && (
                <button
                  type="button"
                  role="tab"
                  aria-selected={method === 'account'}
                  onClick={() => chooseMethod('account')}
                >
                  <Trans>Account</Trans>
                </button>
              )}
            </div>
            {!accountOffered && (
              <p className="form-note">
                <Trans>This server signs in by phone number or e-mail address, not by account name.</Trans>
              </p>
            )}
            {method !== 'account' && (
              <div role="tablist" aria-label={t`Prove it is you with`} className="segmented">
                <button
                  type="button"
                  role="tab"
                  aria-selected={proof === 'password'}
                  onClick={() => chooseProof('password')}
                >
                  <Trans>Password</Trans>
                </button>
                <button type="button" role="tab" aria-selected={proof === 'code'} onClick={() => chooseProof('code')}>
                  <Trans>Verification code</Trans>
                </button>
              </div>
            )}
            {method === 'account' ? (
              <label>
                <Trans>Account</Trans>
                <input
                  value={identifier}
                  onChange={(e) => setIdentifier(e.target.value)}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-invalid={errors.identifier ? true : undefined}
                />
              </label>
            ) : method === 'phone' ? (
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
            {!byCode ? (
              <label>
                <Trans>Password</Trans>
                <input
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={errors.secret ? true : undefined}
                />
              </label>
            ) : (
              <VerificationCodeField
                code={code}
                onCodeChange={setCode}
                invalid={Boolean(errors.secret)}
                resend={{ secondsLeft, codeSent, send: () => void sendCode() }}
              />
            )}
            {errors.secret && <span className="field-error">{errors.secret}</span>}
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
          </>
        )}
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

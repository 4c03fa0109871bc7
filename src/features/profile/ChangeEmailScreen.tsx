import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { showToast } from '../../ui/toast/toast-atoms';
import { sendNewEmailCode } from '../../api/account-changes';
import { changeEmail } from '../../sdk/profile';
import { validateEmail } from '../auth/credential-validation';
import { validateVerifyCode } from '../auth/account-flow';
import { chatFailureText } from '../auth/chat-error-message';
import { useResendCountdown } from '../auth/use-resend-countdown';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import '../auth/login.css';
import './profile.css';
import { VerificationCodeField } from '../auth/VerificationCodeField';

interface Errors {
  email?: string;
  code?: string;
  form?: string;
}

/** A new e-mail address, proven the user's by a code sent to it. */
export function ChangeEmailScreen() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const currentEmail = useAtomValue(selfInfoAtom)?.email;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { secondsLeft, restart } = useResendCountdown();

  const failure = (error: unknown) => chatFailureText(error, i18n, t`Operation failed`);
  const emailError = () => {
    const invalid = validateEmail(email);
    return invalid ? i18n._(invalid) : undefined;
  };

  const sendCode = async () => {
    const invalid = emailError();
    if (invalid) return setErrors({ email: invalid });
    setErrors({});
    try {
      await sendNewEmailCode(email.trim());
      setCodeSent(true);
      restart();
      showToast(appStore, t`Sent`);
    } catch (error) {
      setErrors({ form: failure(error) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalidCode = validateVerifyCode(code);
    const next: Errors = { email: emailError(), code: invalidCode ? i18n._(invalidCode) : undefined };
    if (next.email || next.code) return setErrors(next);
    setErrors({});
    setBusy(true);
    try {
      await changeEmail(appStore, email.trim(), code);
      showToast(appStore, t`Modified`);
      router.history.back();
    } catch (error) {
      setErrors({ form: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={t`Change e-mail`}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {currentEmail && (
          <p className="form-hint">
            <Trans>Current e-mail: {currentEmail}</Trans>
          </p>
        )}
        <label>
          <Trans>New e-mail address</Trans>
          <input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
          />
        </label>
        {errors.email && <span className="field-error">{errors.email}</span>}
        <VerificationCodeField
          code={code}
          onCodeChange={setCode}
          invalid={Boolean(errors.code)}
          resend={{ secondsLeft, codeSent, send: () => void sendCode() }}
        />
        {errors.code && <span className="field-error">{errors.code}</span>}
        <FormError message={errors.form} />
        <button type="submit" className="primary-button" disabled={busy}>
          <Trans>Save</Trans>
        </button>
      </form>
    </Screen>
  );
}

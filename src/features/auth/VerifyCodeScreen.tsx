import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { RESEND_SECONDS, sendCode, validateVerifyCode, verifyCode, type AccountFlowData } from './account-flow';
import { useResendCountdown } from './use-resend-countdown';
import { chatFailureText } from './chat-error-message';
import { VerificationCodeField } from './VerificationCodeField';

/** Step 2: the 6-digit code, with a resend countdown. */
export function VerifyCodeScreen({ data }: { data: AccountFlowData }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The previous screen has just sent a code.
  const { secondsLeft, restart } = useResendCountdown(RESEND_SECONDS);

  const failure = (caught: unknown) => setError(chatFailureText(caught, i18n, t`Verification failed`));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateVerifyCode(code);
    if (invalid) return setError(i18n._(invalid));
    try {
      await verifyCode(data, code);
      const next = { ...data, verifyCode: code };
      // Masked: the address bar shows the bare path, so the code never sits in the URL (product-spec §2).
      await navigate(
        data.isRegiste
          ? { to: '/setBaseInfo', search: { baseData: next }, mask: { to: '/setBaseInfo' } }
          : { to: '/setPassword', search: { baseData: next }, mask: { to: '/setPassword' } },
      );
    } catch (caught) {
      failure(caught);
    }
  };

  const resend = async () => {
    try {
      await sendCode(data);
      restart();
      setError(null);
    } catch (caught) {
      failure(caught);
    }
  };

  const destination = data.email ?? `${data.areaCode ?? ''} ${data.phoneNumber ?? ''}`;
  return (
    <Screen title={t`Enter code`}>
      <form className="form" onSubmit={submit} noValidate>
        <p>
          <Trans>We sent a 6-digit code to {destination}.</Trans>
        </p>
        <VerificationCodeField code={code} onCodeChange={setCode} />
        <FormError message={error} />
        <button type="submit" className="primary-button">
          <Trans>Next</Trans>
        </button>
        <button type="button" className="secondary-button" disabled={secondsLeft > 0} onClick={() => void resend()}>
          {secondsLeft > 0 ? t`Resend in ${secondsLeft} s` : t`Resend code`}
        </button>
      </form>
    </Screen>
  );
}

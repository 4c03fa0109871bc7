import { Trans, useLingui } from '@lingui/react/macro';

interface VerificationCodeFieldProps {
  code: string;
  onCodeChange: (code: string) => void;
  invalid?: boolean;
  /** With a sender, a button beside the field asks for a code and counts down until it may ask again. */
  resend?: { secondsLeft: number; codeSent: boolean; send: () => void };
}

/** The 6-digit verification code input (product-spec §5), digits only. */
export function VerificationCodeField({ code, onCodeChange, invalid, resend }: VerificationCodeFieldProps) {
  const { t } = useLingui();
  const field = (
    <label>
      <Trans>Verification code</Trans>
      <input
        value={code}
        onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-invalid={invalid ? true : undefined}
      />
    </label>
  );
  if (!resend) return field;
  const { secondsLeft, codeSent, send } = resend;
  return (
    <div className="code-row">
      {field}
      <button type="button" className="secondary-button" disabled={secondsLeft > 0} onClick={send}>
        {secondsLeft > 0 ? t`Resend in ${secondsLeft} s` : codeSent ? t`Resend code` : t`Get verification code`}
      </button>
    </div>
  );
}

import { ChatServiceError } from '../../api/chat-client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { PhoneFields } from './PhoneFields';
import { sendCode, type AccountFlowData } from './account-flow';
import { chatFailureText } from './chat-error-message';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TERMS_URL, fetchTermsUrl } from '../../api/terms';
import { validateEmail, validateInvitationCode, validatePhone } from './credential-validation';

/** Step 1 of registering or resetting: where the code goes, the agreement, and the code itself. */
export function GetCodeScreen({ isRegiste, isByEmail: byEmailAtFirst }: { isRegiste: boolean; isByEmail: boolean }) {
  const { t, i18n } = useLingui();
  // Resetting a password: the code goes to the phone or the e-mail address the account has, as the user chooses.
  const [isByEmail, setByEmail] = useState(byEmailAtFirst);
  const navigate = useNavigate();
  const [areaCode, setAreaCode] = useState('+86');
  const [identifier, setIdentifier] = useState('');
  const [invitationCode, setInvitationCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const termsUrl =
    useQuery({ queryKey: ['terms-url'], queryFn: fetchTermsUrl, enabled: isRegiste }).data ?? DEFAULT_TERMS_URL;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = isByEmail ? validateEmail(identifier) : validatePhone(identifier);
    if (invalid) return setError(i18n._(invalid));
    const invalidInvitation = isRegiste ? validateInvitationCode(invitationCode) : null;
    if (invalidInvitation) return setError(i18n._(invalidInvitation));
    if (isRegiste && !agreed) return setError(t`Please read and agree to the user service agreement`);
    const data: AccountFlowData = isByEmail
      ? { isRegiste, email: identifier.trim(), invitationCode: invitationCode.trim() || undefined }
      : { isRegiste, areaCode, phoneNumber: identifier.trim(), invitationCode: invitationCode.trim() || undefined };
    setError(null);
    setBusy(true);
    try {
      await sendCode(data);
      await navigate({ to: '/verifyCode', search: { baseData: { ...data } } });
    } catch (caught) {
      // 1002 to a registration: an administrator closed it (the admin console's Registration section).
      const closed = isRegiste && caught instanceof ChatServiceError && caught.errCode === 1002;
      setError(closed ? t`Registration is closed on this server` : chatFailureText(caught, i18n, t`Send code failed`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={isRegiste ? t`Create account` : t`Forgot password`}>
      <form className="form" onSubmit={submit} noValidate>
        {!isRegiste && (
          <div role="tablist" aria-label={t`Send the code to`} className="segmented">
            {[false, true].map((byEmail) => (
              <button
                key={String(byEmail)}
                type="button"
                role="tab"
                aria-selected={isByEmail === byEmail}
                onClick={() => {
                  setByEmail(byEmail);
                  setIdentifier('');
                  setError(null);
                }}
              >
                {byEmail ? <Trans>E-mail</Trans> : <Trans>Phone</Trans>}
              </button>
            ))}
          </div>
        )}
        {isByEmail ? (
          <label>
            <Trans>E-mail address</Trans>
            <input
              type="email"
              autoComplete="email"
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
            />
          </label>
        ) : (
          <PhoneFields
            areaCode={areaCode}
            phoneNumber={identifier}
            onAreaCodeChange={setAreaCode}
            onPhoneNumberChange={setIdentifier}
          />
        )}
        {isRegiste && (
          <>
            <label>
              <Trans>Invitation code (if you have one)</Trans>
              <input value={invitationCode} onChange={(e) => setInvitationCode(e.target.value)} />
            </label>
            <label className="checkbox">
              <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              <span>
                <Trans>
                  I have read and agree to the{' '}
                  <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                    user service agreement
                  </a>
                </Trans>
              </span>
            </label>
          </>
        )}
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={busy}>
          <Trans>Get verification code</Trans>
        </button>
      </form>
    </Screen>
  );
}

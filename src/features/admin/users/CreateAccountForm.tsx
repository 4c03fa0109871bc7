import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { createAccount, type NewAccount } from '../../../api/admin/admin-calls';
import { FormError } from '../../../ui/FormError';
import { validateAccount, validateEmail, validatePassword, validatePhone } from '../../auth/credential-validation';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { refreshQueries } from '../../../api/refresh-queries';

const EMPTY: NewAccount = { nickname: '', account: '', areaCode: '+86', phoneNumber: '', email: '', password: '' };

/** A new account, made by the administrator: a name, at least one way to sign in, and a first password. */
export function CreateAccountForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createAccount,
    onSuccess: ({ userID }) => {
      setCreated(t`Account created for ${fields.nickname.trim()}, user ID ${userID}`);
      setFields(EMPTY);
      void refreshQueries(queryClient, [ADMIN_QUERY_KEY, 'users']);
    },
  });
  const set = (key: keyof NewAccount) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const account = fields.account.trim();
    const phone = fields.phoneNumber.trim();
    const email = fields.email.trim();
    const problem = !fields.nickname.trim()
      ? t`Enter a nickname`
      : !account && !phone && !email
        ? t`Give an account name, a phone number or an e-mail address`
        : [
            account ? validateAccount(account) : null,
            phone ? validatePhone(phone) : null,
            email ? validateEmail(email) : null,
            validatePassword(fields.password),
          ]
            .filter((each) => each !== null)
            .map((each) => i18n._(each))[0];
    setInvalid(problem ?? null);
    if (problem) return;
    create.mutate({ ...fields, nickname: fields.nickname.trim(), account, phoneNumber: phone, email });
  };

  return (
    <section className="admin-card" aria-labelledby="admin-create-title">
      <h2 id="admin-create-title">
        <Trans>Create an account</Trans>
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <label>
          <Trans>Nickname</Trans>
          <input value={fields.nickname} onChange={set('nickname')} maxLength={64} />
        </label>
        <label>
          <Trans>Account name (optional)</Trans>
          <input value={fields.account} onChange={set('account')} autoComplete="off" spellCheck={false} />
        </label>
        <div className="phone-row">
          <label>
            <Trans>Area code</Trans>
            <input value={fields.areaCode} onChange={set('areaCode')} inputMode="tel" />
          </label>
          <label>
            <Trans>Phone number (optional)</Trans>
            <input value={fields.phoneNumber} onChange={set('phoneNumber')} inputMode="tel" />
          </label>
        </div>
        <label>
          <Trans>E-mail (optional)</Trans>
          <input type="email" value={fields.email} onChange={set('email')} />
        </label>
        <label>
          <Trans>First password</Trans>
          <input type="password" value={fields.password} onChange={set('password')} autoComplete="new-password" />
        </label>
        <FormError message={invalid ?? (create.isError ? adminErrorText(create.error, i18n) : null)} />
        <p role="status" className="form-hint">
          {created}
        </p>
        <button type="submit" className="primary-button" disabled={create.isPending}>
          <Trans>Create account</Trans>
        </button>
      </form>
    </section>
  );
}

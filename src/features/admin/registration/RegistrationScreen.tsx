import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { readRegistration, setRegistration, type RegistrationMode } from '../../../api/admin/admin-calls';
import { FormError } from '../../../ui/FormError';
import { AdminPage } from '../AdminPage';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { InvitationCodes } from './InvitationCodes';
import { refreshQueries } from '../../../api/refresh-queries';

/** Registration: open, closed, or by invitation code, and the invitation codes themselves. */
export function RegistrationScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: [ADMIN_QUERY_KEY, 'registration'], queryFn: readRegistration });
  // What the administrator picked, else what the server has now.
  const [picked, setChoice] = useState<RegistrationMode | null>(null);
  const choice = picked ?? current.data ?? null;
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setRegistration,
    onSuccess: () => {
      setSaved(t`Saved. New registrations follow it now.`);
      void refreshQueries(queryClient, [ADMIN_QUERY_KEY, 'registration']);
    },
  });
  const options: Array<{ mode: RegistrationMode; label: string; hint: string }> = [
    { mode: 'open', label: t`Open`, hint: t`Anyone can register with a verification code.` },
    {
      mode: 'invitation',
      label: t`By invitation code`,
      hint: t`Registering needs one of the invitation codes below; each works once.`,
    },
    { mode: 'closed', label: t`Closed`, hint: t`Nobody can register; administrators create accounts.` },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (choice) save.mutate(choice);
  };

  return (
    <AdminPage title={t`Registration`}>
      <section className="admin-card">
        <form onSubmit={submit} className="form">
          <fieldset className="admin-choices">
            <legend>
              <Trans>Who may register</Trans>
            </legend>
            {options.map((option) => (
              <label key={option.mode}>
                <input
                  type="radio"
                  name="registration-mode"
                  value={option.mode}
                  checked={choice === option.mode}
                  onChange={() => setChoice(option.mode)}
                />
                <span>
                  <strong>{option.label}</strong>
                  <span className="form-hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormError
            message={
              current.isError
                ? adminErrorText(current.error, i18n)
                : save.isError
                  ? adminErrorText(save.error, i18n)
                  : null
            }
          />
          <p role="status" className="form-hint">
            {saved}
          </p>
          <button type="submit" className="primary-button" disabled={!choice || save.isPending}>
            <Trans>Save registration setting</Trans>
          </button>
        </form>
      </section>
      <InvitationCodes />
    </AdminPage>
  );
}

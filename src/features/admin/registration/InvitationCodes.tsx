import { useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import {
  addInvitationCodes,
  generateInvitationCodes,
  revokeInvitationCodes,
  searchInvitationCodes,
  type CodeStatus,
} from '../../../api/admin/admin-calls';
import { FormError } from '../../../ui/FormError';
import { showToast } from '../../../ui/toast/toast-atoms';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { INVITATION_CODE_PATTERN } from '../../auth/credential-validation';
import { AdminTable } from '../AdminTable';
import { refreshQueries } from '../../../api/refresh-queries';

const PAGE_SIZE = 50;
const MAX_CODES = 1000;

/** Invitation codes: generate or add some, list them by status, revoke one. */
export function InvitationCodes() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const queryClient = useQueryClient();
  const [count, setCount] = useState('10');
  const [ownCodes, setOwnCodes] = useState('');
  const [status, setStatus] = useState<CodeStatus>(0);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'invitation-codes', status],
    queryFn: () => searchInvitationCodes(status, '', 1, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void refreshQueries(queryClient, [ADMIN_QUERY_KEY, 'invitation-codes']);
  const generate = useMutation({
    mutationFn: generateInvitationCodes,
    onSuccess: (codes) => {
      setMade(t`${plural(codes.length, { one: '# code created', other: '# codes created' })}: ${codes.join(', ')}`);
      refresh();
    },
  });
  const add = useMutation({
    mutationFn: addInvitationCodes,
    onSuccess: (_data, codes) => {
      setMade(t`${plural(codes.length, { one: '# code added', other: '# codes added' })}`);
      setOwnCodes('');
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (code: string) => revokeInvitationCodes([code]),
    onSuccess: (_data, code) => {
      showToast(store, t`Code ${code} revoked`);
      refresh();
    },
    onError: (error) => showToast(store, adminErrorText(error, i18n), 'failure'),
  });

  const submitGenerate = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    const num = Number(count);
    if (!Number.isInteger(num) || num < 1 || num > MAX_CODES) return setInvalid(t`Enter a number from 1 to 1000`);
    setInvalid(null);
    generate.mutate(num);
  };
  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    const codes = ownCodes.split(/[\s,]+/).filter(Boolean);
    if (codes.length === 0) return setInvalid(t`Enter one or more codes`);
    const bad = codes.find((code) => !INVITATION_CODE_PATTERN.test(code));
    if (bad) return setInvalid(t`"${bad}" is not 4-32 letters or digits`);
    setInvalid(null);
    add.mutate(codes);
  };
  const failure = generate.isError ? generate.error : add.isError ? add.error : null;

  return (
    <section className="admin-card" aria-labelledby="admin-codes-title">
      <h2 id="admin-codes-title">
        <Trans>Invitation codes</Trans>
      </h2>
      <div className="admin-code-forms">
        <form className="admin-search" onSubmit={submitGenerate} noValidate>
          <label>
            <Trans>How many codes to generate</Trans>
            <input type="number" min={1} max={MAX_CODES} value={count} onChange={(e) => setCount(e.target.value)} />
          </label>
          <button type="submit" className="primary-button" disabled={generate.isPending}>
            <Trans>Generate</Trans>
          </button>
        </form>
        <form className="admin-search" onSubmit={submitAdd} noValidate>
          <label>
            <Trans>Your own codes, separated by spaces or commas</Trans>
            <input value={ownCodes} onChange={(e) => setOwnCodes(e.target.value)} spellCheck={false} />
          </label>
          <button type="submit" className="primary-button" disabled={add.isPending}>
            <Trans>Add codes</Trans>
          </button>
        </form>
      </div>
      <FormError message={invalid ?? (failure ? adminErrorText(failure, i18n) : null)} />
      <p role="status" className="form-hint admin-made-codes">
        {made}
      </p>
      <div className="admin-search">
        <label>
          <Trans>Show</Trans>
          <select value={status} onChange={(e) => setStatus(Number(e.target.value) as CodeStatus)}>
            <option value={0}>{t`All codes`}</option>
            <option value={2}>{t`Unused codes`}</option>
            <option value={1}>{t`Used codes`}</option>
          </select>
        </label>
      </div>
      {list.isError ? (
        <p role="alert" className="field-error">
          {adminErrorText(list.error, i18n)}
        </p>
      ) : null}
      <p className="form-hint">{list.data ? t`${plural(list.data.total, { one: '# code', other: '# codes' })}` : ''}</p>
      {list.data && list.data.items.length > 0 ? (
        <AdminTable caption={t`Invitation codes`} columns={[t`Code`, t`Used by`, t`Actions`]}>
          {list.data.items.map((code) => (
            <tr key={code.invitationCode}>
              <td>
                <code>{code.invitationCode}</code>
              </td>
              <td>{code.usedUser ? code.usedUser.nickname || code.usedUserID : code.usedUserID || t`Not used`}</td>
              <td>
                <button
                  type="button"
                  className="secondary-button admin-inline-button"
                  aria-label={t`Revoke code ${code.invitationCode}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(code.invitationCode)}
                >
                  <Trans>Revoke</Trans>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}

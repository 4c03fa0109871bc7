import { useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { searchUsers, storageUsage } from '../../../api/admin/admin-calls';
import { AdminPage } from '../AdminPage';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { UserRow } from './UserRow';
import { storageText } from './storage-text';
import { CreateAccountForm } from './CreateAccountForm';
import { BlockedList } from './BlockedList';
import { AdminTable } from '../AdminTable';

const PAGE_SIZE = 20;

/** Users: search, view, block and unblock, force logout, password reset by code, and new accounts. */
export function UsersScreen() {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const results = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'users', keyword, pageNumber],
    queryFn: () => searchUsers(keyword, pageNumber, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / PAGE_SIZE));
  const shownIDs = results.data?.items.map((user) => user.userID) ?? [];
  const usage = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'users', 'storage', shownIDs],
    queryFn: () => storageUsage(shownIDs),
    enabled: shownIDs.length > 0,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPageNumber(1);
  };

  return (
    <AdminPage title={t`Users`}>
      <form className="admin-search" role="search" onSubmit={search}>
        <label>
          <Trans>Search by ID, name, account, phone or e-mail</Trans>
          <input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" className="primary-button">
          <Trans>Search</Trans>
        </button>
      </form>
      {results.isError ? (
        <p role="alert" className="field-error">
          {adminErrorText(results.error, i18n)}
        </p>
      ) : null}
      <p role="status" className="form-hint">
        {results.data
          ? t`${plural(results.data.total, { one: '# account found', other: '# accounts found' })}`
          : results.isPending
            ? t`Loading…`
            : ''}
      </p>
      {results.data && results.data.items.length > 0 ? (
        <div>
          <AdminTable caption={t`Accounts`} columns={[t`Account`, t`Status`, t`Storage`, t`Actions`]}>
            {results.data.items.map((user) => (
              <UserRow
                key={user.userID}
                user={user}
                storage={
                  usage.data
                    ? storageText(usage.data.users.get(user.userID), usage.data, i18n.locale, {
                        of: (used, quota) => t`${used} of ${quota}`,
                        today: (day, quota) => t`${day} of ${quota} today`,
                      })
                    : '—'
                }
              />
            ))}
          </AdminTable>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav className="admin-pager" aria-label={t`Pages of accounts`}>
          <button
            type="button"
            className="secondary-button"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber(pageNumber - 1)}
          >
            <Trans>Previous page</Trans>
          </button>
          <span>
            <Trans>
              Page {pageNumber} of {pages}
            </Trans>
          </span>
          <button
            type="button"
            className="secondary-button"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber(pageNumber + 1)}
          >
            <Trans>Next page</Trans>
          </button>
        </nav>
      ) : null}
      <BlockedList />
      <CreateAccountForm />
    </AdminPage>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { searchBlocked, unblockUser, type BlockedUser } from '../../../api/admin/admin-calls';
import { showToast } from '../../../ui/toast/toast-atoms';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { refreshQueries } from '../../../api/refresh-queries';

/** The blocked accounts, newest block first (the first 100), each with a way back in. */
export function BlockedList() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const queryClient = useQueryClient();
  const blocked = useQuery({ queryKey: [ADMIN_QUERY_KEY, 'blocked'], queryFn: () => searchBlocked(1, 100) });
  const unblock = useMutation({
    mutationFn: (user: BlockedUser) => unblockUser(user.userID),
    onSuccess: (_data, user) => {
      showToast(store, t`${user.nickname || user.userID} may sign in again`);
      void refreshQueries(queryClient, [ADMIN_QUERY_KEY]);
    },
    onError: (error) => showToast(store, adminErrorText(error, i18n), 'failure'),
  });

  return (
    <section className="admin-card" aria-labelledby="admin-blocked-title">
      <h2 id="admin-blocked-title">
        <Trans>Blocked accounts</Trans>
      </h2>
      {blocked.isError ? (
        <p role="alert" className="field-error">
          {adminErrorText(blocked.error, i18n)}
        </p>
      ) : blocked.data?.items.length === 0 ? (
        <p className="form-hint">
          <Trans>No account is blocked.</Trans>
        </p>
      ) : (
        <ul className="admin-blocked-list">
          {blocked.data?.items.map((user) => {
            const name = user.nickname || user.userID;
            return (
              <li key={user.userID}>
                <span>
                  <strong>{name}</strong> <span className="form-hint">{user.userID}</span>
                  {user.reason ? <span className="admin-blocked-reason">{user.reason}</span> : null}
                </span>
                <button
                  type="button"
                  className="secondary-button"
                  aria-label={t`Unblock ${name}`}
                  disabled={unblock.isPending}
                  onClick={() => unblock.mutate(user)}
                >
                  <Trans>Unblock</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

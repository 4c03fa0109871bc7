import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import {
  blockUser,
  forceLogout,
  sendPasswordResetCode,
  unblockUser,
  type AdminUser,
} from '../../../api/admin/admin-calls';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ModalDialog } from '../../../ui/ModalDialog';
import { showToast } from '../../../ui/toast/toast-atoms';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { refreshQueries } from '../../../api/refresh-queries';

type Pending = 'block' | 'logout' | 'reset' | null;

/** One account in the search results: its details on demand, and what an administrator may do to it. */
export function UserRow({ user, storage }: { user: AdminUser; storage: string }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const name = user.nickname || user.userID;

  const action = useMutation({
    mutationFn: async (which: Exclude<Pending, null> | 'unblock'): Promise<string> => {
      if (which === 'block') {
        await blockUser(user.userID, reason.trim());
        return t`${name} is blocked and signed out everywhere`;
      }
      if (which === 'unblock') {
        await unblockUser(user.userID);
        return t`${name} may sign in again`;
      }
      if (which === 'logout') {
        await forceLogout(user.userID);
        return t`${name} is signed out on every device`;
      }
      const { channel } = await sendPasswordResetCode(user.userID);
      return channel === 'email'
        ? t`A code to set a new password was sent to ${name}'s e-mail address`
        : t`A code to set a new password was sent to ${name}'s phone`;
    },
    onSuccess: (text) => {
      setPending(null);
      setReason('');
      showToast(store, text);
      void refreshQueries(queryClient, [ADMIN_QUERY_KEY, 'users']);
      void refreshQueries(queryClient, [ADMIN_QUERY_KEY, 'blocked']);
    },
    onError: (error) => {
      // Outside a dialog (unblock) the toast says it; in one, the dialog does.
      if (!pending) showToast(store, adminErrorText(error, i18n), 'failure');
    },
  });
  const dialogError = action.isError && pending ? adminErrorText(action.error, i18n) : null;
  const open = (which: Pending) => {
    action.reset();
    setPending(which);
  };
  const contact = [user.account, user.phoneNumber && `${user.areaCode} ${user.phoneNumber}`, user.email].filter(
    Boolean,
  );

  return (
    <tr>
      <td>
        <details className="admin-user-details">
          <summary>
            {name}
            <span className="visually-hidden">
              {' '}
              <Trans>details</Trans>
            </span>
          </summary>
          <dl>
            <dt>
              <Trans>User ID</Trans>
            </dt>
            <dd>{user.userID}</dd>
            <dt>
              <Trans>Nickname</Trans>
            </dt>
            <dd>{user.nickname}</dd>
            <dt>
              <Trans>Account</Trans>
            </dt>
            <dd>{user.account || '—'}</dd>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>{user.phoneNumber ? `${user.areaCode} ${user.phoneNumber}` : '—'}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{user.email || '—'}</dd>
          </dl>
        </details>
        <span className="admin-user-contact">{contact.join(' · ')}</span>
      </td>
      <td>
        {user.blocked ? (
          <span className="admin-status">{user.blockReason ? t`Blocked: ${user.blockReason}` : t`Blocked`}</span>
        ) : (
          <Trans>Active</Trans>
        )}
      </td>
      <td className="admin-storage">{storage}</td>
      <td>
        <div className="admin-row-actions">
          {user.blocked ? (
            <button
              type="button"
              className="secondary-button"
              aria-label={t`Unblock ${name}`}
              disabled={action.isPending}
              onClick={() => action.mutate('unblock')}
            >
              <Trans>Unblock</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="secondary-button"
              aria-label={t`Block ${name}`}
              onClick={() => open('block')}
            >
              <Trans>Block</Trans>
            </button>
          )}
          <button
            type="button"
            className="secondary-button"
            aria-label={t`Force logout ${name}`}
            onClick={() => open('logout')}
          >
            <Trans>Force logout</Trans>
          </button>
          <button
            type="button"
            className="secondary-button"
            aria-label={t`Reset password for ${name}`}
            onClick={() => open('reset')}
          >
            <Trans>Reset password</Trans>
          </button>
        </div>
        {pending === 'block' ? (
          <ModalDialog
            title={t`Block ${name}?`}
            confirmLabel={t`Block`}
            tone="danger"
            busy={action.isPending}
            error={dialogError}
            onConfirm={() => action.mutate('block')}
            onCancel={() => setPending(null)}
          >
            <p>
              <Trans>They are signed out on every device and cannot sign in until unblocked.</Trans>
            </p>
            <label className="admin-dialog-field">
              <Trans>Reason (optional)</Trans>
              <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
            </label>
          </ModalDialog>
        ) : null}
        {pending === 'logout' ? (
          <ConfirmDialog
            title={t`Sign out ${name} everywhere?`}
            message={t`Every session ends; they can sign in again.`}
            confirmLabel={t`Force logout`}
            busy={action.isPending}
            error={dialogError}
            onConfirm={() => action.mutate('logout')}
            onCancel={() => setPending(null)}
          />
        ) : null}
        {pending === 'reset' ? (
          <ModalDialog
            title={t`Reset ${name}'s password?`}
            confirmLabel={t`Send code`}
            tone="primary"
            busy={action.isPending}
            error={dialogError}
            onConfirm={() => action.mutate('reset')}
            onCancel={() => setPending(null)}
          >
            <p>
              <Trans>
                They get a verification code on their e-mail address or phone and choose a new password with "Forgot
                password". Nobody else learns it.
              </Trans>
            </p>
          </ModalDialog>
        ) : null}
      </td>
    </tr>
  );
}

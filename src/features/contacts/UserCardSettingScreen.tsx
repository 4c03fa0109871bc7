import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toast/toast-atoms';
import { addToBlacklist, deleteFriend, removeFromBlacklist } from '../../sdk/user-cards';
import { CardLoadFailed } from './CardLoadFailed';
import { useUserCard, userCardKey } from './use-user-card';
import './cards.css';
import { refreshQueries } from '../../api/refresh-queries';

/** A friend's settings: remark, blacklist and deleting the friendship. */
export function UserCardSettingScreen({ userID }: { userID?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const card = useUserCard(userID);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  if (!userID || card.isError) return <CardLoadFailed title={t`Contact settings`} />;
  if (!card.data) return <Screen title={t`Contact settings`}>{null}</Screen>;
  const { baseInfo, friend, blacklisted } = card.data;
  const name = friend?.remark || baseInfo.nickname;

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      await refreshQueries(queryClient, userCardKey(userID));
      showToast(appStore, done);
      return true;
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggleBlacklist = () =>
    void run(
      () => (blacklisted ? removeFromBlacklist(userID) : addToBlacklist(userID)),
      blacklisted ? t`Removed` : t`Operation successful`,
    );

  const removeFriend = async () => {
    setConfirmingDelete(false);
    if (await run(() => deleteFriend(userID), t`Deleted`)) router.history.back();
  };

  return (
    <Screen title={t`Contact settings`}>
      <ul className="list" aria-label={t`Contact settings`}>
        {friend ? (
          <li>
            <Link
              to="/changeNameOrRemark"
              search={{ friendInfo: { userID, nickname: baseInfo.nickname, remark: friend.remark } }}
              className="list-item"
            >
              <span>{t`Remark`}</span>
              <span>
                {friend.remark} <span aria-hidden>›</span>
              </span>
            </Link>
          </li>
        ) : null}
        <li>
          <label className="switch-row">
            <span>{t`Add to blacklist`}</span>
            <input type="checkbox" role="switch" checked={blacklisted} disabled={busy} onChange={toggleBlacklist} />
          </label>
        </li>
      </ul>
      {friend ? (
        <div className="card-actions">
          <button type="button" className="danger-button" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            <Trans>Delete friend</Trans>
          </button>
        </div>
      ) : null}
      {confirmingDelete ? (
        <ConfirmDialog
          title={t`Delete friend`}
          message={t`Delete ${name} from your friends?`}
          confirmLabel={t`Delete`}
          onConfirm={() => void removeFriend()}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
    </Screen>
  );
}

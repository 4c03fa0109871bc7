import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { appStore } from '../../state/store';
import { showToast } from '../../ui/toast/toast-atoms';
import { reloadBlackList, removeFromBlackList } from '../../sdk/contacts';
import { imReady } from '../auth/im-ready';
import type { BlackUserItem } from '../../state/contacts/contact-types';
import { blackListAtom } from '../../state/contacts/contact-atoms';
import { Avatar } from '../../ui/Avatar';
import './contacts.css';

/** The people this user blocked; removing one lets them message and add the user again. */
export function BlackListScreen() {
  const { t } = useLingui();
  const blackList = useAtomValue(blackListAtom);
  const [removing, setRemoving] = useState<BlackUserItem | null>(null);
  useEffect(() => {
    void imReady()
      .then(() => reloadBlackList(appStore))
      .catch((error: unknown) => console.error('blacklist', error));
  }, []);

  const remove = async (user: BlackUserItem) => {
    setRemoving(null);
    try {
      await removeFromBlackList(appStore, user.userID);
      showToast(appStore, t`Removed`);
    } catch (error) {
      console.error('remove from blacklist', error);
      showToast(appStore, t`Operation failed`, 'failure');
    }
  };

  return (
    <Screen title={t`Blacklist`}>
      {blackList.length === 0 ? (
        <p className="empty-state">{t`You have not blocked anyone.`}</p>
      ) : (
        <ul className="list" aria-label={t`Blocked people`}>
          {blackList.map((user) => {
            const name = user.nickname || user.userID;
            return (
              <li key={user.userID} className="contact-row" style={{ cursor: 'default' }}>
                <Avatar name={name} src={user.faceURL} size={40} />
                <span className="contact-name contact-summary">{name}</span>
                <button
                  type="button"
                  className="secondary-button"
                  style={{ height: 32, padding: '0 12px' }}
                  aria-label={t`Remove ${name} from the blacklist`}
                  onClick={() => setRemoving(user)}
                >
                  {t`Remove`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t`Remove from blacklist`}
          message={t`Remove ${removing.nickname || removing.userID} from the blacklist?`}
          confirmLabel={t`Remove`}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Screen>
  );
}

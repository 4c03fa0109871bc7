import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { showToast } from '../../ui/toast/toast-atoms';
import { loadSelfInfo, setFriendRemark } from '../../sdk/user-cards';
import { updateOwnProfile } from '../../api/update-own-profile';
import { readStoredSession } from '../../state/session/stored-session';
import { userCardKey } from '../contacts/use-user-card';
import { imReady } from '../auth/im-ready';
import { refreshQueries } from '../../api/refresh-queries';

interface FriendInfo {
  userID: string;
  nickname: string;
  remark: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The friend whose remark is edited, from the query; null when the screen edits the own nickname instead. */
function readFriendInfo(friendInfo: Record<string, unknown> | null): FriendInfo | null {
  const userID = text(friendInfo?.userID);
  return userID ? { userID, nickname: text(friendInfo?.nickname), remark: text(friendInfo?.remark) } : null;
}

const MAX_LENGTH = 64;

/** A friend's remark (with friendInfo), or the user's own nickname (without). */
export function ChangeNameOrRemarkScreen({ friendInfo }: { friendInfo: Record<string, unknown> | null }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const friend = readFriendInfo(friendInfo);
  const [value, setValue] = useState(friend?.remark ?? '');
  const [loaded, setLoaded] = useState(Boolean(friend));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (friend) return;
    void imReady()
      .then(loadSelfInfo)
      .then((self) => setValue(self.nickname))
      .catch(() => setError(t`Get user info failed`))
      .finally(() => setLoaded(true));
    // Only the first render decides which of the two the screen edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!friend && !trimmed) return setError(t`Please enter a nickname`);
    setSaving(true);
    setError(null);
    try {
      if (friend) {
        // An empty remark clears it, and the nickname shows again.
        await setFriendRemark(friend.userID, trimmed);
        await refreshQueries(queryClient, userCardKey(friend.userID));
      } else {
        await updateOwnProfile(readStoredSession()?.userID ?? '', { nickname: trimmed });
      }
      showToast(appStore, t`Modified`);
      router.history.back();
    } catch {
      setError(t`Operation failed`);
    } finally {
      setSaving(false);
    }
  };

  const label = friend ? t`Remark` : t`Nickname`;
  return (
    <Screen title={friend ? t`Set remark` : t`Change nickname`}>
      <form className="form" onSubmit={(event) => void save(event)}>
        <label>
          {label}
          <input
            value={value}
            maxLength={MAX_LENGTH}
            disabled={!loaded}
            placeholder={friend?.nickname}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={saving || !loaded}>
          <Trans>Save</Trans>
        </button>
      </form>
    </Screen>
  );
}

import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { setGroupName, setOwnGroupNickname } from '../../sdk/groups';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { readStoredSession } from '../../state/session/stored-session';
import { readChangeNameTarget } from './change-name-target';
import { groupDetailsKey } from './use-group-details';
import { refreshQueries } from '../../api/refresh-queries';

const MAX_LENGTH = 64;

/** A group's name (owner and admins), or the user's own nickname in a group. */
export function ChangeNameScreen({ originData }: { originData?: Record<string, unknown> }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const target = readChangeNameTarget(originData);
  const [value, setValue] = useState(target?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!target) {
    return <EmptyScreen title={t`Change name`} message={t`Open a group or your group nickname to change it.`} />;
  }
  const isGroup = target.type === 'group';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    // A group needs a name; an empty group nickname shows the profile nickname again.
    if (isGroup && !trimmed) return setError(t`Please enter group name`);
    setSaving(true);
    setError(null);
    try {
      if (isGroup) await setGroupName(target.groupID, trimmed);
      else await setOwnGroupNickname(target.groupID, readStoredSession()?.userID ?? '', trimmed);
      await refreshQueries(queryClient, groupDetailsKey(target.groupID));
      showToast(appStore, t`Modified`);
      router.history.back();
    } catch {
      setError(t`Operation failed`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Screen title={isGroup ? t`Change group name` : t`My nickname in group`}>
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <label>
          {isGroup ? t`Group name` : t`Group nickname`}
          <input value={value} maxLength={MAX_LENGTH} onChange={(event) => setValue(event.target.value)} />
        </label>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={saving}>
          <Trans>Save</Trans>
        </button>
      </form>
    </Screen>
  );
}

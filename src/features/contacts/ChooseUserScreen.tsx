import { useMemo, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { loadAllFriends, inviteToGroup } from '../../sdk/groups';
import { Avatar } from '../../ui/Avatar';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { imReady } from '../auth/im-ready';
import { useGroupDetails } from '../groups/use-group-details';
import { chosenUsersAtom, type ChosenUser } from './chosen-users-atoms';
import { matchesSearch } from './match-search';
import '../groups/groups.css';
import { X } from 'lucide-react';

interface ChooseUserScreenProps {
  /** Where the selection is handed back (see chosen-users-atoms.ts). */
  resultKey: string;
  /** Invite mode: the chosen friends are invited to this group; its members show as already chosen. */
  groupID?: string;
}

/** Picks friends: search, check several, see them as chips, then hand them back or invite them. */
export function ChooseUserScreen({ resultKey, groupID }: ChooseUserScreenProps) {
  const { t } = useLingui();
  const router = useRouter();
  const setChosen = useSetAtom(chosenUsersAtom);
  const earlier = useAtomValue(chosenUsersAtom)[resultKey];
  const [selected, setSelected] = useState<ChosenUser[]>(() => (groupID ? [] : (earlier ?? [])));
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const friends = useQuery({
    queryKey: ['friendsToChoose'],
    queryFn: async () => {
      await imReady();
      return loadAllFriends();
    },
  });
  const group = useGroupDetails(groupID);
  const members = useMemo(() => new Set(group.data?.members.map((member) => member.userID)), [group.data]);

  const people = (friends.data ?? []).map((friend) => ({
    userID: friend.userID,
    name: friend.remark || friend.nickname || friend.userID,
    faceURL: friend.faceURL,
  }));
  const shown = people.filter((person) => matchesSearch(query, [person.name, person.userID]));
  const isSelected = (userID: string) => selected.some((person) => person.userID === userID);
  const toggle = (person: ChosenUser) =>
    setSelected((current) =>
      current.some((p) => p.userID === person.userID)
        ? current.filter((p) => p.userID !== person.userID)
        : [...current, person],
    );

  const done = async () => {
    if (!groupID) {
      setChosen((current) => ({ ...current, [resultKey]: selected }));
      router.history.back();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await inviteToGroup(
        groupID,
        selected.map((person) => person.userID),
      );
      showToast(appStore, t`Invited`);
      router.history.back();
    } catch {
      setError(t`Operation failed`);
    } finally {
      setBusy(false);
    }
  };

  const count = selected.length;
  return (
    <Screen title={groupID ? t`Invite members` : t`Choose contacts`}>
      <div className="picker-search">
        <input
          type="search"
          value={query}
          placeholder={t`Search`}
          aria-label={t`Search friends`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {count > 0 && (
        <ul className="picker-chips" aria-label={t`Chosen`}>
          {selected.map((person) => (
            <li key={person.userID}>
              <button
                type="button"
                className="picker-chip"
                aria-label={t`Remove ${person.name}`}
                onClick={() => toggle(person)}
              >
                <Avatar name={person.name} src={person.faceURL} size={24} />
                {person.name}
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {friends.isError && <FormError message={t`Could not load your friends`} />}
      {friends.isSuccess && shown.length === 0 && (
        <p className="empty-state">{query ? t`No friends match` : t`You have no friends to choose yet.`}</p>
      )}
      <ul className="list" aria-label={t`Friends`}>
        {shown.map((person) => {
          const member = members.has(person.userID);
          return (
            <li key={person.userID}>
              <label className="list-item member-row">
                <input
                  type="checkbox"
                  checked={member || isSelected(person.userID)}
                  disabled={member}
                  onChange={() => toggle(person)}
                />
                <Avatar name={person.name} src={person.faceURL} size={36} />
                <span className="member-row-name">{person.name}</span>
                {member && <span className="setting-value">{t`Already in the group`}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      <FormError message={error} />
      <div className="picker-footer">
        <button
          type="button"
          className="primary-button"
          disabled={busy || (Boolean(groupID) && count === 0)}
          onClick={() => void done()}
        >
          <Trans>Done ({count})</Trans>
        </button>
      </div>
    </Screen>
  );
}

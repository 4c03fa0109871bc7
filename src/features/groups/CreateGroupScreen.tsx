import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { atom, useAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { createGroup } from '../../sdk/groups';
import { Avatar } from '../../ui/Avatar';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { imReady } from '../auth/im-ready';
import { chosenUsersAtom } from '../contacts/chosen-users-atoms';
import { groupConversationID } from '../contacts/conversation-ids';
import { GroupAvatarPicker } from './GroupAvatarPicker';
import './groups.css';
import { X } from 'lucide-react';

/** The key under which /chooseUser hands this screen its members. */
const CHOOSE_KEY = 'createGroup';
const MAX_NAME_LENGTH = 64;

/** The name and avatar typed so far: they outlive the trip to /chooseUser, which unmounts this screen. */
const draftAtom = atom({ name: '', faceURL: '' });

/**
 * A new group: a name, an optional avatar and the friends picked on /chooseUser; then straight into its chat.
 * The route's groupType is not used: groups are always created as type 2 (deltas.md 4).
 */
export function CreateGroupScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [chosen, setChosen] = useAtom(chosenUsersAtom);
  const members = chosen[CHOOSE_KEY] ?? [];
  const [{ name, faceURL }, setDraft] = useAtom(draftAtom);
  const setName = (value: string) => setDraft((draft) => ({ ...draft, name: value }));
  const setFaceURL = (value: string) => setDraft((draft) => ({ ...draft, faceURL: value }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const removeMember = (userID: string) =>
    setChosen((current) => ({
      ...current,
      [CHOOSE_KEY]: (current[CHOOSE_KEY] ?? []).filter((member) => member.userID !== userID),
    }));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const groupName = name.trim();
    if (!groupName) return setError(t`Please enter group name`);
    if (members.length === 0) return setError(t`Choose at least one member`);
    setBusy(true);
    setError(null);
    try {
      await imReady();
      const group = await createGroup({
        groupName,
        faceURL,
        memberUserIDs: members.map((member) => member.userID),
      });
      setChosen(({ [CHOOSE_KEY]: _done, ...rest }) => rest);
      setDraft({ name: '', faceURL: '' });
      await navigate({
        to: '/chat',
        search: { conversationID: groupConversationID(group.groupID) },
        replace: true,
      });
    } catch {
      setError(t`Operation failed`);
      setBusy(false);
    }
  };

  const count = members.length;
  return (
    <Screen title={t`Create group`}>
      <form className="form" onSubmit={(event) => void create(event)} noValidate>
        <GroupAvatarPicker onUploaded={setFaceURL}>
          <Avatar name={name || t`Group`} src={faceURL} size={56} />
          <span>{faceURL ? t`Change avatar` : t`Add an avatar (optional)`}</span>
        </GroupAvatarPicker>
        <label>
          {t`Group name`}
          <input
            value={name}
            maxLength={MAX_NAME_LENGTH}
            placeholder={t`Please enter group name`}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <section aria-label={t`Members`}>
          <p>
            <Trans>Members ({count})</Trans>
          </p>
          {count > 0 && (
            <ul className="picker-chips" aria-label={t`Chosen members`}>
              {members.map((member) => (
                <li key={member.userID}>
                  <button
                    type="button"
                    className="picker-chip"
                    aria-label={t`Remove ${member.name}`}
                    onClick={() => removeMember(member.userID)}
                  >
                    <Avatar name={member.name} src={member.faceURL} size={24} />
                    {member.name}
                    <X size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link to="/chooseUser" search={{ key: CHOOSE_KEY }} className="secondary-button link-button">
            <Trans>Choose members</Trans>
          </Link>
        </section>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={busy}>
          <Trans>Create</Trans>
        </button>
      </form>
    </Screen>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '../FormDialog';
import { useDebounced } from '../../search/use-debounced';
import { useAdminAction } from './use-admin-action';
import { directoryApi } from './directory-api';
import type { UserFullInfo } from '../../../state/chat-entities';

const SEARCH_DELAY_MS = 300;

interface MemberDialogProps {
  departmentName: string;
  /** The membership being edited; none to add someone. */
  editing?: { userID: string; name: string; position: string; order: number };
  onSave: (member: { userID: string; position: string; order: number }) => Promise<unknown>;
  onClose: () => void;
}

/** How the console names a person: nickname, then whatever identifies them to an administrator. */
const contactOf = (user: UserFullInfo) =>
  [user.account, user.phoneNumber && `${user.areaCode ?? ''} ${user.phoneNumber}`.trim(), user.email]
    .filter(Boolean)
    .join(' · ') || user.userID;

/** Adds a person to a department (found by name, account, phone or e-mail), or edits their position and order. */
export function MemberDialog({ departmentName, editing, onSave, onClose }: MemberDialogProps) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), SEARCH_DELAY_MS);
  const [userID, setUserID] = useState(editing?.userID ?? '');
  const [position, setPosition] = useState(editing?.position ?? '');
  const [order, setOrder] = useState(String(editing?.order ?? 0));
  const { busy, error, run, setError } = useAdminAction({
    1003: t`This person is already in ${departmentName}.`,
  });
  const people = useQuery({
    queryKey: ['admin', 'people', settled],
    queryFn: () => directoryApi.searchPeople(settled),
    enabled: !editing && settled.length > 0,
  });

  const save = async () => {
    if (!userID) {
      setError(t`Choose a person.`);
      return;
    }
    if (!/^-?\d{1,9}$/.test(order.trim())) {
      setError(t`The order is a whole number.`);
      return;
    }
    if (await run(() => onSave({ userID, position: position.trim(), order: Number(order) }))) onClose();
  };

  return (
    <FormDialog
      title={editing ? t`Edit ${editing.name} in ${departmentName}` : t`Add a member to ${departmentName}`}
      confirmLabel={editing ? t`Save` : t`Add`}
      busy={busy}
      error={error}
      className="admin-member-dialog"
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      {!editing && (
        <>
          <label>
            {t`Find a person`}
            <input
              type="search"
              value={keyword}
              maxLength={128}
              placeholder={t`Name, account, phone or e-mail`}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </label>
          <fieldset className="admin-people">
            <legend>{t`Person`}</legend>
            {people.isFetching ? <p role="status">{t`Searching…`}</p> : null}
            {people.isSuccess && people.data.length === 0 ? <p role="status">{t`Nobody found.`}</p> : null}
            {(people.data ?? []).map(({ user }) => (
              <label key={user.userID} className="admin-person-choice">
                <input
                  type="radio"
                  name="person"
                  value={user.userID}
                  checked={userID === user.userID}
                  onChange={() => setUserID(user.userID)}
                />
                <span>
                  <span className="admin-person-name">{user.nickname || user.userID}</span>
                  <span className="admin-secondary">{contactOf(user)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      <label>
        {t`Position`}
        <input value={position} maxLength={64} onChange={(event) => setPosition(event.target.value)} />
      </label>
      <label>
        {t`Order in the department`}
        <input inputMode="numeric" value={order} onChange={(event) => setOrder(event.target.value)} />
      </label>
      <p className="admin-hint">{t`People are listed from the lowest order up.`}</p>
    </FormDialog>
  );
}

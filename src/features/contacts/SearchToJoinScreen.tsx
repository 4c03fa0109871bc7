import { useState, type FormEvent } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { findGroupByID } from '../../sdk/contacts';
import { searchUsers } from './user-search';
import { contactOwnerAtom } from '../../state/contacts/contact-atoms';
import { Avatar } from '../../ui/Avatar';
import { HrefLink } from './HrefLink';
import { groupCardHref, userCardHref } from './card-links';
import './contacts.css';

interface Result {
  id: string;
  name: string;
  faceURL: string;
  detail: string;
  href: string;
}

/** Finds someone to add (by ID, phone or e-mail) or a group to join (by its ID); a result opens its card. */
export function SearchToJoinScreen() {
  const { t } = useLingui();
  const { isGroup } = useSearch({ from: '/_authed/searchToJoin' });
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const signedIn = useAtomValue(contactOwnerAtom) !== null;
  const results = useQuery({
    queryKey: ['searchToJoin', isGroup, keyword],
    // A group is looked up through the SDK, which answers once signed in (the contact store then has its owner).
    enabled: keyword !== '' && (!isGroup || signedIn),
    retry: false,
    queryFn: async (): Promise<Result[]> => {
      if (isGroup) {
        const group = await findGroupByID(keyword);
        return group
          ? [
              {
                id: group.groupID,
                name: group.groupName || group.groupID,
                faceURL: group.faceURL,
                detail: t`ID: ${group.groupID}`,
                href: groupCardHref(group.groupID),
              },
            ]
          : [];
      }
      return (await searchUsers(keyword)).map((user) => ({
        id: user.userID,
        name: user.nickname || user.userID,
        faceURL: user.faceURL,
        detail: t`ID: ${user.userID}`,
        href: userCardHref(user.userID),
      }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };

  return (
    <Screen title={isGroup ? t`Join a group` : t`Add a friend`}>
      <form className="search-box" role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label={isGroup ? t`Group ID` : t`ID, phone number or e-mail`}
          placeholder={isGroup ? t`Group ID` : t`ID, phone number or e-mail`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="primary-button">
          {t`Search`}
        </button>
      </form>
      {results.isError && <FormError message={t`The search failed. Please try again.`} />}
      {results.isFetching && <p className="contact-detail" style={{ padding: '16px' }}>{t`Searching…`}</p>}
      {results.data?.length === 0 && (
        <p className="empty-state">{isGroup ? t`No group has this ID.` : t`No one matches your search.`}</p>
      )}
      {results.data && results.data.length > 0 && (
        <ul className="list" aria-label={t`Search results`}>
          {results.data.map((result) => (
            <li key={result.id}>
              <HrefLink href={result.href} className="contact-row">
                <Avatar name={result.name} src={result.faceURL} size={40} />
                <span className="contact-summary">
                  <span className="contact-name">{result.name}</span>
                  <span className="contact-detail">{result.detail}</span>
                </span>
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { friendsAtom, groupsAtom } from '../../state/contacts/contact-atoms';
import { friendMatches, friendName } from './friend-name';
import { Avatar } from '../../ui/Avatar';
import { HrefLink } from './HrefLink';
import { userCardHref } from './card-links';
import './contacts.css';

/** Searches the user's own friends and groups, on this device: no request leaves it. */
export function SearchFriendOrGroupScreen() {
  const { t } = useLingui();
  const friends = useAtomValue(friendsAtom);
  const groups = useAtomValue(groupsAtom);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const foundFriends = needle ? friends.filter((friend) => friendMatches(friend, needle)) : [];
  const foundGroups = needle
    ? groups.filter(
        (group) => group.groupName.toLowerCase().includes(needle) || group.groupID.toLowerCase().includes(needle),
      )
    : [];

  return (
    <Screen title={t`Search contacts`}>
      <div className="search-box" role="search">
        <input
          type="search"
          aria-label={t`Search friends and groups`}
          placeholder={t`Search`}
          value={query}
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {needle && foundFriends.length === 0 && foundGroups.length === 0 && (
        <p className="empty-state">{t`No friend or group matches your search.`}</p>
      )}
      {foundFriends.length > 0 && (
        <section aria-labelledby="found-friends">
          <h2 id="found-friends" className="section-heading">{t`Friends`}</h2>
          <ul className="list">
            {foundFriends.map((friend) => (
              <li key={friend.userID}>
                <HrefLink href={userCardHref(friend.userID)} className="contact-row">
                  <Avatar name={friendName(friend)} src={friend.faceURL} size={40} />
                  <span className="contact-name">{friendName(friend)}</span>
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {foundGroups.length > 0 && (
        <section aria-labelledby="found-groups">
          <h2 id="found-groups" className="section-heading">{t`Groups`}</h2>
          <ul className="list">
            {foundGroups.map((group) => (
              <li key={group.groupID}>
                <Link to="/chat" search={{ conversationID: `sg_${group.groupID}` }} className="contact-row">
                  <Avatar name={group.groupName} src={group.faceURL} size={40} />
                  <span className="contact-name">{group.groupName || group.groupID}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Screen>
  );
}

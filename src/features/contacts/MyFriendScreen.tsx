import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { friendsAtom } from '../../state/contacts/contact-atoms';
import { groupByInitial } from './friend-index';
import { friendMatches, friendName } from './friend-name';
import { Avatar } from '../../ui/Avatar';
import { HrefLink } from './HrefLink';
import { userCardHref } from './card-links';
import './contacts.css';

const sectionID = (initial: string) => `friends-${initial === '#' ? 'other' : initial}`;

export function MyFriendScreen() {
  const { t } = useLingui();
  const friends = useAtomValue(friendsAtom);
  const [query, setQuery] = useState('');
  const sections = useMemo(
    () =>
      groupByInitial(
        friends.filter((friend) => friendMatches(friend, query)),
        friendName,
      ),
    [friends, query],
  );
  const jumpTo = (initial: string) => document.getElementById(sectionID(initial))?.scrollIntoView({ block: 'start' });

  return (
    <Screen title={t`My friends`}>
      <div className="search-box">
        <input
          type="search"
          aria-label={t`Search friends`}
          placeholder={t`Search`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {friends.length === 0 ? (
        <p className="empty-state">{t`You have no friends here yet.`}</p>
      ) : sections.length === 0 ? (
        <p className="empty-state">{t`No friend matches your search.`}</p>
      ) : (
        <div className="friend-index">
          {sections.map((section) => (
            <section
              key={section.initial}
              id={sectionID(section.initial)}
              aria-labelledby={`${sectionID(section.initial)}-h`}
            >
              <h2 id={`${sectionID(section.initial)}-h`} className="section-heading">
                {section.initial}
              </h2>
              <ul className="list">
                {section.items.map((friend) => (
                  <li key={friend.userID}>
                    <HrefLink href={userCardHref(friend.userID)} className="contact-row">
                      <Avatar name={friendName(friend)} src={friend.faceURL} size={40} />
                      <span className="contact-name">{friendName(friend)}</span>
                    </HrefLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className="index-rail" aria-label={t`Index`}>
            {sections.map((section) => (
              <li key={section.initial}>
                <button
                  type="button"
                  aria-label={t`Jump to ${section.initial}`}
                  onClick={() => jumpTo(section.initial)}
                >
                  {section.initial}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Screen>
  );
}

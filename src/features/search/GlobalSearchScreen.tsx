import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { appStore } from '../../state/store';
import { loadFriends, loadGroups } from '../../sdk/contacts';
import { imReady } from '../auth/im-ready';
import { Avatar } from '../../ui/Avatar';
import { friendsAtom, groupsAtom } from '../../state/contacts/contact-atoms';
import { friendMatches, friendName } from '../contacts/friend-name';
import { HrefLink } from '../contacts/HrefLink';
import { userCardHref } from '../contacts/card-links';
import { HighlightedText } from './HighlightedText';
import { MessageHits } from './MessageHits';
import { useDebounced } from './use-debounced';
import '../chat/search/search.css';

/** Typing pauses this long before a search starts. */
const DEBOUNCE_MS = 300;

/** One box that finds friends, joined groups and messages of every chat on this device. */
export function GlobalSearchScreen() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const keyword = useDebounced(query.trim(), DEBOUNCE_MS);
  const needle = keyword.toLocaleLowerCase();
  const friends = useAtomValue(friendsAtom);
  const groups = useAtomValue(groupsAtom);

  // The contact store follows the SDK's events; reading the lists afresh here means a search never misses a
  // friend or group whose event was lost (the lists stay as they were when a read fails).
  useEffect(() => {
    void imReady().then(() =>
      Promise.allSettled([loadFriends(appStore), loadGroups(appStore)]).then((results) => {
        for (const result of results)
          if (result.status === 'rejected') console.error('search: contacts', result.reason);
      }),
    );
  }, []);
  const foundFriends = needle ? friends.filter((friend) => friendMatches(friend, needle)) : [];
  const foundGroups = needle
    ? groups.filter(
        (group) =>
          group.groupName.toLocaleLowerCase().includes(needle) || group.groupID.toLocaleLowerCase().includes(needle),
      )
    : [];

  return (
    <Screen title={t`Search`}>
      <div className="search-bar" role="search">
        <input
          type="search"
          aria-label={t`Search contacts, groups and messages`}
          placeholder={t`Search contacts, groups and messages`}
          value={query}
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {!keyword && <p className="empty-state">{t`Find friends, groups and messages on this device.`}</p>}
      {foundFriends.length > 0 && (
        <section aria-labelledby="global-search-contacts">
          <h2 id="global-search-contacts" className="search-section-heading">{t`Contacts`}</h2>
          <ul className="list">
            {foundFriends.map((friend) => (
              <li key={friend.userID}>
                <HrefLink href={userCardHref(friend.userID)} className="search-result">
                  <Avatar name={friendName(friend)} src={friend.faceURL} size={36} />
                  <span className="search-result-text">
                    <span className="search-result-body">
                      <HighlightedText text={friendName(friend)} keyword={keyword} />
                    </span>
                    <span className="search-result-head">
                      <span>
                        {t`ID`}: <HighlightedText text={friend.userID} keyword={keyword} />
                      </span>
                    </span>
                  </span>
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {foundGroups.length > 0 && (
        <section aria-labelledby="global-search-groups">
          <h2 id="global-search-groups" className="search-section-heading">{t`Groups`}</h2>
          <ul className="list">
            {foundGroups.map((group) => (
              <li key={group.groupID}>
                <Link to="/chat" search={{ conversationID: `sg_${group.groupID}` }} className="search-result">
                  <Avatar name={group.groupName} src={group.faceURL} size={36} />
                  <span className="search-result-text">
                    <span className="search-result-body">
                      <HighlightedText text={group.groupName || group.groupID} keyword={keyword} />
                    </span>
                    <span className="search-result-head">
                      <span>
                        {t`ID`}: <HighlightedText text={group.groupID} keyword={keyword} />
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {keyword && <MessageHits keyword={keyword} nothingElse={foundFriends.length === 0 && foundGroups.length === 0} />}
    </Screen>
  );
}

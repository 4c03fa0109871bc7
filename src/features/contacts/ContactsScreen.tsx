import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { NavigationList } from '../../ui/NavigationList';
import { formatBadgeCount } from '../../ui/badge-count';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import {
  unseenFriendApplicationCountAtom,
  unseenGroupApplicationCountAtom,
} from '../../state/contacts/application-atoms';
import { frequentContacts } from './frequent-contacts';
import { Avatar } from '../../ui/Avatar';
import { HrefLink } from './HrefLink';
import { userCardHref } from './card-links';
import { useServerFeatures } from '../../api/use-server-features';
import './contacts.css';

export function ContactsScreen() {
  const { t } = useLingui();
  const friendRequests = useAtomValue(unseenFriendApplicationCountAtom);
  const groupRequests = useAtomValue(unseenGroupApplicationCountAtom);
  const frequent = frequentContacts(useAtomValue(conversationsAtom));
  const { organization } = useServerFeatures();
  const badge = (count: number, label: string) => {
    const text = formatBadgeCount(count);
    return (
      text && (
        <span className="badge-inline" role="status" aria-label={label}>
          {text}
        </span>
      )
    );
  };
  return (
    <Screen
      title={t`Contacts`}
      showBack={false}
      actions={
        <Link to="/contactAdd" className="header-link" aria-label={t`Add contacts`}>
          +
        </Link>
      }
    >
      <Link to="/searchFriendOrGroup" className="search-entry" aria-label={t`Search friends and groups`}>
        {t`Search`}
      </Link>
      <NavigationList
        label={t`Contacts`}
        entries={[
          {
            to: '/newFriend',
            label: t`New friends`,
            trailing: badge(
              friendRequests,
              t`${plural(friendRequests, { one: '# new friend request', other: '# new friend requests' })}`,
            ),
          },
          {
            to: '/newGroup',
            label: t`New group chats`,
            trailing: badge(
              groupRequests,
              t`${plural(groupRequests, { one: '# new group request', other: '# new group requests' })}`,
            ),
          },
          { to: '/myFriend', label: t`My friends` },
          { to: '/myGroup', label: t`My groups` },
          { to: '/blackList', label: t`Blacklist` },
          // OpenIM's open-source chat service has no directory: no entry for it there.
          ...(organization ? [{ to: '/org' as const, label: t`Organization` }] : []),
        ]}
      />
      {frequent.length > 0 && (
        <section aria-labelledby="frequent-contacts">
          <h2 id="frequent-contacts" className="section-heading">{t`Frequent contacts`}</h2>
          <ul className="list">
            {frequent.map((person) => (
              <li key={person.userID}>
                <HrefLink href={userCardHref(person.userID)} className="contact-row">
                  <Avatar name={person.name} src={person.faceURL} size={40} />
                  <span className="contact-name">{person.name}</span>
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Screen>
  );
}

import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { NavigationList } from '../../ui/NavigationList';
import { formatBadgeCount } from '../../ui/badge-count';
import { unhandledFriendApplicationCountAtom, unhandledGroupApplicationCountAtom } from './application-atoms';

export function ContactsScreen() {
  const { t } = useLingui();
  const friendRequests = formatBadgeCount(useAtomValue(unhandledFriendApplicationCountAtom));
  const groupRequests = formatBadgeCount(useAtomValue(unhandledGroupApplicationCountAtom));
  return (
    <Screen title={t`Contacts`} showBack={false}>
      <NavigationList
        label={t`Contacts`}
        entries={[
          {
            to: '/newFriend',
            label: t`New friends`,
            trailing: friendRequests && <span className="badge-inline">{friendRequests}</span>,
          },
          {
            to: '/newGroup',
            label: t`New group chats`,
            trailing: groupRequests && <span className="badge-inline">{groupRequests}</span>,
          },
          { to: '/myFriend', label: t`My friends` },
          { to: '/myGroup', label: t`My groups` },
          { to: '/blackList', label: t`Blocked contacts` },
          { to: '/org', label: t`Organization` },
          { to: '/contactAdd', label: t`Add contacts` },
        ]}
      />
    </Screen>
  );
}

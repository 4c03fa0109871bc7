import { Link, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../ui/Badge';
import { TabIcon } from '../ui/TabIcon';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { unseenApplicationCountAtom } from '../state/contacts/application-atoms';
import { momentsUnreadAtom } from '../features/moments/moments-atoms';

export function TabFrame() {
  const { t } = useLingui();
  const unread = useAtomValue(totalUnreadCountAtom);
  const pendingApplications = useAtomValue(unseenApplicationCountAtom);
  const momentsUnread = useAtomValue(momentsUnreadAtom);
  return (
    <>
      <Outlet />
      <nav className="tab-bar" aria-label={t`Main`}>
        <Link to="/conversation">
          <TabIcon name="messages" />
          {t`Messages`}
          <Badge count={unread} label={t`${unread} unread messages`} />
        </Link>
        <Link to="/contact">
          <TabIcon name="contacts" />
          {t`Contacts`}
          <Badge count={pendingApplications} label={t`${pendingApplications} pending applications`} />
        </Link>
        <Link to="/workbench">
          <TabIcon name="workbench" />
          {t`Workbench`}
          <Badge count={momentsUnread} label={t`${momentsUnread} new likes, comments and mentions`} />
        </Link>
        <Link to="/profile">
          <TabIcon name="me" />
          {t`Me`}
        </Link>
      </nav>
    </>
  );
}

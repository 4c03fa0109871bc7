import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../ui/Badge';
import { TabIcon } from '../../ui/TabIcon';
import { totalUnreadCountAtom } from '../../state/conversations/unread-atoms';
import { unseenApplicationCountAtom } from '../../state/contacts/application-atoms';
import { momentsUnreadAtom } from '../../api/moment-state/moments-atoms';
import type { TabPath } from './tabs';

/**
 * The main navigation: a bar at the bottom on phones, a rail on the left on desktops. `current` is the tab whose
 * list is showing, which on a desktop stays marked while a screen opened from it is open beside it.
 */
export function TabBar({ variant, current }: { variant: 'bar' | 'rail'; current: TabPath | null }) {
  const { t } = useLingui();
  const unread = useAtomValue(totalUnreadCountAtom);
  const pendingApplications = useAtomValue(unseenApplicationCountAtom);
  const momentsUnread = useAtomValue(momentsUnreadAtom);
  const tab = (to: TabPath) => ({
    to,
    'data-current': current === to,
    'aria-current': current === to ? ('page' as const) : undefined,
  });
  return (
    <nav className={variant === 'rail' ? 'tab-bar tab-rail' : 'tab-bar'} aria-label={t`Main`}>
      <Link {...tab('/conversation')}>
        <TabIcon name="messages" />
        <span className="tab-label">{t`Messages`}</span>
        <Badge count={unread} label={t`${plural(unread, { one: '# unread message', other: '# unread messages' })}`} />
      </Link>
      <Link {...tab('/contact')}>
        <TabIcon name="contacts" />
        <span className="tab-label">{t`Contacts`}</span>
        <Badge
          count={pendingApplications}
          label={t`${plural(pendingApplications, { one: '# pending application', other: '# pending applications' })}`}
        />
      </Link>
      <Link {...tab('/workbench')}>
        <TabIcon name="workbench" />
        <span className="tab-label">{t`Workbench`}</span>
        <Badge
          count={momentsUnread}
          label={t`${plural(momentsUnread, { one: '# new like, comment or mention', other: '# new likes, comments and mentions' })}`}
        />
      </Link>
      <Link {...tab('/profile')}>
        <TabIcon name="me" />
        <span className="tab-label">{t`Me`}</span>
      </Link>
    </nav>
  );
}

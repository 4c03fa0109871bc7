import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { PaneContext, WIDE_LAYOUT_QUERY } from '../../ui/pane';
import { useMediaQuery } from '../../ui/use-media-query';
import { TabBar } from './TabBar';
import { homeTabOf, lastTabAtom, tabOf, type TabPath } from './tabs';
import { messageSummary } from '../../features/conversations/message-summary';
import { setNotificationSummary } from '../../sdk/message-notifications';

// System notifications preview a message the way the conversation list does.
setNotificationSummary(messageSummary);

// Lazy, as their routes are: the list beside an open screen loads only on a desktop.
const tabLists: Record<TabPath, ComponentType> = {
  '/conversation': lazy(() =>
    import('../../features/conversations/ConversationListScreen').then((m) => ({ default: m.ConversationListScreen })),
  ),
  '/contact': lazy(() => import('../../features/contacts/ContactsScreen').then((m) => ({ default: m.ContactsScreen }))),
  '/workbench': lazy(() =>
    import('../../features/workbench/WorkbenchScreen').then((m) => ({ default: m.WorkbenchScreen })),
  ),
  '/profile': lazy(() => import('../../features/profile/ProfileScreen').then((m) => ({ default: m.ProfileScreen }))),
};

/**
 * The signed-in app's layout. Narrow windows show one screen at a time with the tab bar under the tab screens (the
 * phone layout). From 900 px (56.25rem, so a large font setting or zoom falls back to the phone layout) it shows a
 * tab rail, the current tab's list on the left, and on the right the screen opened from it: a chat, a card, a
 * setting. On a tab route the right pane says to pick something. Routes are the same in both: the layout only
 * decides where the matched route's screen goes. Both layouts are one tree (the narrow one's wrappers take no box),
 * so a screen stays mounted when the window crosses 900 px: an open dialog, a scroll position or a draft survives.
 */
export function AppShell() {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const onTab = useRouterState({ select: (state) => state.matches.some((m) => m.routeId === '/_authed/_tabs') });
  const pathname = useLocation({ select: (location) => location.pathname });
  const pathTab = tabOf(pathname);
  const lastTab = useAtomValue(lastTabAtom);

  const current = onTab && pathTab ? pathTab : (lastTab ?? homeTabOf(pathname));
  const List = tabLists[current];
  return (
    <div className={wide ? 'app-shell' : 'one-column'}>
      {wide && <TabBar variant="rail" current={current} />}
      <div className={wide ? 'list-pane' : 'one-column'}>
        {(wide || onTab) && (
          <PaneContext value={wide ? 'list' : 'single'}>
            {onTab ? (
              <Outlet />
            ) : (
              <Suspense fallback={null}>
                <List />
              </Suspense>
            )}
          </PaneContext>
        )}
      </div>
      <div className={wide ? 'detail-pane' : 'one-column'}>
        {(wide || !onTab) && (
          <PaneContext value={wide ? 'detail' : 'single'}>{onTab ? <NothingOpen /> : <Outlet />}</PaneContext>
        )}
      </div>
    </div>
  );
}

function NothingOpen() {
  const { t } = useLingui();
  return (
    <div className="nothing-open">
      <p>{t`Pick a chat, a contact or a setting on the left.`}</p>
    </div>
  );
}

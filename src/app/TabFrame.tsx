import { useEffect } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useMediaQuery } from '../ui/use-media-query';
import { WIDE_LAYOUT_QUERY } from '../ui/pane';
import { TabBar } from './shell/TabBar';
import { lastTabAtom, tabOf } from './shell/tabs';

/** A tab's screen with the tab bar under it; on a desktop the shell shows the tabs as a rail instead. */
export function TabFrame() {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const current = tabOf(useLocation({ select: (location) => location.pathname }));
  const setLastTab = useSetAtom(lastTabAtom);
  useEffect(() => {
    if (current) setLastTab(current);
  }, [current, setLastTab]);
  return (
    <>
      <Outlet />
      {!wide && <TabBar variant="bar" current={current} />}
    </>
  );
}

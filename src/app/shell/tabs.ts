import { atom } from 'jotai';

/** The four tabs, by their route. */
export const TABS = ['/conversation', '/contact', '/workbench', '/profile'] as const;
export type TabPath = (typeof TABS)[number];

export function tabOf(pathname: string): TabPath | null {
  return TABS.find((tab) => pathname === tab || pathname.startsWith(`${tab}/`)) ?? null;
}

/**
 * The tab a screen is opened from, when there is one: Me's settings, Contacts' lists. A direct load or a reload of
 * such a screen shows that tab beside it; any other (a chat, a card) shows Messages.
 */
const HOME_TABS: Record<string, TabPath> = {
  '/selfInfoDetails': '/profile',
  '/selfOrGroupQr': '/profile',
  '/previewRtcHistory': '/profile',
  '/accountSettings': '/profile',
  '/changePassword': '/profile',
  '/changeEmail': '/profile',
  '/blackList': '/profile',
  '/language': '/profile',
  '/appearance': '/profile',
  '/config': '/profile',
  '/about': '/profile',
  '/newFriend': '/contact',
  '/newGroup': '/contact',
  '/myFriend': '/contact',
  '/myGroup': '/contact',
  '/contactAdd': '/contact',
  '/org': '/contact',
  '/moments': '/workbench',
  '/newMeeting': '/workbench',
};

export function homeTabOf(pathname: string): TabPath {
  return HOME_TABS[pathname] ?? '/conversation';
}

/**
 * The tab the user was last on, once they have been on one. On a desktop its list stays in the left pane while a
 * screen opened from it (a chat, a card, a setting) shows on the right; before any, the screen's home tab.
 */
export const lastTabAtom = atom<TabPath | null>(null);

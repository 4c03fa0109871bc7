import { atom } from 'jotai';

/** The four tabs, by their route. */
export const TABS = ['/conversation', '/contact', '/workbench', '/profile'] as const;
export type TabPath = (typeof TABS)[number];

export function tabOf(pathname: string): TabPath | null {
  return TABS.find((tab) => pathname === tab || pathname.startsWith(`${tab}/`)) ?? null;
}

/**
 * The tab the user was last on. On a desktop its list stays in the left pane while a screen opened from it (a
 * chat, a card, a setting) shows on the right; a deep link into such a screen shows the Messages list.
 */
export const lastTabAtom = atom<TabPath>('/conversation');

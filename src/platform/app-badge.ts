/**
 * The installed app's icon badge: the total unread count, cleared at zero (issue 16, item 5). Browsers without the
 * Badging API, or a page that is not installed, simply ignore it.
 */
type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function showUnreadBadge(count: number, target: Navigator = navigator): void {
  const badging = target as BadgingNavigator;
  if (count > 0) void badging.setAppBadge?.(count).catch(() => undefined);
  else void badging.clearAppBadge?.().catch(() => undefined);
}

export function clearUnreadBadge(target: Navigator = navigator): void {
  void (target as BadgingNavigator).clearAppBadge?.().catch(() => undefined);
}

import type { createStore } from 'jotai';
import { readStoredSession } from '../state/session/stored-session';
import {
  markPromptedForNotifications,
  notificationSettingsAtom,
  type NotificationSettings,
} from '../platform/notification-settings';
import { requestNotificationPermission } from '../platform/system-notifications';
import { startPush, stopPush } from '../platform/web-push';

type Store = ReturnType<typeof createStore>;

/**
 * Turns system notifications on (asking the browser, inside the user's click) or off; push follows. Resolves to
 * what the browser answered, so the screen can say when it blocks them.
 */
export async function setNotificationsEnabled(
  store: Store,
  on: boolean,
): Promise<NotificationPermission | 'unsupported' | 'off'> {
  markPromptedForNotifications();
  if (!on) {
    store.set(notificationSettingsAtom, { enabled: false });
    await stopPush().catch(() => undefined);
    return 'off';
  }
  const permission = await requestNotificationPermission();
  store.set(notificationSettingsAtom, { enabled: permission === 'granted' });
  if (permission === 'granted') await restartPush(store);
  return permission;
}

/** Private previews or push changed: the server learns the new choice (or forgets this browser). */
export async function changeNotificationSetting(store: Store, change: Partial<NotificationSettings>): Promise<void> {
  store.set(notificationSettingsAtom, change);
  await restartPush(store);
}

async function restartPush(store: Store): Promise<void> {
  const session = readStoredSession();
  const settings = store.get(notificationSettingsAtom);
  if (!session || !settings.enabled || !settings.push) {
    await stopPush().catch(() => undefined);
    return;
  }
  // Without a push service (an offline machine) the page's own notifications still work.
  await startPush(store, session).catch(() => undefined);
}

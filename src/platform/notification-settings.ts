import { atom } from 'jotai';

/**
 * This device's notification choices, kept in local storage: they belong to the browser that shows the
 * notifications, not to the account (another device may want them differently).
 */
export interface NotificationSettings {
  /** System notifications while the app is hidden (needs the browser's permission too). */
  enabled: boolean;
  /** Only "New message", with no sender or words, on the lock screen and in pushes. */
  privatePreviews: boolean;
  /** Web Push, for when no tab is open. */
  push: boolean;
}

const KEY = 'parley.notifications';
const PROMPTED_KEY = 'parley.notifications.prompted';
const DEFAULTS: NotificationSettings = { enabled: true, privatePreviews: false, push: true };

export function readNotificationSettings(storage: Storage = localStorage): NotificationSettings {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<NotificationSettings>;
    return {
      enabled: typeof stored.enabled === 'boolean' ? stored.enabled : DEFAULTS.enabled,
      privatePreviews: typeof stored.privatePreviews === 'boolean' ? stored.privatePreviews : DEFAULTS.privatePreviews,
      push: typeof stored.push === 'boolean' ? stored.push : DEFAULTS.push,
    };
  } catch {
    return DEFAULTS;
  }
}

const settingsBaseAtom = atom<NotificationSettings>(readNotificationSettings());

/** The settings; writing one field stores it. */
export const notificationSettingsAtom = atom(
  (get) => get(settingsBaseAtom),
  (get, set, change: Partial<NotificationSettings>) => {
    const next = { ...get(settingsBaseAtom), ...change };
    localStorage.setItem(KEY, JSON.stringify(next));
    set(settingsBaseAtom, next);
  },
);

/** The one-time "turn on notifications?" after the first sent message: asked once per browser, ever. */
export const wasPromptedForNotifications = () => localStorage.getItem(PROMPTED_KEY) === '1';
export const markPromptedForNotifications = () => localStorage.setItem(PROMPTED_KEY, '1');

/** Shown in the chat after the user's first sent message while the browser has not been asked yet. */
export const notificationPromptAtom = atom(false);

/** After a sent message: offers notifications once, if the browser has never been asked. */
export function offerNotificationsOnce(store: {
  set: (atom: typeof notificationPromptAtom, value: boolean) => void;
}): void {
  if (wasPromptedForNotifications()) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  store.set(notificationPromptAtom, true);
}

/**
 * System notifications through the service worker, for anything that must reach a user who is not looking: new
 * messages here, incoming calls elsewhere. A notification shown by the worker survives the page being hidden or
 * closed, and its click comes back to the worker (sw/notification-click.ts), which focuses or opens the app.
 */

/** What the worker needs to route a click: the app address to open, and the conversation, if any. */
export interface NotificationRoute {
  url: string;
  conversationID?: string;
}

export interface SystemNotification {
  title: string;
  body?: string;
  /** One notification per tag: a newer one replaces the older (one per conversation, one per call). */
  tag: string;
  route: NotificationRoute;
  /** True when the app already made a sound, so the system's own sound stays quiet. */
  silent?: boolean;
  /** Keep it until the user acts (an incoming call). */
  requireInteraction?: boolean;
}

export const notificationsSupported = () => typeof Notification !== 'undefined' && 'serviceWorker' in navigator;

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  notificationsSupported() ? Notification.permission : 'unsupported';

/** Must run inside a user gesture (a switch, a button): browsers never ask on load. */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!notificationsSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ?? null;
}

/** Shows it when permission is granted and a worker is installed; reports whether it did. */
export async function showSystemNotification(notification: SystemNotification): Promise<boolean> {
  if (notificationPermission() !== 'granted') return false;
  const worker = await registration();
  if (!worker) return false;
  await worker.showNotification(notification.title, {
    body: notification.body,
    tag: notification.tag,
    // A new message in the same conversation alerts again instead of replacing silently.
    renotify: true,
    silent: notification.silent ?? false,
    requireInteraction: notification.requireInteraction ?? false,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: notification.route,
  } as NotificationOptions);
  return true;
}

/** Closes the notifications of one tag: a conversation read on any device, a call answered. */
export async function closeSystemNotifications(tag: string): Promise<void> {
  const worker = await registration();
  if (!worker) return;
  for (const shown of await worker.getNotifications({ tag })) shown.close();
}

export async function closeAllSystemNotifications(): Promise<void> {
  const worker = await registration();
  if (!worker) return;
  for (const shown of await worker.getNotifications()) shown.close();
}

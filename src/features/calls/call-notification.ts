/**
 * The system notification for an incoming call while the page is hidden, through the service worker's
 * registration (a page-level `new Notification` is not allowed in installed apps on every platform).
 *
 * Showing and closing each wait for the registration, so two calls in a row could finish in the other order: a
 * re-render of the ringing screen (the caller's name arriving) closes the notification and shows it again, and a close
 * that finished last took the new notification with it, leaving a hidden tab ringing with nothing on screen. They run
 * one after the other, in the order they were asked for.
 */
let lastChange: Promise<void> = Promise.resolve();

function inOrder(change: () => Promise<void>): Promise<void> {
  lastChange = lastChange.then(change).catch(() => undefined);
  return lastChange;
}

export function showIncomingCallNotification(roomID: string, title: string, body: string): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted' || !('serviceWorker' in navigator))
    return Promise.resolve();
  return inOrder(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.showNotification(title, {
      body,
      tag: `call-${roomID}`,
      requireInteraction: true,
      icon: '/icons/icon-192.png',
    });
  });
}

export function closeIncomingCallNotification(roomID: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  return inOrder(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    for (const notification of (await registration?.getNotifications({ tag: `call-${roomID}` })) ?? [])
      notification.close();
  });
}

/** Asked when the user starts or answers a call (a gesture), so later incoming calls can notify. */
export function askNotificationPermissionOnce(): void {
  if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
}

/**
 * The system notification for an incoming call while the page is hidden, through the service worker's
 * registration (a page-level `new Notification` is not allowed in installed apps on every platform).
 */
export async function showIncomingCallNotification(roomID: string, title: string, body: string): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.showNotification(title, {
    body,
    tag: `call-${roomID}`,
    requireInteraction: true,
    icon: '/icons/icon-192.png',
  });
}

export async function closeIncomingCallNotification(roomID: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  for (const notification of (await registration?.getNotifications({ tag: `call-${roomID}` })) ?? [])
    notification.close();
}

/** Asked when the user starts or answers a call (a gesture), so later incoming calls can notify. */
export function askNotificationPermissionOnce(): void {
  if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
}

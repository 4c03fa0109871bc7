/**
 * A notification clicked while a window is open: the service worker focuses it and sends the path to show
 * (sw/notifications.ts). The router goes there without reloading the app.
 */
export function followNotificationClicks(navigate: (path: string) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listen = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type !== 'open-app-path' || typeof data.path !== 'string') return;
    if (!data.path.startsWith('/') || data.path.startsWith('//')) return;
    navigate(data.path);
  };
  navigator.serviceWorker.addEventListener('message', listen);
  return () => navigator.serviceWorker.removeEventListener('message', listen);
}

/**
 * A call push's address carries its invitation in `ring` (sw/notifications.ts): split off, the rest is where to go.
 */
export function splitRing(path: string): { path: string; ring: unknown } {
  const url = new URL(path, location.origin);
  const raw = url.searchParams.get('ring');
  if (raw === null) return { path, ring: null };
  url.searchParams.delete('ring');
  let ring: unknown = null;
  try {
    ring = JSON.parse(raw);
  } catch {
    // A mangled address rings nothing.
  }
  return { path: `${url.pathname}${url.search}${url.hash}`, ring };
}

/**
 * The invitation of a call push that opened the app (no window was left), taken out of the address before the
 * router reads it, so a reload never rings again.
 */
export function takeRingFromAddress(): unknown {
  // Taken once per page: a second call (React may run a state initialiser twice) sees the same invitation.
  if (taken !== undefined) return taken;
  const { path, ring } = splitRing(`${location.pathname}${location.search}${location.hash}`);
  if (path !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', path);
  taken = ring;
  return ring;
}
let taken: unknown;

/**
 * A notification clicked while a window is open: the service worker focuses it and sends the path to show
 * (sw/notifications.ts). The router goes there without reloading the app; a call push's invitation goes to `ring`.
 */
export function followNotificationClicks(
  navigate: (path: string) => void,
  ring: (invitation: unknown) => void,
): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listen = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type !== 'open-app-path' || typeof data.path !== 'string') return;
    if (!data.path.startsWith('/') || data.path.startsWith('//')) return;
    const split = splitRing(data.path);
    navigate(split.path);
    if (split.ring !== null) ring(split.ring);
  };
  navigator.serviceWorker.addEventListener('message', listen);
  return () => navigator.serviceWorker.removeEventListener('message', listen);
}

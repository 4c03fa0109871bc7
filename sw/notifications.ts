/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

/** What a push from the server carries (server/chat/push/push-preview.ts, call-invite-push.ts). */
interface PushPayload {
  conversationID: string;
  title: string;
  body: string;
  /** A call invite: the invitation, which the app checks before it rings (src/pwa/notification-clicks.ts). */
  call: { roomID: string } | null;
}

const chatPath = (conversationID: string) => `/chat?conversationID=${encodeURIComponent(conversationID)}`;

/** The conversation a window shows, read from its address (/chat?conversationID=…). */
function openChatOf(client: WindowClient): string | null {
  const url = new URL(client.url);
  return url.pathname === '/chat' ? url.searchParams.get('conversationID') : null;
}

function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as { conversationID?: unknown; title?: unknown; body?: unknown; call?: unknown };
    if (typeof value?.conversationID !== 'string' || typeof value.title !== 'string') return null;
    const call = value.call as { roomID?: unknown } | undefined;
    return {
      conversationID: value.conversationID,
      title: value.title,
      body: String(value.body ?? ''),
      call: typeof call?.roomID === 'string' ? (call as { roomID: string }) : null,
    };
  } catch {
    return null;
  }
}

/**
 * A push from the server: a message reached this user while no tab had a live connection. It shows as the page
 * would show it (one notification per conversation), unless a visible window already has that chat open.
 */
async function showPush(data: PushMessageData | null): Promise<void> {
  const payload = readPayload(data);
  if (!payload) return;
  if (payload.call) return showCallPush(payload, payload.call);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((w) => w.visibilityState === 'visible' && openChatOf(w) === payload.conversationID)) return;
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.conversationID,
    renotify: true,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: chatPath(payload.conversationID), conversationID: payload.conversationID },
  } as NotificationOptions);
}

/**
 * A call invite for a closed app: it stays until answered or dismissed, as a ringing phone does, and opening it
 * opens the chat with the invitation in the address (`ring`), so the app rings while the invite is still live.
 */
async function showCallPush(payload: PushPayload, call: { roomID: string }): Promise<void> {
  const url = `${chatPath(payload.conversationID)}&ring=${encodeURIComponent(JSON.stringify(call))}`;
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: `call-${call.roomID}`,
    renotify: true,
    requireInteraction: true,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url, conversationID: payload.conversationID },
  } as NotificationOptions);
}

/** Only an address inside the app: a notification's data must never send the user elsewhere. */
function appPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}

/**
 * A click focuses a window of the app and tells it what to show (its router navigates without a reload), or opens
 * the app there when no window is left.
 */
async function openFromNotification(notification: Notification): Promise<void> {
  const route = (notification.data ?? {}) as { url?: unknown; conversationID?: unknown };
  const path = appPath(route.url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = windows.find((w) => w.focused) ?? windows[0];
  if (target) {
    // focus() is refused outside a real click's handler; the window is told where to go all the same.
    await target.focus().catch(() => undefined);
    target.postMessage({ type: 'open-app-path', path });
    return;
  }
  await self.clients.openWindow(path);
}

export function registerNotificationHandlers(): void {
  // The work starts before waitUntil, which throws for an event the worker did not get from the browser.
  self.addEventListener('push', (event) => {
    const showing = showPush(event.data);
    event.waitUntil(showing);
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const opening = openFromNotification(event.notification);
    event.waitUntil(opening);
  });
}

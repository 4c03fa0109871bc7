import type { createStore } from 'jotai';
import { readEndpoints } from '../config/endpoints';
import { notificationSettingsAtom } from './notification-settings';
import { notificationPermission } from './system-notifications';

type Store = ReturnType<typeof createStore>;

interface PushSession {
  imToken: string;
}

let current: { session: PushSession; endpoint: string } | null = null;

/** The chat service has no push routes (OpenIM's own chat service answers them 404: Web Push is Parley's addition). */
class PushUnavailableError extends Error {}

/**
 * A call to the chat service's push routes (/chat/push/*) with the user's own IM token: a subscription belongs to
 * the device's IM session, whose platform the chat service asks IM for.
 */
async function pushApi<T>(path: string, body: unknown, session: PushSession): Promise<T> {
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  const response = await fetch(`${chatUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: session.imToken, operationID: crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status === 404) throw new PushUnavailableError(path);
  const envelope = (await response.json()) as { errCode: number; errMsg: string; data: T };
  if (envelope.errCode !== 0) throw new Error(`${path}: ${envelope.errCode} ${envelope.errMsg}`);
  return envelope.data;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Whether the chat service can push to this browser while Parley is closed, by a harmless read of its key. A network
 * failure is no answer, and is thrown.
 */
export async function pushOffered(session: PushSession): Promise<boolean> {
  try {
    await pushApi('/push/get_vapid_public_key', {}, session);
    return true;
  } catch (error) {
    if (error instanceof PushUnavailableError) return false;
    throw error;
  }
}

/**
 * Subscribes this browser to Web Push for the signed-in user, when the user allows notifications and push: the
 * server then reaches them when no tab is open. Safe to call again (after a settings change): it refreshes the
 * preview choice the server keeps.
 */
export async function startPush(store: Store, session: PushSession): Promise<void> {
  const settings = store.get(notificationSettingsAtom);
  if (!settings.enabled || !settings.push || notificationPermission() !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.pushManager) return;
  const { publicKey } = await pushApi<{ publicKey: string }>('/push/get_vapid_public_key', {}, session);
  const serverKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (the server's data directory was replaced) cannot be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  const json = subscription.toJSON();
  await pushApi(
    '/push/subscribe',
    {
      endpoint: json.endpoint,
      keys: json.keys,
      privatePreviews: settings.privatePreviews,
      locale: document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en',
    },
    session,
  );
  current = { session, endpoint: subscription.endpoint };
}

/** Sign-out, or push turned off: the server forgets this browser and the browser drops the subscription. */
export async function stopPush(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  const known = current;
  current = null;
  if (known) await pushApi('/push/unsubscribe', { endpoint: known.endpoint }, known.session).catch(() => undefined);
  await subscription?.unsubscribe();
}

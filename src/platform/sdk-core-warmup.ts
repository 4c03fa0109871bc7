/**
 * The service worker's install fills the SDK's own cache with openIM.wasm (sw/sdk-core.ts), so that an install made
 * online starts offline. An SDK started during that install finds the cache still empty and downloads the core a
 * second time: 4.7 MB compressed, 23 s on a slow link (issue 18). Waiting for the worker's copy shares the one
 * download; the SDK then checks the cached copy with a HEAD request and uses it. The worker fetches the core beside
 * the app's own files, so the wait ends when the core is in the cache, not when the install does.
 */

/** Never hold the SDK back longer than this: an install that hangs must not keep the app from starting. */
const MAX_WAIT_MS = 60_000;
/** The service worker says when the core is stored (sw/sdk-core.ts); the poll covers a message that never comes. */
const CORE_POLL_MS = 250;
const SDK_CORE_CACHED_CHANNEL = 'parley-sdk-core-cached';
/** Where @openim/wasm-client-sdk's loader keeps the core (its fetchWithCache), as sw/sdk-core.ts fills it. */
const SDK_CORE_CACHE = 'openim-wasm-cache';
const SDK_CORE_PATH = '/openIM.wasm';

async function coreCached(): Promise<boolean> {
  const cache = await caches.open(SDK_CORE_CACHE);
  return (await cache.match(SDK_CORE_PATH)) !== undefined;
}

/** An older worker that does not answer WARM_CORE is not waited for longer than this. */
const ANSWER_WAIT_MS = 2_000;

/**
 * Resolves once the worker's copy of the core is stored, its download failed, or there is none to wait for. The
 * worker starts the download in its install and no longer waits for it there (its shell alone makes the app work
 * offline), so the page asks it for the download (WARM_CORE): the one download goes on, or starts again.
 */
export async function coreWarmUpDone(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
  if (!worker || (await coreCached().catch(() => true))) return;
  await new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(unanswered);
      clearInterval(poll);
      channel?.close();
      reply.port1.close();
      resolve();
    };
    const timer = setTimeout(finish, MAX_WAIT_MS);
    const unanswered = setTimeout(finish, ANSWER_WAIT_MS);
    const poll = setInterval(() => {
      void coreCached().then((cached) => cached && finish(), finish);
    }, CORE_POLL_MS);
    const channel = 'BroadcastChannel' in globalThis ? new BroadcastChannel(SDK_CORE_CACHED_CHANNEL) : undefined;
    if (channel) channel.onmessage = finish;
    const reply = new MessageChannel();
    reply.port1.onmessage = ({ data }) => (data === 'warming' ? clearTimeout(unanswered) : finish());
    worker.postMessage({ type: 'WARM_CORE' }, [reply.port2]);
  });
}

/** Whether the SDK's cache holds the core: with the worker's shell, what the app needs to start offline. */
export const sdkCoreCached = () => coreCached().catch(() => false);

/** How long a first visit's early start waits for the service worker's registration (made at the page's load). */
const REGISTRATION_WAIT_MS = 10_000;
let registering: Promise<unknown> | undefined;

/** register-service-worker.ts: the page's registration of its worker, which an early start of the SDK waits for. */
export function noteRegistration(registration: Promise<unknown>): void {
  registering = registration.catch(() => undefined);
}

/**
 * Resolves once the core's download can be shared with the service worker: at once when a worker controls the page or
 * the page registers none; on a first visit, once the page has registered its worker (workbox-window registers at the
 * page's load), whose install downloads the core, so that `coreWarmUpDone` then finds it and waits for its copy
 * instead of downloading the core a second time. Never later than REGISTRATION_WAIT_MS.
 */
export async function coreDownloadShareable(): Promise<void> {
  if (!registering || navigator.serviceWorker.controller) return;
  await Promise.race([registering, new Promise((resolve) => setTimeout(resolve, REGISTRATION_WAIT_MS))]);
}

/// <reference lib="webworker" />
/**
 * The SDK's loader keeps openIM.wasm (35.7 MB) in its own Cache Storage entry and, on every start,
 * sends HEAD /openIM.wasm to compare ETag and Last-Modified with it. Precaching the core as well would
 * download and store it twice, so the worker leaves the copy to the SDK and makes that copy work offline:
 * it answers the HEAD from the SDK's cache, and fills the SDK's cache ahead of first use so that an install
 * made online can start offline.
 */

export const SDK_CORE_PATH = '/openIM.wasm';
/** Where the worker says that the core is in the SDK's cache; the page listens on the same name. */
const SDK_CORE_CACHED_CHANNEL = 'parley-sdk-core-cached';
/** The cache name hard-coded in @openim/wasm-client-sdk's fetchWithCache. */
const SDK_CORE_CACHE = 'openim-wasm-cache';

function headersOnly(response: Response): Response {
  return new Response(null, { status: 200, statusText: 'OK', headers: response.headers });
}

/**
 * The SDK asks on every start whether its cached core is current. The worker that serves this app's files filled
 * that cache with the core of the same release when it installed (warmCoreCache), and a newer release comes with a
 * newer worker that refreshes it before taking over: the cached copy's headers are the answer, with no round trip.
 */
export async function answerCoreHead(request: Request): Promise<Response> {
  const cache = await caches.open(SDK_CORE_CACHE);
  const cached = await cache.match(SDK_CORE_PATH);
  if (cached) return headersOnly(cached);
  return fetch(request);
}

/**
 * Makes sure the SDK's cache holds the core the server serves now; resolves with whether it does. A failure only
 * means a later download.
 */
export async function warmCoreCache(): Promise<boolean> {
  const cache = await caches.open(SDK_CORE_CACHE);
  const cached = await cache.match(SDK_CORE_PATH);
  if (cached) {
    const head = await fetch(SDK_CORE_PATH, { method: 'HEAD', cache: 'no-cache' });
    const same =
      head.ok &&
      head.headers.get('ETag') === cached.headers.get('ETag') &&
      head.headers.get('Last-Modified') === cached.headers.get('Last-Modified');
    if (same) return true;
  }
  const response = await fetch(SDK_CORE_PATH, { cache: 'no-cache' });
  if (!response.ok) return false;
  await cache.put(SDK_CORE_PATH, response);
  // A page waiting to start the SDK (src/platform/sdk-core-warmup.ts) starts the moment the core is stored.
  if ('BroadcastChannel' in self) {
    const channel = new BroadcastChannel(SDK_CORE_CACHED_CHANNEL);
    channel.postMessage('cached');
    channel.close();
  }
  return true;
}

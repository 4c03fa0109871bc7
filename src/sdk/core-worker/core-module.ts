/**
 * The Go core (35.7 MB) compiled on the page and handed to the SDK worker as a WebAssembly.Module (modules cross by
 * postMessage). Chromium keeps the machine code of a streamed compile in its wasm code cache, keyed by the response
 * it came from, but only for a page's compiles: compiled in the worker, the core was compiled afresh at every start
 * (about 0.9 s more to a warm start). A streamed compile runs on V8's background threads, not the main thread; the
 * core is instantiated and run in the worker.
 *
 * The core comes from the SDK's own cache, as its loader (fetchWithCache) would take it: the cached copy unless a
 * HEAD request says the server has another (the service worker answers that HEAD from the cache, so under it the
 * cached copy is taken at once); otherwise downloaded and cached, so the core is still downloaded once.
 */
const SDK_CORE_CACHE = 'openim-wasm-cache';
export const CORE_PATH = '/openIM.wasm';

async function coreResponse(): Promise<Response> {
  if (!('caches' in globalThis)) return fetch(CORE_PATH);
  const cache = await caches.open(SDK_CORE_CACHE);
  const cached = await cache.match(CORE_PATH);
  if (cached) {
    // The service worker answers that HEAD from this very cache (sw/sdk-core.ts answerCoreHead): while it controls
    // the page the answer is always "unchanged", so the round trip to it is skipped.
    if (navigator.serviceWorker?.controller) return cached;
    const head = await fetch(CORE_PATH, { method: 'HEAD' }).catch(() => undefined);
    const changed =
      head?.ok === true &&
      (head.headers.get('ETag') !== cached.headers.get('ETag') ||
        head.headers.get('Last-Modified') !== cached.headers.get('Last-Modified'));
    if (!changed) return cached;
  }
  const response = await fetch(CORE_PATH, { cache: 'no-cache' });
  if (response.ok) await cache.put(CORE_PATH, response.clone()).catch(() => undefined);
  return response;
}

let earlyCompile: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * On a return visit (the service worker controls the page, so the core is in the SDK's cache), the compile starts as
 * the page's first script runs, beside the rest of the start-up, not after the first screen has rendered: the code
 * cache makes it about 130 ms of a background thread (bench/peers.ts, warm). The first compileCore takes it.
 */
export function compileCoreEarly(): void {
  if (earlyCompile || !navigator.serviceWorker?.controller) return;
  earlyCompile = compileNow();
}

/** The compiled core, or undefined when it cannot be had here (the worker's SDK then loads it by URL, as before). */
export async function compileCore(): Promise<WebAssembly.Module | undefined> {
  const early = earlyCompile;
  // Taken once: a later worker (after a sign-out) compiles afresh, and the page holds no module it does not use.
  earlyCompile = undefined;
  return (early ? await early : undefined) ?? compileNow();
}

async function compileNow(): Promise<WebAssembly.Module | undefined> {
  performance.mark('parley:core-compile-start');
  try {
    return await WebAssembly.compileStreaming(coreResponse());
  } catch {
    return undefined;
  } finally {
    performance.mark('parley:core-compile-end');
  }
}

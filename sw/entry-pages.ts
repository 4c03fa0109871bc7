/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The addresses most starts open: the app's root, the login page a signed-out start lands on, and the conversation
 * list a signed-in one lands on. Each holds the app shell in a cache of its own, under its own URL, so that the
 * browser's static routing (sw/static-routes.ts) answers a navigation to it from that cache without this worker's
 * code: the page's first byte no longer waits for a stopped worker to start (65 → 24 ms). Chromium starts the worker
 * beside the page all the same (docs/performance.md, round 12). Other addresses (a deep link, a settings page) still
 * get the shell from the fetch handler.
 */
export const ENTRY_PATHS = ['/', '/login', '/conversation'] as const;

const ENTRY_CACHE_PREFIX = 'parley-entry-pages-';

/**
 * One cache per build of the shell, named by the precache's revision of index.html: a worker's routes, fixed at its
 * install, keep reading the shell it installed with until a newer worker takes over and removes it.
 */
export function entryCacheName(precache: PrecacheController): string {
  const key = precache.getCacheKeyForURL('/index.html') ?? '';
  const revision = new URL(key, self.location.origin).searchParams.get('__WB_REVISION__') ?? 'unversioned';
  return `${ENTRY_CACHE_PREFIX}${revision}`;
}

/**
 * The precached shell, stored under each entry address. Its encoding and length headers went with the network's
 * bytes, and a `Vary` would make a navigation's own request headers miss the stored entry, so the copy has neither.
 * A failure fails the install: the routes would otherwise send an offline start to the network.
 */
export async function storeEntryPages(precache: PrecacheController, cacheName: string): Promise<void> {
  const shell = await precache.matchPrecache('index.html');
  if (!shell?.ok) throw new Error('the app shell is not in the precache');
  const body = await shell.arrayBuffer();
  const headers = new Headers(shell.headers);
  for (const name of ['content-encoding', 'content-length', 'vary']) headers.delete(name);
  const cache = await caches.open(cacheName);
  await Promise.all(
    ENTRY_PATHS.map((path) =>
      cache.put(new URL(path, self.location.origin).href, new Response(body, { status: 200, headers })),
    ),
  );
}

/** At activation: the entry pages of earlier builds go, as Workbox's outdated precaches do. */
export async function dropOtherEntryPages(cacheName: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(ENTRY_CACHE_PREFIX) && name !== cacheName)
      .map((name) => caches.delete(name)),
  );
}

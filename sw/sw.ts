/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerCoreHead, SDK_CORE_PATH, warmCoreCache } from './sdk-core';
import { registerMediaCache } from './media-cache';
import { registerFontCache } from './font-cache';
import { registerNotificationHandlers } from './notifications';
import { addStaticRoutes } from './static-routes';
import { dropOtherEntryPages, entryCacheName, storeEntryPages } from './entry-pages';
import { SERVICE_PATH_PREFIXES } from '../wire/service-paths';

declare const self: ServiceWorkerGlobalScope;

// Workbox's own controller, driven by hand so that the install can order its downloads (below).
const precache = new PrecacheController();
precache.addToCacheList(shellFirst(self.__WB_MANIFEST));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
const entryCache = entryCacheName(precache);

// Server prefixes and test pages are never the app shell.
const notTheShell = [...SERVICE_PATH_PREFIXES, '/e2e/'].map((prefix) => new RegExp(`^${prefix}`));
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: notTheShell }));

registerRoute(
  ({ url }) => url.pathname === SDK_CORE_PATH,
  ({ request }) => answerCoreHead(request),
  'HEAD',
);

registerMediaCache(self.location.origin);
registerFontCache(self.location.origin);
registerNotificationHandlers();

// The app shell and the SDK core download together (issue 27 point 10): the shell's files one after another
// (Workbox's install), the core on a connection of its own, which a signing-in SDK waits for
// (src/platform/sdk-core-warmup.ts). The install waits for the shell alone: the worker then takes over and the app
// opens offline as soon as its own files are stored, while the core (6.7 MB) is still on its way (issue 38: a
// first visit that went offline 4 s in, before the core had arrived, got the browser's error page). The page asks
// for the same download once the worker is active (WARM_CORE), which keeps the worker alive until the core is stored
// or starts it again; a failed core download only means the SDK fetches the core itself on first use.
let coreWarming: Promise<boolean> | undefined;
function warmCoreOnce(): Promise<boolean> {
  coreWarming ??= warmCoreCache()
    .catch(() => false)
    .finally(() => (coreWarming = undefined));
  return coreWarming;
}
self.addEventListener('install', (event) => {
  addStaticRoutes(event, entryCache);
  void warmCoreOnce();
  event.waitUntil(precache.install(event).then(() => storeEntryPages(precache, entryCache)));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event).then(() => dropOtherEntryPages(entryCache)));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'WARM_CORE') {
    // The page hears at once that the download is under way, then whether the core is stored.
    const [port] = event.ports;
    port?.postMessage('warming');
    event.waitUntil(warmCoreOnce().then((cached) => port?.postMessage(cached ? 'cached' : 'failed')));
  }
});

clientsClaim();

/**
 * The precache in the order a first start needs it: the page, then style sheets and scripts, then pictures, sounds
 * and the SQL engine. Workbox fetches its list one file at a time, in this order.
 */
function shellFirst(entries: typeof self.__WB_MANIFEST): typeof self.__WB_MANIFEST {
  const rank = (url: string) =>
    /\.html$/.test(url) ? 0 : /\.(css|webmanifest)$/.test(url) ? 1 : /\.js$/.test(url) ? 2 : 3;
  const urlOf = (entry: (typeof entries)[number]) => (typeof entry === 'string' ? entry : entry.url);
  return [...entries].sort((a, b) => rank(urlOf(a)) - rank(urlOf(b)));
}

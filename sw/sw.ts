/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerCoreHead, SDK_CORE_PATH, warmCoreCache } from './sdk-core';
import { registerMediaCache } from './media-cache';
import { registerFontCache } from './font-cache';
import { registerNotificationHandlers } from './notifications';

declare const self: ServiceWorkerGlobalScope;

// Workbox's own controller, driven by hand so that the install can order its downloads (below).
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Server prefixes and test pages are never the app shell.
const notTheShell = [/^\/api\//, /^\/chat\//, /^\/object\//, /^\/msg_gateway/, /^\/healthz/, /^\/e2e\//];
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: notTheShell }));

registerRoute(
  ({ url }) => url.pathname === SDK_CORE_PATH,
  ({ request }) => answerCoreHead(request),
  'HEAD',
);

registerMediaCache(self.location.origin);
registerFontCache(self.location.origin);
registerNotificationHandlers();

// Offline-ready means the core is cached too, so installing waits for it; a failed download must not
// block the shell, and the SDK then fetches the core itself on first use. The core goes first, with the link to
// itself: a signing-in SDK waits for it (src/platform/sdk-core-warmup.ts), while the shell's files only matter
// offline later. Downloaded side by side, the core shared the browser's six connections with 230 small files and
// arrived last (bench/slow-link.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    warmCoreCache()
      .catch(() => undefined)
      .then(() => precache.install(event)),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

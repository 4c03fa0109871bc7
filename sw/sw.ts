/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerCoreHead, SDK_CORE_PATH, warmCoreCache } from './sdk-core';
import { registerMediaCache } from './media-cache';
import { registerNotificationHandlers } from './notifications';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Server prefixes and test pages are never the app shell.
const notTheShell = [/^\/api\//, /^\/chat\//, /^\/object\//, /^\/msg_gateway/, /^\/healthz/, /^\/e2e\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: notTheShell }));

registerRoute(
  ({ url }) => url.pathname === SDK_CORE_PATH,
  ({ request }) => answerCoreHead(request),
  'HEAD',
);

registerMediaCache(self.location.origin);
registerNotificationHandlers();

// Offline-ready means the core is cached too, so installing waits for it; a failed download must not
// block the shell, and the SDK then fetches the core itself on first use.
self.addEventListener('install', (event) => {
  event.waitUntil(warmCoreCache().catch(() => undefined));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

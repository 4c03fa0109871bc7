/// <reference lib="webworker" />
import { UNCACHED_SERVICE_PREFIXES } from '../wire/service-paths';

/**
 * Requests this worker never answers go straight to the network. Left to the fetch handler, each API call starts
 * the worker (or keeps it running) only for Workbox to find no route and hand it on: a hop through the worker on
 * every call, and a worker process (about 45–60 MiB, docs/performance.md) that a signed-in page, talking to its
 * servers, never lets stop. ServiceWorker static routing skips the worker for them.
 */

/** One static route (the ServiceWorker static routing API, which TypeScript's DOM types do not have yet). */
export interface NetworkRoute {
  condition: { urlPattern: string };
  source: 'network';
}

interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?: (routes: NetworkRoute[]) => Promise<void>;
}

/** URL patterns, relative to the worker's own URL: each service prefix and everything below it. */
export const networkRoutes = (): NetworkRoute[] =>
  UNCACHED_SERVICE_PREFIXES.map((prefix) => ({ condition: { urlPattern: `${prefix}*` }, source: 'network' }));

/**
 * Registers the routes; the API allows it during install only. Where static routing is missing or a route is refused,
 * the fetch handler still sends these requests to the network, since Workbox has no route for them.
 */
export function addNetworkRoutes(event: ExtendableEvent): void {
  const install = event as InstallEventWithRoutes;
  if (typeof install.addRoutes !== 'function') return;
  event.waitUntil(install.addRoutes(networkRoutes()).catch(() => undefined));
}

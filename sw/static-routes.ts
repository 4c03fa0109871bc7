/// <reference lib="webworker" />
import { UNCACHED_SERVICE_PREFIXES } from '../wire/service-paths';
import { ENTRY_PATHS } from './entry-pages';

/**
 * Requests the browser routes without running this worker's code (ServiceWorker static routing):
 *
 * - The server's services go straight to the network. Left to the fetch handler, each API call started the worker (or
 *   kept it running) only for Workbox to find no route and hand it on: a hop on every call, and a worker process
 *   (about 45-60 MiB, docs/performance.md) that a signed-in page talking to its servers never let stop.
 * - The build's scripts and style sheets (`/assets/`) come from Cache Storage, where the install precached them under
 *   their own URLs, and from the network when missing there. Through the fetch handler, each of a return visit's
 *   start-up chunks waited for the worker's JavaScript to look it up (the warm login form: 223 → 201 ms, round 10 in
 *   docs/performance.md).
 * - A navigation to an entry address (sw/entry-pages.ts) comes from that address's copy of the shell, in the cache
 *   the install filled, and from the network when missing there. Only the exact address matches (no query), since
 *   only it is stored: any other navigation, offline too, still gets the shell from the fetch handler.
 */

/** One static route, in the API's shape (TypeScript's DOM types do not have it yet). */
interface StaticRoute {
  condition: { urlPattern: string | { pathname: string; search: string }; requestMode?: 'navigate' };
  source: 'network' | 'cache' | { cacheName: string };
}

interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
}

/**
 * The precached build files: Vite names every file under /assets/ by its content's hash, and the install precaches
 * every script and style sheet (vite.config.ts). Not the whole folder: fonts there are kept by the fetch handler as
 * they are first used (sw/font-cache.ts), which a route around it would stop.
 */
const PRECACHED_ASSETS = ['/assets/*.js', '/assets/*.css'];

/** URL patterns, relative to the worker's own URL: each service prefix and everything below it, then the assets. */
const staticRoutes = (entryCache: string): StaticRoute[] => [
  ...UNCACHED_SERVICE_PREFIXES.map((prefix) => ({
    condition: { urlPattern: `${prefix}*` },
    source: 'network' as const,
  })),
  ...PRECACHED_ASSETS.map((urlPattern) => ({ condition: { urlPattern }, source: 'cache' as const })),
  // A pattern made from a string would match any query (`search` is a wildcard there); this one matches none.
  ...ENTRY_PATHS.map((pathname) => ({
    condition: { urlPattern: { pathname, search: '' }, requestMode: 'navigate' as const },
    source: { cacheName: entryCache },
  })),
];

/**
 * Registers the routes; the API allows it during install only. Where static routing is missing or a route is refused,
 * the fetch handler answers all of these as before: Workbox's precache route the assets, the network the services.
 */
export function addStaticRoutes(event: ExtendableEvent, entryCache: string): void {
  const install = event as InstallEventWithRoutes;
  if (typeof install.addRoutes !== 'function') return;
  event.waitUntil(install.addRoutes(staticRoutes(entryCache)).catch(() => undefined));
}

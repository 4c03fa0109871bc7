/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

export const FONT_CACHE = 'parley-fonts';

/**
 * Fonts the app fetched: the emoji font (src/ui/emoji-font.css) is too large to precache (5.8 MB) and is fetched
 * only where the system has no colour emoji font, when a page first shows an emoji; kept here once fetched, emoji
 * seen once still show offline. Names under /assets/ carry a content hash, so a cached copy is always right.
 */
export function registerFontCache(origin: string): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === origin && url.pathname.startsWith('/assets/') && request.destination === 'font',
    new CacheFirst({
      cacheName: FONT_CACHE,
      // A new build's font replaces the old one over time.
      plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
    }),
  );
}

/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';

/** The runtime cache of pictures that were shown: avatars, picture thumbnails, stickers (issue 16, item 3). */
export const MEDIA_CACHE = 'parley-media';
/** LRU by entry count; with the per-entry cap below the cache stays under 200 × 512 KB = 100 MB. */
export const MEDIA_MAX_ENTRIES = 200;
export const MEDIA_MAX_ENTRY_BYTES = 512 * 1024;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** A full-size photo opened full screen is not worth a slot: thumbnails, avatars and stickers are. */
const smallEnough: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && length > MEDIA_MAX_ENTRY_BYTES) return null;
    return response;
  },
};

/**
 * Same-origin pictures from object storage, cache first: an object's name never changes its bytes (uploads are
 * content-addressed), so a cached copy is always right, and it shows offline.
 */
export function registerMediaCache(origin: string): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === origin && url.pathname.startsWith('/object/') && request.destination === 'image',
    new CacheFirst({
      cacheName: MEDIA_CACHE,
      plugins: [
        smallEnough,
        new ExpirationPlugin({ maxEntries: MEDIA_MAX_ENTRIES, maxAgeSeconds: THIRTY_DAYS_S, purgeOnQuotaError: true }),
      ],
    }),
  );
}

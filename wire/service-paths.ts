/**
 * The path prefixes the server answers itself: the IM API, the chat service, object storage, the message gateway and
 * the health check. Any other page request gets the app shell, from the server and from the service worker alike.
 */
export const SERVICE_PATH_PREFIXES = ['/api/', '/chat/', '/object/', '/msg_gateway', '/healthz'] as const;

/** Object storage is the one service whose answers the service worker keeps (pictures, sw/media-cache.ts). */
export const UNCACHED_SERVICE_PREFIXES = SERVICE_PATH_PREFIXES.filter((prefix) => prefix !== '/object/');

import * as z from 'zod/mini';

/**
 * Web (5) by default, as OpenIM's web clients sign in (deltas.md 2): chat v1.8.4 up to patch.2 refuses 11, and
 * Server v3.8.3 has no name for it. The /config screen can still choose another platform.
 */
const DEFAULT_PLATFORM_ID = 5;
const DEFAULT_LOG_LEVEL = 3;
const STORAGE_KEY = 'parley.endpoints';

export const endpointsSchema = z.object({
  apiUrl: z.url({ protocol: /^https?$/ }),
  wsUrl: z.url({ protocol: /^wss?$/ }),
  chatUrl: z.url({ protocol: /^https?$/ }),
  platformID: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
  logLevel: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6)),
});

export type Endpoints = z.infer<typeof endpointsSchema>;

/** Zero configuration: the embedded server answers every service on the page's own origin. */
export function defaultEndpoints(origin: string): Endpoints {
  const url = new URL(origin);
  const wsProtocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    apiUrl: `${url.origin}/api`,
    wsUrl: `${wsProtocol}//${url.host}/msg_gateway`,
    chatUrl: `${url.origin}/chat`,
    platformID: DEFAULT_PLATFORM_ID,
    logLevel: DEFAULT_LOG_LEVEL,
  };
}

export function readEndpoints(storage: Pick<Storage, 'getItem'>, origin: string): Endpoints {
  const defaults = defaultEndpoints(origin);
  const raw = storage.getItem(STORAGE_KEY);
  if (!raw) return defaults;
  try {
    const parsed = z.partial(endpointsSchema).safeParse(JSON.parse(raw));
    return parsed.success ? { ...defaults, ...stripUndefined(parsed.data) } : defaults;
  } catch {
    return defaults;
  }
}

export function saveEndpoints(endpoints: Endpoints, storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(endpointsSchema.parse(endpoints)));
}

export function resetEndpoints(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(STORAGE_KEY);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

import { Dexie, type EntityTable } from 'dexie';

interface CachedEntry {
  /** The user and what was read: "feed", "user:<id>", "detail:<id>", "interactions". */
  key: string;
  value: unknown;
  savedAt: number;
}

/** The moments last read from the chat service, so they stay readable offline. */
class MomentsCacheDatabase extends Dexie {
  entries!: EntityTable<CachedEntry, 'key'>;

  constructor() {
    super('parley-moments-cache');
    this.version(1).stores({ entries: 'key' });
  }
}

let database: MomentsCacheDatabase | undefined;
const open = () => (database ??= new MomentsCacheDatabase());

/** True when the failure means "no network" rather than an answer from the service. */
const isOffline = (error: unknown) =>
  !navigator.onLine || error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');

/**
 * Reads through the network and keeps the answer; offline, the answer kept last time stands in. A refusal by the
 * service (an errCode) is never hidden behind an old answer.
 */
export async function readThrough<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    void open()
      .entries.put({ key, value, savedAt: Date.now() })
      .catch(() => undefined);
    return value;
  } catch (error) {
    if (!isOffline(error)) throw error;
    const kept = await open()
      .entries.get(key)
      .catch(() => undefined);
    if (kept) return kept.value as T;
    throw error;
  }
}

/** At sign-out: the next person on this browser must not read the last one's moments. */
export async function forgetCachedMoments(): Promise<void> {
  await open()
    .entries.clear()
    .catch(() => undefined);
}

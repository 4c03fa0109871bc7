import pg from 'pg';
import type { Db } from '../../db/database.ts';
import type { ChatDatabase } from './chat-database.ts';

/**
 * How a cache entry one copy learnt is stale reaches every copy sharing the chat database. A webhook reaches one
 * copy only (the balancer picks it), so without this the others would trust their cached IM reads until they expire.
 */
export interface SharedInvalidations {
  /** Tells every copy (this one included) to drop these keys. */
  publish(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** What a copy does with what it hears: drop these keys, or (`undefined`) everything, when it may have missed some. */
export type DropKeys = (keys: readonly string[] | undefined) => void;

export const INVALIDATION_CHANNEL = 'parley_im_cache';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: longer key lists go in several. */
const MAX_PAYLOAD = 7000;
/** How often SQLite copies look for new rows: within the 1 s the copies promise, at a few microseconds a look. */
export const SQLITE_POLL_MS = 250;
/** Rows older than this are gone: every live copy has read them many times over. */
const SQLITE_KEEP_MS = 60_000;

export function shareInvalidations(
  storage: ChatDatabase,
  databaseURL: string,
  drop: DropKeys,
  onError: (error: unknown) => void,
): SharedInvalidations {
  if (storage.dialect === 'postgres') return postgresInvalidations(databaseURL, drop, onError);
  return sqliteInvalidations(storage.sqlite!, drop, onError);
}

function chunks(keys: readonly string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  for (const key of keys) {
    if (current.length > 0 && JSON.stringify([...current, key]).length > MAX_PAYLOAD) {
      payloads.push(JSON.stringify(current));
      current = [];
    }
    current.push(key);
  }
  if (current.length > 0) payloads.push(JSON.stringify(current));
  return payloads;
}

const parsed = (payload: string | undefined): readonly string[] | undefined => {
  try {
    const keys: unknown = JSON.parse(payload ?? '');
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : undefined;
  } catch {
    return undefined;
  }
};

/**
 * PostgreSQL's LISTEN/NOTIFY on one connection of its own (a pooled one would go back to the pool and stop
 * listening). A notification sent while the connection was down is lost, so after reconnecting the copy drops its
 * whole cache: a burst of fresh reads rather than a stale one.
 */
function postgresInvalidations(url: string, drop: DropKeys, onError: (error: unknown) => void): SharedInvalidations {
  const sender = new pg.Pool({ connectionString: url, max: 2 });
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    const again = (error?: unknown) => {
      if (error) onError(error);
      if (closed || listener !== client) return;
      listener = undefined;
      void client.end().catch(() => undefined);
      drop(undefined);
      retry = setTimeout(() => void listen(), 1000);
    };
    listener = client;
    client.on('error', again);
    client.on('end', () => again());
    client.on('notification', (message) => {
      if (message.channel === INVALIDATION_CHANNEL) drop(parsed(message.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      again(error);
    }
  };
  void listen();

  return {
    async publish(keys) {
      for (const payload of chunks(keys))
        await sender.query('SELECT pg_notify($1, $2)', [INVALIDATION_CHANNEL, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end().catch(() => undefined), sender.end()]);
    },
  };
}

/**
 * Copies on one machine share the SQLite file: a small table they append to and poll by its rowid (one indexed
 * read of nothing, most of the time). A copy starts from the newest row: its cache is empty then.
 */
function sqliteInvalidations(db: Db, drop: DropKeys, onError: (error: unknown) => void): SharedInvalidations {
  const insert = db.prepare('INSERT INTO chat_cache_invalidations (keys, at) VALUES (?, ?)');
  const prune = db.prepare('DELETE FROM chat_cache_invalidations WHERE at < ?');
  const newer = db.prepare('SELECT id, keys FROM chat_cache_invalidations WHERE id > ? ORDER BY id LIMIT 500');
  const newest = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM chat_cache_invalidations');
  let seen = (newest.get() as { id: number }).id;

  const poll = () => {
    try {
      for (;;) {
        const rows = newer.all(seen) as Array<{ id: number; keys: string }>;
        for (const row of rows) {
          seen = row.id;
          drop(parsed(row.keys));
        }
        if (rows.length < 500) return;
      }
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(poll, SQLITE_POLL_MS);
  timer.unref();

  return {
    publish(keys) {
      const now = Date.now();
      for (const payload of chunks(keys)) insert.run(payload, now);
      prune.run(now - SQLITE_KEEP_MS);
      return Promise.resolve();
    },
    close() {
      clearInterval(timer);
      return Promise.resolve();
    },
  };
}

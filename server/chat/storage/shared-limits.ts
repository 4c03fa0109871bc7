import { RateLimiterPostgres, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { LimiterStore } from '../../http/attempt-limits.ts';
import type { ChatDatabase } from './chat-database.ts';

/** The table every chat limiter shares, made by the chat migrations in rate-limiter-flexible's own shape. */
export const RATE_LIMIT_TABLE = 'chat_rate_limits';

/**
 * Rate-limit counters in the chat database (rate-limiter-flexible's SQLite and PostgreSQL stores), so that a limit
 * tripped through one copy of the chat service holds on every other. `name` sets the limiter apart in the table.
 */
export function sharedLimiterStore(storage: ChatDatabase): (name: string) => LimiterStore {
  return (name) => (part, points, duration) => {
    const options = {
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: `${name}:${part}`,
      points,
      duration,
    };
    if (storage.pool) return new RateLimiterPostgres({ ...options, storeClient: storage.pool });
    return new RateLimiterSQLite({ ...options, storeClient: storage.sqlite, storeType: 'better-sqlite3' });
  };
}

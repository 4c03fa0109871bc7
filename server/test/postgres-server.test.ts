import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgres } from './postgres-server.ts';

describe('the throw-away PostgreSQL for tests', () => {
  it('starts on a free port, answers queries, and is gone with its directory after stop()', async () => {
    const server = await startPostgres();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ version: string; answer: number }>(
      'SELECT version() AS version, 6 * 7 AS answer',
    );
    await client.end();
    expect(rows[0]?.answer).toBe(42);
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);

    expect(existsSync(server.dir)).toBe(true);
    server.stop();
    expect(existsSync(server.dir)).toBe(false);
    const after = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2000 });
    await expect(after.connect()).rejects.toThrow();
    await after.end().catch(() => undefined);
  }, 60_000);
});

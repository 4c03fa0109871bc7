import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

/**
 * The PostgreSQL server of a test file that needs one in every Vitest project: the `server-chat-apart`
 * project's (PARLEY_TEST_POSTGRES_URL), else one of the file's own, started before its tests and stopped after.
 */
export function usePostgresServer(): () => string {
  let own: PostgresServer | undefined;
  let url = '';
  beforeAll(async () => {
    url = process.env.PARLEY_TEST_POSTGRES_URL || (own = await startPostgres()).url;
  }, 60_000);
  afterAll(() => own?.stop());
  return () => url;
}

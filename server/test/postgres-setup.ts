import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresURL: string;
  }
}

/**
 * The `server-chat-apart` Vitest project's global setup: one throw-away PostgreSQL for the whole run; each test
 * app makes a database of its own on it (test-app.ts), so files running at once never meet.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresURL', server.url);
  return () => server.stop();
}

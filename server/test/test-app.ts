import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig, type ServerConfig } from '../config/config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { buildApp } from '../app/build-app.ts';
import type { Services } from '../services/services.ts';

/** The code a test server accepts for every verification, as the e2e server does (PARLEY_SUPER_CODE). */
export const TEST_SUPER_CODE = '666666';

/** The webhook secret of a test app whose chat service reaches IM over HTTP and webhooks. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/**
 * Which port the chat service of test apps uses: `PARLEY_TEST_CHAT_IM=http` (the `server-chat-over-http` Vitest
 * project) runs the chat suite again over OpenIM's REST API and webhooks instead of the in-process adapter.
 */
export const chatOverHttp = () => process.env.PARLEY_TEST_CHAT_IM === 'http';

/**
 * A real app on a throwaway data directory and a tiny built client, for `app.inject` tests. It has the test super
 * code unless a test asks for `superCode: undefined`, as a real server has by default.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'parley-app-'));
  const clientDir = join(root, 'dist');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Parley</title>');
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'sw.js'), 'self.x = 1');
  writeFileSync(join(clientDir, 'sw.js.br'), 'brotli-bytes');

  const config = {
    ...loadConfig({ PARLEY_DATA_DIR: join(root, 'data') }, root),
    clientDir,
    superCode: TEST_SUPER_CODE,
    // Tests change IM's stores directly, which no webhook reports: over HTTP they run uncached, and the cache and its
    // webhook invalidation have tests of their own (server/chat/http-im.test.ts).
    ...(chatOverHttp() ? { chatImOverHttp: true, chatWebhookSecret: TEST_WEBHOOK_SECRET, chatImCacheMs: 0 } : {}),
    ...overrides,
  };
  const db = openDatabase(config.dataDir);
  migrate(db);
  let services: Services | undefined;
  const app = await buildApp({ config, db, logger: pino({ level: 'silent' }) }, (created) => (services = created));
  return { app, db, config, services: services! };
}

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig, type ServerConfig } from '../config/config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { buildApp } from '../app/build-app.ts';
import type { Services } from '../services/services.ts';
import { openChatDatabase } from '../chat/storage/chat-database.ts';
import { createTestDatabase } from './postgres-server.ts';
import { freePort } from './free-port.ts';

export { freePort };

/** The code a test server accepts for every verification, as the e2e server does (PARLEY_SUPER_CODE). */
export const TEST_SUPER_CODE = '666666';

/** The data directories of the apps that check their answers, read after each test. */
export const checkedDataDirs = new Set<string>();
/** A port nothing listens on now. */

/** The webhook secret of a test app whose chat service reaches IM over HTTP and webhooks. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
/**
 * How long the chat tokens tests issue stay valid: longer than any test runs. A minute ran out in the middle of a
 * write flood on a loaded machine (1501 where the test expected 20005).
 */
export const TEST_CHAT_TOKEN_TTL_MS = 3_600_000;

/**
 * Which port the chat service of test apps uses: `PARLEY_TEST_CHAT_IM=http` (the `server-chat-apart` Vitest
 * project) runs the chat suite again over OpenIM's REST API and webhooks instead of the in-process adapter.
 */
export const chatOverHttp = () => process.env.PARLEY_TEST_CHAT_IM === 'http';

/**
 * The PostgreSQL server of the `server-chat-apart` Vitest project (server/test/postgres-setup.ts): there each test
 * app keeps its chat tables in a database of its own on it.
 */
const testPostgresURL = () => process.env.PARLEY_TEST_POSTGRES_URL ?? '';

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

  // Over HTTP the embedded IM posts its webhooks to the chat service's own route: the port is chosen before the app
  // is built, since the webhook URL names it, and a test's listen({port: 0}) takes that port.
  const webhookPort = chatOverHttp() ? await freePort() : 0;
  const config = {
    ...loadConfig({ PARLEY_DATA_DIR: join(root, 'data') }, root),
    clientDir,
    superCode: TEST_SUPER_CODE,
    // Every answer a test sees is checked against /openapi.json (server/test/contract-setup.ts fails on a mismatch).
    validateResponses: true,
    // Tests change IM's stores directly, which no webhook reports: over HTTP they run uncached, and the cache and its
    // webhook invalidation have tests of their own (server/chat/http-im.test.ts).
    ...(testPostgresURL() ? { chatDatabaseURL: await createTestDatabase(testPostgresURL()) } : {}),
    ...(chatOverHttp()
      ? {
          chatImOverHttp: true,
          chatWebhookSecret: TEST_WEBHOOK_SECRET,
          chatImCacheMs: 0,
          webhookURL: `http://127.0.0.1:${webhookPort}/chat/openim-webhook/${TEST_WEBHOOK_SECRET}`,
        }
      : {}),
    ...overrides,
  };
  checkedDataDirs.add(config.dataDir);
  const db = openDatabase(config.dataDir);
  migrate(db);
  let services: Services | undefined;
  const app = await buildApp(
    { config, db, logger: pino({ level: process.env.PARLEY_TEST_LOG ?? 'silent' }) },
    (created) => (services = created),
  );
  if (webhookPort) {
    const listen = app.listen.bind(app);
    app.listen = ((options: { port?: number; host?: string }) =>
      listen({ ...options, port: webhookPort })) as unknown as typeof app.listen;
  }
  // The chat tables, as the chat service keeps them (SQLite's `db`, or the app's PostgreSQL database).
  const chat = await openChatDatabase(config.chatDatabaseURL, db);
  app.addHook('onClose', () => chat.close());
  /**
   * Over HTTP: until every webhook the IM has queued so far has been answered, and so handled by the chat service (its
   * route answers once it has). The app must listen for them to arrive (`app.listen`, which takes the webhook port).
   */
  const webhooksSettled = async () => {
    const idle = (app as unknown as { imWebhooksIdle?: () => Promise<void> }).imWebhooksIdle;
    if (idle) await idle();
  };
  // A webhook still on its way to the closing app would wait for an answer the closing app no longer gives (IM and
  // the chat service share this one test process): closing lets the queued ones be answered first, a few seconds at
  // most.
  if (webhookPort)
    app.addHook('preClose', async () => {
      await Promise.race([webhooksSettled(), new Promise((done) => setTimeout(done, 5_000).unref())]);
    });
  return { app, db, chatDb: chat.db, chatDialect: chat.dialect, config, services: services!, webhooksSettled };
}

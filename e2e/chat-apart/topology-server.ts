import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTopology } from '../../server/ops/chat-topology.ts';
import { PushReceiver } from '../support/push-receiver.ts';

/**
 * The web server of playwright.chat-apart.config.ts: the embedded IM with its chat service off, three chat-service
 * copies on a throw-away PostgreSQL, and HAProxy (deploy/haproxy.cfg) on E2E_PORT, until Playwright stops it. And a
 * stand-in push service on a free port, started first: the copies must be told its origin and trust its certificate
 * when they start. The push test finds it in /__topology (e2e/chat-apart/push.spec.ts).
 */
const pushReceiver = new PushReceiver();
await pushReceiver.start();
// Where a test drops the file that makes the copy taking a group call invite's webhook die (lost-webhook.spec.ts).
const webhookCrashDir = resolve('test-results', `webhook-crash-${Date.now()}`);
mkdirSync(webhookCrashDir, { recursive: true });
const topology = await startTopology({
  port: Number(process.env.PORT),
  copies: 3,
  database: process.env.PARLEY_APART_DATABASE === 'sqlite' ? 'sqlite' : 'postgres',
  dataRoot: 'test-results',
  env: {
    ...(JSON.parse(process.env.PARLEY_APART_ENV ?? '{}') as Record<string, string>),
    PARLEY_PUSH_TEST_ORIGIN: pushReceiver.origin,
    NODE_EXTRA_CA_CERTS: pushReceiver.certPath,
  },
  imEnv: JSON.parse(process.env.PARLEY_APART_IM_ENV ?? '{}') as Record<string, string>,
  webhookCrashDir,
  testView: { pushReceiver: pushReceiver.origin, webhookCrashDir },
});
console.log(
  `chat-apart topology on ${topology.url}: IM ${topology.im.url}, copies ${topology.copies.map((c) => c.url).join(' ')}`,
);
const stop = () => void Promise.all([topology.stop(), pushReceiver.stop()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

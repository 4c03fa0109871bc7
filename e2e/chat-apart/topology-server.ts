import { startTopology } from '../../server/ops/chat-topology.ts';

/**
 * The web server of playwright.chat-apart.config.ts: the embedded IM with its chat service off, two chat-service
 * copies on a throw-away PostgreSQL, and the round-robin proxy on E2E_PORT, until Playwright stops it.
 */
const topology = await startTopology({
  port: Number(process.env.PORT),
  copies: 2,
  database: process.env.PARLEY_APART_DATABASE === 'sqlite' ? 'sqlite' : 'postgres',
  dataRoot: 'test-results',
  env: JSON.parse(process.env.PARLEY_APART_ENV ?? '{}') as Record<string, string>,
  imEnv: JSON.parse(process.env.PARLEY_APART_IM_ENV ?? '{}') as Record<string, string>,
});
console.log(
  `chat-apart topology on ${topology.url}: IM ${topology.im.url}, copies ${topology.copies.map((c) => c.url).join(' ')}`,
);
const stop = () => void topology.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

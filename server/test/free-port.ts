import { createServer } from 'node:net';

// A port from listen(0) comes from Linux's ephemeral range (32768–60999), which every outgoing connection on the
// machine also draws from: with the browser tests running beside Vitest, one such connection took a port between the
// probe and the listen (EADDRINUSE). Ports are therefore given out below that range, each test process from a block
// of its own, so neither the kernel nor another worker hands out the same one. Within a process no port is given twice.
// The browser runs' fixed ports lie above (media servers from 20000, own servers from 21000: playwright.config.ts,
// e2e/support/own-server.ts), their main servers below (E2E_PORT, 10090 by default).
const LOWEST = 11_000;
const BLOCK = 550;
const BLOCKS = 16;

/** Set by playwright.chat-apart.config.ts, in its runner and so in its workers. */
export const CHAT_APART_RUN = 'PARLEY_CHAT_APART_RUN';

/**
 * Vitest's workers take blocks 0–7; Playwright's 8–10, or 11–13 in the chat-apart run and the side lane (`npm test`
 * runs those two one after the other, beside the main lane, and each numbers its workers from 0); any other process
 * (runners, benches) 14 or 15.
 */
function blockOfThisProcess(): number {
  const vitestWorker = Number(process.env.VITEST_POOL_ID);
  if (vitestWorker >= 1) return (vitestWorker - 1) % 8;
  const playwrightWorker = Number(process.env.TEST_PARALLEL_INDEX);
  if (process.env.TEST_PARALLEL_INDEX !== undefined && playwrightWorker >= 0) {
    const besideMainLane = process.env[CHAT_APART_RUN] !== undefined || process.env.E2E_LANE === 'side';
    return 8 + (besideMainLane ? 3 : 0) + (playwrightWorker % 3);
  }
  return 14 + (process.pid % 2);
}

const first = LOWEST + blockOfThisProcess() * BLOCK;
let next = Math.floor(Math.random() * BLOCK);
const givenOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 nothing listens on now, outside the kernel's ephemeral range, not given out before here. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < BLOCK; tried++) {
    const port = first + (next++ % BLOCK);
    if (givenOut.has(port)) continue;
    givenOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port left in ${first}–${first + BLOCK - 1}`);
}

export const FREE_PORT_RANGE = { lowest: LOWEST, highest: LOWEST + BLOCKS * BLOCK - 1, block: BLOCK };

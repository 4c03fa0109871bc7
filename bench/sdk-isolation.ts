/**
 * Measures the wasm SDK's local store with and without cross-origin isolation (COOP + COEP credentialless).
 * Isolated, the SDK's absurd-sql backend uses SharedArrayBuffer and Atomics; otherwise its fallback reads the
 * whole database into memory and writes it back. Each run is a fresh browser profile against a fresh server.
 *
 * What it times, all inside the page:
 * - first login: wasm start, then creating the SDK's database (dozens of tables: the write-heavy path);
 * - reads: `reads` calls of getAllConversationList and getTotalUnreadMsgCount, each a round trip to the store;
 * - second login after a reload: opening the existing database.
 *
 *   npx tsx bench/sdk-isolation.ts [runs=3] [reads=200]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildHarnessIfStale } from '../server/build-if-stale.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';

const runs = Number(process.argv[2] ?? 3);
const reads = Number(process.argv[3] ?? 200);
const port = 10190;
const origin = `http://127.0.0.1:${port}`;

async function startServer(isolation: string): Promise<ChildProcess> {
  buildHarnessIfStale();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PARLEY_ISOLATION: isolation,
      LOG_LEVEL: 'warn',
      PARLEY_TEST_HARNESS: '1',
      PARLEY_DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-bench-')),
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

interface Sample {
  isolated: boolean;
  firstLoginMs: number;
  readsMs: number;
  reopenLoginMs: number;
}

const loginInPage = (page: import('@playwright/test').Page) =>
  page.evaluate(async (origin) => {
    const im = window.parleyHarness.sdk();
    const started = performance.now();
    await im.login({
      userID: 'bench-user',
      token: 'bench-token',
      platformID: 5,
      apiAddr: `${origin}/api`,
      wsAddr: `${origin.replace('http', 'ws')}/msg_gateway`,
      logLevel: 1,
    });
    return performance.now() - started;
  }, origin);

async function openHarness(page: import('@playwright/test').Page) {
  await page.goto(`${origin}/e2e/harness/index.html`);
  await page.waitForSelector('body[data-ready="true"]');
}

async function measureOnce(): Promise<Sample> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage();
  await openHarness(page);
  const firstLoginMs = await loginInPage(page);
  const { isolated, readsMs } = await page.evaluate(async (count) => {
    const im = window.parleyHarness.sdk();
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      await im.getAllConversationList();
      await im.getTotalUnreadMsgCount();
    }
    return { isolated: window.parleyHarness.crossOriginIsolated(), readsMs: performance.now() - started };
  }, reads);
  await openHarness(page);
  const reopenLoginMs = await loginInPage(page);
  await browser.close();
  return { isolated, firstLoginMs, readsMs, reopenLoginMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

for (const isolation of ['off', 'credentialless']) {
  const server = await startServer(isolation);
  const samples: Sample[] = [];
  try {
    for (let run = 0; run < runs; run++) samples.push(await measureOnce());
  } finally {
    // Wait for the port to be free, or the next mode's health check would reach this server.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  console.log(
    JSON.stringify({
      isolation,
      crossOriginIsolated: samples.every((s) => s.isolated),
      runs,
      reads,
      medianFirstLoginMs: Math.round(median(samples.map((s) => s.firstLoginMs))),
      medianReadsMs: Math.round(median(samples.map((s) => s.readsMs))),
      medianPerReadMs: Number((median(samples.map((s) => s.readsMs)) / (2 * reads)).toFixed(2)),
      medianReopenLoginMs: Math.round(median(samples.map((s) => s.reopenLoginMs))),
    }),
  );
}

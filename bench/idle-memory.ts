/**
 * A signed-in client's memory over its first minute and a half, as a person's browser holds it: every renderer's
 * proportional set size (the page with its SDK and SQL workers, a service worker, Chromium's spare) at 2, 20, 40, 60
 * and 90 s after the app is opened again, signed in, with no garbage collection forced. With PEER_H5_DIR and
 * PEER_REACT_DIR (bench/peers.ts) OpenIM's H5 and React demos are measured the same way, in turn with Parley.
 *
 * Each client signs in through its own form in a Chromium profile of its own (under Playwright), waits for its list
 * and 3 s of sync, and closes; Chromium is then started again on that profile and driven over its DevTools protocol
 * attached to the page alone (support/uninspected-chromium.ts): under Playwright (bench/peers.ts) Parley's service
 * worker (about 45–60 MiB) stays in the figure for as long as the page is open, and a browser nobody inspects stops it
 * about 30 s after its last event.
 *
 *   npx tsx bench/idle-memory.ts [conversations=50] [runs=1]      (PARLEY_CLIENT_DIR: another build)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { TEST_PASSWORD } from '../e2e/support/session.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { installedForReturnVisits, loginFormShownMs } from './support/login-page-start.ts';
import { sideBySideClients, type BenchClient } from './support/peer-clients.ts';
import { firstRowShownMs, LOGIN_FORMS, PEER_NAME, seededReader, signInThroughForm } from './support/peer-sign-in.ts';
import { printSideBySide, type Row } from './support/side-by-side-table.ts';
import { runConditions } from './support/summary.ts';
import { openUninspected } from './support/uninspected-chromium.ts';

const conversations = Number(process.argv[2] ?? 50);
const runs = Number(process.argv[3] ?? 1);
const SAMPLE_SECONDS = [2, 20, 40, 60, 90];
const clients = sideBySideClients(Number(process.env.BENCH_PORT ?? 10562), process.env.PARLEY_CLIENT_DIR ?? 'dist');

/** Signs in through the client's own form in a new profile, and leaves it signed in (and Parley's worker installed). */
async function signedInProfile(client: BenchClient, phone: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'parley-idle-memory-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: client.server.url,
    bypassCSP: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/', { waitUntil: 'commit' });
    await loginFormShownMs(page, 60_000);
    await signInThroughForm(page, LOGIN_FORMS[client.name]!, phone, TEST_PASSWORD);
    // OpenIM's React demo shows no row until its page is opened again (bench/peers.ts, signedIn).
    await firstRowShownMs(page, PEER_NAME, 20_000).catch(() => undefined);
    await page.waitForTimeout(3000);
    await installedForReturnVisits(page, client.home === 'parley-worker', 30_000);
  } finally {
    await context.close();
  }
  return profile;
}

/** The client opened again on its signed-in profile, nobody inspecting: all renderers' memory at each sample. */
async function memoryOverTime(client: BenchClient, profile: string): Promise<Record<string, number>> {
  const page = await openUninspected(profile, { bypassCSP: true });
  try {
    await page.navigate(`${client.server.url}/`);
    await page.until(`document.body?.innerText.includes(${JSON.stringify(PEER_NAME)})`);
    const shownAt = Date.now();
    const figures: Record<string, number> = {};
    for (const seconds of SAMPLE_SECONDS) {
      await sleep(shownAt + seconds * 1000 - Date.now());
      const renderers = await page.renderersMiB();
      figures[`mib${seconds}`] = renderers.reduce((sum, mib) => sum + mib, 0);
      console.log(JSON.stringify({ client: client.name, seconds, renderersMiB: renderers }));
    }
    return figures;
  } finally {
    await page.close();
  }
}

await Promise.all(clients.map((client) => client.server.start()));
try {
  const phones = new Map<BenchClient, string>();
  for (const client of clients) phones.set(client, (await seededReader(client.server.url, conversations)).phone);
  const results = new Map<string, object[]>(clients.map((client) => [client.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const client of clients.map((_, index) => clients[(index + run) % clients.length]!)) {
      const profile = await signedInProfile(client, phones.get(client)!);
      try {
        const figures = await memoryOverTime(client, profile);
        console.log(JSON.stringify({ run: run + 1, client: client.name, ...figures }));
        results.get(client.name)!.push(figures);
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
  const rows: Row[] = SAMPLE_SECONDS.map((seconds) => [
    `mib${seconds}`,
    `signed in, nobody inspecting: all renderers at ${seconds} s`,
    'MiB',
  ]);
  printSideBySide(results, { runs, conversations, ...runConditions() }, rows);
} finally {
  await Promise.all(clients.map((client) => client.server.stop()));
}

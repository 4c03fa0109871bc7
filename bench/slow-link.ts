/**
 * A first visit and sign-in over a slow link (issue 18): 150 ms round trip, 1.6 Mbps down, 750 kbps up, and the
 * page's CPU slowed 4×. Everything the browser exchanges goes through a shaping proxy (bench/support/slow-link.ts),
 * the service worker's own downloads too. Each run is a fresh browser profile against a server of its own: it opens
 * /login, signs in once the form shows, and waits for the SDK's login. Prints, per run and as median and spread:
 * the form shown, sign-in pressed → SDK ready, the whole visit, and how often the SDK's core was downloaded.
 *
 *   npx tsx bench/slow-link.ts [runs=3]
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount, TEST_PASSWORD } from '../e2e/support/session.ts';
import { SlowLink } from './support/slow-link.ts';
import { summarise } from './support/summary.ts';

const runs = Number(process.argv[2] ?? 3);
/** BENCH_PORT (and the next port, the link's): ports of your own when another bench or session may hold the defaults. */
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 10513);
const LINK_PORT = SERVER_PORT + 1;
const CPU_SLOWDOWN = 4;

const server = new OwnServer(SERVER_PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const results = [];
  for (let run = 0; run < runs; run++) {
    const account = await registerAccount(api, `Slow ${run}`);
    const link = new SlowLink(SERVER_PORT, { rttMs: 150, downKbps: 1600, upKbps: 750 });
    await link.listen(LINK_PORT);
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${LINK_PORT}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Phone number').waitFor({ timeout: 120_000 });
    const formMs = Date.now() - started;
    await page.getByLabel('Phone number').fill(account.phoneNumber);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('parley:sdk-ready').length > 0, undefined, {
      timeout: 300_000,
      polling: 250,
    });
    const result = {
      formMs,
      signInToSdkReadyMs: Date.now() - pressed,
      visitToSdkReadyMs: Date.now() - started,
      coreDownloads: link.requests['GET /openIM.wasm'] ?? 0,
      downloadedMiB: Math.round((link.downBytes / 1048576) * 100) / 100,
    };
    console.log(JSON.stringify({ run: run + 1, ...result, requests: link.requests }));
    results.push(result);
    await context.close();
    link.close();
  }
  console.log(JSON.stringify({ runs, cpuSlowdown: CPU_SLOWDOWN, ...summarise(results) }));
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

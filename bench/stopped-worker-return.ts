/**
 * A return visit after a while away: the service worker is installed but stopped, as Chromium stops it about 30 s
 * after its last event. Each run signs nobody in: it opens the login page in a fresh context, waits until the worker
 * controls it, stops the worker (DevTools' `ServiceWorker.stopAllWorkers`), reloads, and reads the page's first byte
 * (its navigation timing's `responseStart`), where that response came from (`workerFinalSourceType`: `cache` when a
 * static route answered, empty when the fetch handler did) and when the login form was shown.
 *
 * Given several builds, it serves each from an embedded server of its own and takes them in turn, in a rotating order,
 * so that a change is measured beside the build before it:
 *
 *   npx tsx bench/stopped-worker-return.ts [runs=8] [build=dist ...]
 */
import { chromium, type Browser } from '@playwright/test';
import { OwnServer } from '../e2e/support/own-server.ts';
import { stopServiceWorkers } from '../e2e/support/service-worker.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { installedForReturnVisits, loginFormShownMs } from './support/login-page-start.ts';
import { runConditions, summarise } from './support/summary.ts';

const runs = Number(process.argv[2] ?? 8);
const builds = process.argv.length > 3 ? process.argv.slice(3) : ['dist'];
/** BENCH_PORT: the first of one port per build. */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 10560);
const TIMEOUT_MS = 30_000;

async function returnVisit(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await installedForReturnVisits(page, true, TIMEOUT_MS);
    await stopServiceWorkers(context, page);
    await page.reload({ waitUntil: 'commit' });
    const formMs = await loginFormShownMs(page, TIMEOUT_MS);
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        workerFinalSourceType?: string;
      };
      return { firstByteMs: Math.round(entry.responseStart), source: entry.workerFinalSourceType || 'fetch handler' };
    });
    return { ...navigation, formMs };
  } finally {
    await context.close();
  }
}

const servers = builds.map((build, index) => new OwnServer(BASE_PORT + index, { PARLEY_CLIENT_DIR: build }));
await Promise.all(servers.map((server) => server.start()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const results = builds.map(() => [] as Awaited<ReturnType<typeof returnVisit>>[]);
try {
  for (let run = 0; run < runs; run++) {
    for (let turn = 0; turn < builds.length; turn++) {
      const index = (run + turn) % builds.length;
      const result = await returnVisit(browser, servers[index]!.url);
      results[index]!.push(result);
      console.log(JSON.stringify({ run: run + 1, build: builds[index], ...result }));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
for (const [index, build] of builds.entries()) {
  const sources = [...new Set(results[index]!.map((result) => result.source))];
  console.log(JSON.stringify({ build, sources, ...summarise(results[index]!) }));
}
console.log(JSON.stringify({ runs, ...runConditions() }));

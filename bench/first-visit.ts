/**
 * What a first visit costs on the wire: the requests the page makes to render, the JS files the login form waited
 * for, and the requests the service worker makes to install (precache, plus the SDK core it stores for offline
 * starts). Needs a running server (`npm start`); prints one JSON line per run, each on a fresh browser profile,
 * then the median and spread.
 *
 *   npx tsx bench/first-visit.ts [url=http://127.0.0.1:10088/login] [runs=3]
 */
import { chromium, type Request } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { summarise } from './support/summary.ts';

const url = process.argv[2] ?? 'http://127.0.0.1:10088/login';
const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

async function firstVisit() {
  const context = await browser.newContext();
  const requests: Array<{ request: Request; bytes: number }> = [];
  const pending: Array<Promise<void>> = [];
  context.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        requests.push({ request, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      }),
    );
  });

  // The page's JS requests until the login form can be used (issue 28; e2e/login-budget.spec.ts holds the count).
  const scripts: string[] = [];
  context.on('request', (request) => {
    if (!request.serviceWorker() && (request.resourceType() === 'script' || request.url().endsWith('.js')))
      scripts.push(request.url());
  });

  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
  const renderedMs = Date.now() - started;
  const jsRequestsBeforeForm = scripts.length;
  const pageScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
  const documentBytes = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.encodedBodySize ?? 0,
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const installedMs = Date.now() - started;
  await Promise.all(pending);
  await context.close();

  const sum = (filter: (r: Request) => boolean) =>
    requests.filter((r) => filter(r.request)).reduce((total, r) => total + r.bytes, 0);
  const kib = (bytes: number) => Math.round(bytes / 1024);
  return {
    renderedMs,
    jsRequestsBeforeForm,
    serviceWorkerReadyMs: installedMs,
    initialScriptsKiB: kib(pageScripts),
    documentKiB: kib(documentBytes),
    pageTransferKiB: kib(sum((r) => !r.serviceWorker())),
    serviceWorkerTransferKiB: kib(sum((r) => Boolean(r.serviceWorker()))),
    requests: requests.length,
    serviceWorkerRequests: requests.filter((r) => r.request.serviceWorker()).length,
  };
}

const results = [];
for (let run = 0; run < runs; run++) {
  const result = await firstVisit();
  console.log(JSON.stringify({ run: run + 1, ...result }));
  results.push(result);
}
console.log(JSON.stringify({ url, runs, ...summarise(results) }));
await browser.close();

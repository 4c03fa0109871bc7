/**
 * A signed-in reload with many conversations (issue 18): a reader with N single chats, seeded through the admin API
 * on a server of its own, signs in through the login screen and waits for the first sync; then the page is reloaded
 * `runs` times. For each reload it prints, from the navigation's start: the first conversation row painted, the
 * SDK's login settled (`parley:sdk-ready`), the long tasks (> 50 ms) until then, and the renderer's JS heap. The
 * first sign-in's own long tasks are printed before them.
 * Ends with the median and spread of each figure.
 *
 * `isolation` is the server's PARLEY_ISOLATION: the SDK's store reads the whole database into memory without it.
 *
 *   npx tsx bench/reload.ts [conversations=2000] [runs=5] [isolation=off]
 */
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { signIn } from '../e2e/support/ui-session.ts';
import { runConditions, summarise } from './support/summary.ts';
import { longTasksOf, recordLongTasks } from './support/long-tasks.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { startPhases } from './support/start-phases.ts';

const conversations = Number(process.argv[2] ?? 2000);
const runs = Number(process.argv[3] ?? 5);
const isolation = process.argv[4] ?? 'off';
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);

/** Reloads and reports, in the page's own clock (ms since the navigation started), when each thing happened. */
async function timedReload(page: Page) {
  await page.reload({ waitUntil: 'commit' });
  const listMs = await page.waitForFunction(
    () => (document.querySelector('.conversation-item') ? Math.round(performance.now()) : null),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const sdkReady = await page.waitForFunction(
    () => {
      const mark = performance.getEntriesByName('parley:sdk-ready')[0];
      return mark ? Math.round(mark.startTime) : null;
    },
    undefined,
    { polling: 100, timeout: 120_000 },
  );
  const sdkReadyMs = (await sdkReady.jsonValue())!;
  const tasks = await longTasksOf(page);
  const untilReady = tasks.filter((task) => task.start <= sdkReadyMs);
  const heapMiB = await page.evaluate(() => {
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return memory ? Math.round(memory.usedJSHeapSize / 1048576) : null;
  });
  return {
    phases: await startPhases(page),
    firstRowMs: (await listMs.jsonValue())!,
    sdkReadyMs,
    longTasksMs: Math.round(untilReady.reduce((sum, task) => sum + task.duration, 0)),
    longestTaskMs: Math.round(Math.max(0, ...untilReady.map((task) => task.duration))),
    heapMiB,
  };
}

const server = new OwnServer(PORT, { PARLEY_ISOLATION: isolation });
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const reader = await registerAccount(api, 'Reader');
  await seedSingleChats(api, reader.userID, conversations, { idSuffix: 's', nickname: 'Sender' });
  const context = await browser.newContext({ baseURL: server.url });
  await recordLongTasks(context);
  const page = await context.newPage();
  // On the page's clock: the sign-in click, the sign-in answer (/chat/account/login) and the first row painted. The
  // e2e signIn helper also waits for the SDK's login, which the first row no longer does, so it is not timed here.
  await page.addInitScript(() =>
    document.addEventListener(
      'click',
      () => ((window as { signInClickAt?: number }).signInClickAt ??= performance.now()),
      {
        capture: true,
      },
    ),
  );
  const firstRow = page.waitForFunction(
    () => (document.querySelector('.conversation-item') ? performance.now() : null),
    undefined,
    { polling: 'raf', timeout: 300_000 },
  );
  await signIn(page, reader);
  const firstRowAt = (await (await firstRow).jsonValue())!;
  const signInAt = await page.evaluate(() => ({
    click: (window as { signInClickAt?: number }).signInClickAt ?? 0,
    answer: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      entry.name.includes('/chat/account/login'),
    )?.responseEnd,
  }));
  const firstSignInToFirstRowMs = Math.round(firstRowAt - signInAt.click);
  const signInAnswerToFirstRowMs = signInAt.answer === undefined ? null : Math.round(firstRowAt - signInAt.answer);
  // The first sync is over when the list holds every seeded conversation: the reloads then start from a full store.
  await page.waitForFunction(() => performance.getEntriesByName('parley:sync-finished').length > 0, undefined, {
    timeout: 600_000,
    polling: 500,
  });
  // The login page's own start (before the click) is not the sign-in's: counted apart.
  const allTasks = await longTasksOf(page);
  const signInTasks = allTasks.filter((task) => task.start >= signInAt.click).map((task) => Math.round(task.duration));
  const loginPageTasks = allTasks
    .filter((task) => task.start < signInAt.click)
    .map((task) => Math.round(task.duration));
  console.log(
    JSON.stringify({
      conversations,
      firstSignInToFirstRowMs,
      signInAnswerToFirstRowMs,
      // From the click, on the page's clock: the SDK's OnSyncServerFinish (absent from builds before it was marked)…
      firstSignInToSdkSyncFinishMs: await page.evaluate(
        `(() => { const mark = performance.getEntriesByName('parley:sdk-sync-finish')[0];
          return mark ? Math.round(mark.startTime - ${signInAt.click}) : null; })()`,
      ),
      // …and the page's re-read of the SDK's whole list after it (both marked by src/sdk/session.ts).
      firstSignInToSyncedMs: Math.round(
        (await page.evaluate(() => performance.getEntriesByName('parley:sync-finished')[0]!.startTime)) -
          signInAt.click,
      ),
      loginPageLongTasks: loginPageTasks,
      // From the sign-in click to the first sync's end.
      signInLongTasks: {
        count: signInTasks.length,
        totalMs: signInTasks.reduce((a, b) => a + b, 0),
        each: signInTasks,
      },
    }),
  );
  const results = [];
  for (let run = 0; run < runs; run++) {
    const result = await timedReload(page);
    console.log(JSON.stringify({ run: run + 1, ...result }));
    results.push(result);
  }
  console.log(JSON.stringify({ conversations, runs, isolation, ...summarise(results), ...runConditions() }));
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

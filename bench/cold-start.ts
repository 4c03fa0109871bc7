/**
 * A cold start with a sign-in at once (issue 28's "cold SDK ready" row): each run is a fresh browser context (empty
 * HTTP cache, no service worker, no store) that opens /login, signs in the moment the form takes input, and waits for
 * the SDK's login (`parley:sdk-ready`, src/sdk/session.ts) and the first conversation row. Figures are on the page's
 * clock, from the navigation's start: the form usable, the click, the sign-in answer, the first row, the SDK ready;
 * and the long tasks (> 50 ms) until then. Ends with the median and spread of each figure.
 *
 * `typingMs` is how long the person takes to fill the form after it takes input (0: the issue-28 row, a sign-in at
 * once); the login screen starts the SDK's core while they type (src/sdk/start-before-sign-in.ts), so the row a person
 * feels is the click to the SDK ready.
 *
 *   npx tsx bench/cold-start.ts [runs=5] [conversations=50] [typingMs=0]
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount, TEST_PASSWORD } from '../e2e/support/session.ts';
import { summarise } from './support/summary.ts';
import { longTasksOf, recordLongTasks } from './support/long-tasks.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { startPhases } from './support/start-phases.ts';

const runs = Number(process.argv[2] ?? 5);
const conversations = Number(process.argv[3] ?? 50);
const typingMs = Number(process.argv[4] ?? 0);
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const reader = await registerAccount(api, 'Reader');
  await seedSingleChats(api, reader.userID, conversations, { idSuffix: 'c', nickname: 'Sender' });
  const results = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL: server.url });
    await recordLongTasks(context);
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'commit' });
    const phone = page.getByLabel('Phone number');
    await phone.fill(reader.phoneNumber);
    const formMs = await page.evaluate(() => Math.round(performance.now()));
    if (typingMs > 0) await page.waitForTimeout(typingMs);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    const clickMs = await page.evaluate(() => Math.round(performance.now()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const firstRow = await page.waitForFunction(
      () => (document.querySelector('.conversation-item') ? Math.round(performance.now()) : null),
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    const ready = await page.waitForFunction(
      () => {
        const mark = performance.getEntriesByName('parley:sdk-ready')[0];
        return mark ? Math.round(mark.startTime) : null;
      },
      undefined,
      { polling: 50, timeout: 120_000 },
    );
    const sdkReadyMs = (await ready.jsonValue())!;
    const answerMs = await page.evaluate(() => {
      const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
        resource.name.includes('/chat/account/login'),
      );
      return entry ? Math.round(entry.responseEnd) : null;
    });
    const tasks = (await longTasksOf(page)).filter((task) => task.start <= sdkReadyMs);
    const result = {
      formUsableMs: formMs,
      clickMs,
      signInAnswerMs: answerMs,
      firstRowMs: (await firstRow.jsonValue())!,
      sdkReadyMs,
      clickToSdkReadyMs: sdkReadyMs - clickMs,
      longTasks: tasks.length,
      longTasksMs: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
    };
    const phases = await startPhases(page);
    console.log(JSON.stringify({ run: run + 1, ...result, phases }));
    results.push(result);
    await context.close();
  }
  console.log(JSON.stringify({ runs, conversations, typingMs, ...summarise(results) }));
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

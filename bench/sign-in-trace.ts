/**
 * Where the sign-in's long tasks come from (issue 28): a reader with N single chats, seeded through the admin API on a
 * server of its own, signs in through the login screen under a Chromium trace, from the click to the first sync's end
 * (`parley:sync-finished`). Prints each main-thread task over 50 ms, ms after the click: its largest timeline events
 * and the functions the CPU profiler sampled most in it. `runs` sign-ins, each in a fresh browser context.
 * The trace's own profiler slows the page a little, so counts here may run above bench/reload.ts's.
 *
 *   npx tsx bench/sign-in-trace.ts [conversations=50] [runs=1] [keep-trace-dir]
 */
import { writeFileSync } from 'node:fs';
import { chromium, expect, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount, TEST_PASSWORD } from '../e2e/support/session.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { longTasksIn, TRACE_CATEGORIES } from './support/trace-tasks.ts';

const conversations = Number(process.argv[2] ?? 50);
const runs = Number(process.argv[3] ?? 1);
const keepTraces = process.argv[4];
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  for (let run = 1; run <= runs; run++) {
    const reader = await registerAccount(api, 'Reader');
    await seedSingleChats(api, reader.userID, conversations, { idSuffix: `t${run}`, nickname: 'Sender' });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(reader.phoneNumber);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    // The login page's own start is over before the trace begins.
    await page.waitForLoadState('networkidle');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate(() => performance.mark('bench:click'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/conversation$/, { timeout: 30_000 });
    await page.waitForFunction(() => performance.getEntriesByName('parley:sync-finished').length > 0, undefined, {
      timeout: 600_000,
      polling: 500,
    });
    // A second or so for what the sync's end sets off (the SDK's list, the prefetch) to show in the trace.
    await page.waitForTimeout(1500);
    const trace = await browser.stopTracing();
    if (keepTraces) writeFileSync(`${keepTraces}/sign-in-${conversations}-${run}.json`, trace);
    const tasks = longTasksIn(trace, 'bench:click');
    console.log(
      JSON.stringify({
        run,
        conversations,
        longTasks: tasks.length,
        totalMs: tasks.reduce((a, t) => a + t.duration, 0),
      }),
    );
    for (const task of tasks) console.log(JSON.stringify(task));
    await context.close();
  }
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

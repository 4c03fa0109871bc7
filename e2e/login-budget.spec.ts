import { expect, test } from '@playwright/test';

/**
 * What the login form costs a first visit, counted (never timed): a bounded number of JS requests, and nothing of
 * the SDK, its SQL worker or Dexie before the user signs in. Budgets: bench/check-budgets.ts holds the byte ones.
 * 79 JS requests before session.ts stopped loading the SDK, 64 after; 11 since the route configs, the router and
 * the small shared modules are grouped into a few chunks (vite.config.ts `codeSplitting`). Issue 18's target is 15.
 * 5 since the start-up code is one chunk and the login screen with its fields another (issue 28's target: 6, as
 * OpenIM's React demo).
 */
const MAX_JS_REQUESTS_BEFORE_FORM = 5;

test('the login form loads a bounded number of JS files and nothing of the SDK, its SQL worker or Dexie', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
  // Once the form has painted and the browser is idle, the login screen starts the SDK's core, so that a sign-in
  // waits only for its login (src/sdk/start-before-sign-in.ts): what came before that start is the form's cost.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('parley:sdk-start').length), { timeout: 20_000 })
    .toBe(1);
  const timeline = await page.evaluate(() => ({
    sdkStart: performance.getEntriesByName('parley:sdk-start')[0]!.startTime,
    resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  // The start begins with the SDK's own chunk, asked for once the form has rendered (its paint is timed at the frame's
  // presentation, which may come a few milliseconds after the idle callback asked).
  const sdkChunkAt = Math.min(
    ...timeline.resources.filter((entry) => /\/sdk-instance-/.test(entry.url)).map((entry) => entry.start),
  );
  expect(timeline.sdkStart).toBeGreaterThan(sdkChunkAt);
  const beforeStart = timeline.resources.filter((entry) => entry.start < sdkChunkAt).map((entry) => entry.url);
  const scripts = beforeStart.filter((url) => new URL(url).pathname.endsWith('.js'));
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_JS_REQUESTS_BEFORE_FORM);
  expect(beforeStart.filter((url) => /sql-wasm|worker|openIM\.wasm|wasm_exec/.test(url))).toEqual([]);
  // Markers of each: a name from the SDK's own database calls (not its cache's name, which the start-up's service
  // worker code shares to say when the app works offline), Dexie's own error names. Dexie stays out of the login
  // page even after the SDK's start.
  const code = await Promise.all(
    timeline.resources
      .map((entry) => entry.url)
      .filter((url) => new URL(url).pathname.endsWith('.js'))
      .map(async (url) => ({
        url,
        text: await (await page.request.get(url)).text(),
        beforeStart: scripts.includes(url),
      })),
  );
  expect(code.filter(({ text, beforeStart }) => beforeStart && text.includes('upsertEventByDedupe'))).toEqual([]);
  expect(code.filter(({ text }) => text.includes('DexieError')).map(({ url }) => url)).toEqual([]);
});

test.describe('a return visit', () => {
  test.use({ serviceWorkers: 'allow' });

  test('compiles the SDK core as the page starts, once, and the login screen’s start takes it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    // Installed: the service worker controls the page and has put the core in the SDK's cache.
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              navigator.serviceWorker.controller !== null &&
              (await (await caches.open('openim-wasm-cache')).match('/openIM.wasm')) !== undefined,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.reload();
    // The SDK's worker has the core running: every compile the page was going to make is made.
    await expect
      .poll(
        async () => {
          const worker = page.workers().find((candidate) => candidate.url().includes('sdk-worker'));
          return worker?.evaluate(() => performance.getEntriesByName('parley:worker-core-running').length);
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const marks = await page.evaluate(() => ({
      compiles: performance.getEntriesByName('parley:core-compile-start').map((entry) => entry.startTime),
      sdkStart: performance.getEntriesByName('parley:sdk-start')[0]!.startTime,
    }));
    // src/app/start-sdk-early.ts: before the login screen has rendered and started the SDK, not after it.
    expect(marks.compiles).toHaveLength(1);
    expect(marks.compiles[0]!).toBeLessThan(marks.sdkStart);
  });
});

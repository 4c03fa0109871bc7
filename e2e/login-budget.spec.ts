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
  context,
}) => {
  const scripts: string[] = [];
  const everything: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) return;
    everything.push(request.url());
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  page.on('worker', (worker) => everything.push(`worker:${worker.url()}`));

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
  // Whatever the page would fetch lazily once idle has time to show itself.
  await page.waitForLoadState('networkidle');

  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_JS_REQUESTS_BEFORE_FORM);
  const code = await Promise.all(
    scripts
      .filter((url) => !url.startsWith('blob:'))
      .map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
  // Markers of each: a name from the SDK's own database calls (not its cache's name, which the start-up's service
  // worker code shares to say when the app works offline), Dexie's own error names, the SQL worker's wasm file.
  expect(code.filter(({ text }) => text.includes('upsertEventByDedupe')).map(({ url }) => url)).toEqual([]);
  expect(code.filter(({ text }) => text.includes('DexieError')).map(({ url }) => url)).toEqual([]);
  expect(everything.filter((url) => /sql-wasm|worker|openIM\.wasm|wasm_exec/.test(url))).toEqual([]);
});

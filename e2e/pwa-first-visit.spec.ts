import { expect, test, type Route } from '@playwright/test';
import { waitForServiceWorker } from './support/service-worker';

test('a first visit caches the app shell while the SDK core still downloads, so the app opens offline', async ({
  page,
  context,
}) => {
  // The core (4.6 MB) arrives slowly, as on a slow link, and is still on its way when the server stops.
  const heldCore: Route[] = [];
  await context.route('**/openIM.wasm', (route) =>
    route.request().method() === 'GET' ? void heldCore.push(route) : route.continue(),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(() => heldCore.length).toBeGreaterThan(0);

  // Before the core has arrived, the page and its scripts are already in the worker's cache (Workbox's precache).
  const shell = async () =>
    page.evaluate(async () => {
      const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src);
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      if (!precache) return false;
      const cache = await caches.open(precache);
      const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
      return (
        keys.some((path) => path === '/index.html') && scripts.every((src) => keys.includes(new URL(src).pathname))
      );
    });
  await expect.poll(shell, { timeout: 20_000 }).toBe(true);
  expect(heldCore.length).toBe(1);

  // The server goes away mid-download: the core's download fails, the shell it already has is enough.
  await Promise.all(heldCore.map((route) => route.abort('connectionreset')));
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await context.setOffline(false);
});

test('a first visit works offline once the shell is stored, before the SDK core has arrived, and then says when it is ready', async ({
  page,
  context,
}) => {
  // The core is held back for as long as the test likes: a slow link that goes away before the core arrives.
  const heldCore: Route[] = [];
  await context.route('**/openIM.wasm', (route) =>
    route.request().method() === 'GET' ? void heldCore.push(route) : route.continue(),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(() => heldCore.length).toBeGreaterThan(0);

  // The worker takes over with the core still on its way (it waited for the core before, 4.6 s on a first visit).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  const ready = page.getByRole('status').filter({ hasText: 'Parley is ready to work offline.' });
  await expect(ready).toHaveCount(0);

  // Offline now, the app still opens from the worker, and does not claim to be ready for offline use.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(ready).toHaveCount(0);

  // Back online, the core arrives and the app says, once, that it now works offline.
  await context.setOffline(false);
  await context.unroute('**/openIM.wasm');
  await Promise.all(heldCore.map((route) => route.continue().catch(() => undefined)));
  await page.reload();
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await ready.getByRole('button', { name: 'OK' }).click();
  await expect(ready).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(ready).toHaveCount(0);
});

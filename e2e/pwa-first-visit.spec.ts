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

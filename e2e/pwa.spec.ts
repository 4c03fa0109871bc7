import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { stopServiceWorkers, waitForServiceWorker } from './support/service-worker';
import { registerAccount } from './support/session';
import { signIn } from './support/ui-session';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const headOfCore = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/openIM.wasm', { method: 'HEAD' });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  });

test('the service worker installs and the shell loads offline', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await context.setOffline(false);
});

test('HEAD /openIM.wasm is answered offline with the headers of the cached core', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const online = await headOfCore(page);
  expect(online.status).toBe(200);
  expect(online.etag).toBeTruthy();

  // The SDK keeps its own copy of the core, which the worker filled at install.
  const cachedInSdkCache = await page.evaluate(async () =>
    Boolean(await (await caches.open('openim-wasm-cache')).match('/openIM.wasm')),
  );
  expect(cachedInSdkCache).toBe(true);

  await context.setOffline(true);
  const offline = await headOfCore(page);
  expect(offline).toEqual(online);
  await context.setOffline(false);
});

test('online too, the SDK’s check of its cached core is answered from that cache, with no round trip', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  // A cached copy whose headers the server never sent: only the worker's cache can answer with them.
  await page.evaluate(async () => {
    const cache = await caches.open('openim-wasm-cache');
    const headers = new Headers({
      ETag: '"installed-with-this-release"',
      'Last-Modified': 'Tue, 01 Sep 2026 00:00:00 GMT',
    });
    await cache.put('/openIM.wasm', new Response(new Uint8Array([0, 97, 115, 109]), { headers }));
  });
  const answer = await headOfCore(page);
  expect(answer).toEqual({
    status: 200,
    etag: '"installed-with-this-release"',
    lastModified: 'Tue, 01 Sep 2026 00:00:00 GMT',
  });
});

test('the core is stored once: the precache leaves it to the SDK cache', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.startsWith('workbox-precache'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached).toContain('/sql-wasm.wasm');
  expect(precached).toContain('/index.html');
  expect(precached).not.toContain('/openIM.wasm');
});

test('the browser routes around the worker’s code: services to the network, the build’s files from its cache', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const routes = await page.evaluate(async () => {
    type Timing = PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
    const entries = () => performance.getEntriesByType('resource') as Timing[];
    const pathOf = (entry: Timing) => new URL(entry.name).pathname;
    // A start-up chunk the page loaded before the worker took over, asked for again now that it controls the page.
    const chunk = entries()
      .map(pathOf)
      .find((path) => /^\/assets\/.+\.js$/.test(path))!;
    const paths = ['/chat/parley/capabilities', '/api/user/get_users_info', '/healthz', chunk, '/manifest.webmanifest'];
    // A resource timing entry is written once the body has arrived.
    await Promise.all(paths.map((path) => fetch(path).then((response) => response.text())));
    return paths.map((path) => {
      const entry = entries().findLast((candidate) => pathOf(candidate) === path)!;
      return {
        path: path === chunk ? 'chunk' : path,
        matched: entry.workerMatchedSourceType,
        final: entry.workerFinalSourceType,
        throughWorker: entry.workerStart > 0,
      };
    });
  });
  const route = (path: string) => routes.find((entry) => entry.path === path);
  for (const service of ['/chat/parley/capabilities', '/api/user/get_users_info', '/healthz']) {
    expect(route(service), service).toMatchObject({ matched: 'network', final: 'network' });
  }
  // Found in the precache, not fetched again.
  expect(route('chunk')).toMatchObject({ matched: 'cache', final: 'cache' });
  // The manifest is precached under a revision: the worker's fetch handler answers it.
  expect(route('/manifest.webmanifest')).toMatchObject({ matched: '', throughWorker: true });
});

test('a return visit’s entry pages come from the cache before the worker runs; other pages from its handler', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const signInShown = () => expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const navigation = () =>
    page.evaluate(() => {
      type Timing = PerformanceNavigationTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
      const entry = performance.getEntriesByType('navigation')[0] as Timing;
      return { matched: entry.workerMatchedSourceType, final: entry.workerFinalSourceType };
    });

  // The worker stopped, as a return visit finds it after a while away: the page does not wait for it to start.
  // (Offline as well, a navigation that starts a stopped worker never ends under Playwright, with or without the
  // routes; offline is checked below with the worker running.)
  await stopServiceWorkers(context, page);
  await page.reload();
  await signInShown();
  expect(await navigation()).toEqual({ matched: 'cache', final: 'cache' });

  // Offline, only a stored copy can answer: the entry pages from their cache, any other address (a query included)
  // from the worker's fetch handler.
  await context.setOffline(true);
  for (const path of ['/login', '/conversation', '/']) {
    await page.goto(path);
    await signInShown();
    expect(await navigation(), path).toEqual({ matched: 'cache', final: 'cache' });
  }
  for (const path of ['/login?next=%2Flanguage', '/language']) {
    await page.goto(path);
    expect(await navigation(), path).toEqual({ matched: '', final: '' });
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await context.setOffline(false);
});

test('Chromium finds the app installable', async ({ baseURL }) => {
  // Installability is never granted in incognito, which is what a Playwright context is.
  const profile = mkdtempSync(join(tmpdir(), 'parley-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as {
    name: string;
    icons: Array<{ purpose?: string }>;
    screenshots: unknown[];
  };
  expect(parsed.name).toBe('Parley');
  expect(parsed.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(parsed.screenshots).toHaveLength(2);
  await context.close();
});

test('a first visit that signs in while the worker installs downloads the core once', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'Quick');
  const coreDownloads: string[] = [];
  // The worker's copy of the core arrives slowly, as on a slow link, so the sign-in happens during its install.
  await context.route('**/openIM.wasm', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    coreDownloads.push(route.request().serviceWorker() ? 'service worker' : 'page');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    return route.continue();
  });
  await signIn(page, account);
  // The SDK has started and synced: its core came from somewhere.
  await expect(page.getByText('No conversations yet.')).toBeVisible({ timeout: 30_000 });
  expect(coreDownloads).toEqual(['service worker']);
});

test('under the service worker, a signed-in reload compiles the cached core without asking the server about it', async ({
  page,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice');
  await signIn(page, alice);
  await waitForServiceWorker(page);
  const heads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'HEAD' && sent.url().endsWith('/openIM.wasm')) heads.push(sent.url());
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('parley:sdk-ready').length), { timeout: 30_000 })
    .toBe(1);
  // The service worker would answer that HEAD from the same cache the core is taken from (sw/sdk-core.ts).
  expect(heads).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByName('parley:core-compile-end').length)).toBe(1);
});

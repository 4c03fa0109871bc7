import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Route } from '@playwright/test';
import { NEEDS_NOTIFICATIONS } from '../playwright.config';
import { composer, messageLog } from './support/chat-page';
import { waitForServiceWorker } from './support/service-worker';
import { registerAccount } from './support/session';
import { newTestContext } from './support/test-contexts';
import { makeFriends, openChatWith, signIn } from './support/ui-session';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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

test(
  'the ready-to-work-offline notice covers no control of an open chat at 320 and 1280 px in both themes; people type and send while it shows',
  { tag: NEEDS_NOTIFICATIONS },
  async ({ browser, request }, testInfo) => {
    const [alice, bob] = [await registerAccount(request, 'Alice'), await registerAccount(request, 'Bob')];
    await makeFriends(request, alice, bob);
    const page = await (await newTestContext(browser, { viewport: { width: 320, height: 640 } })).newPage();
    // A first visit: the notice comes once the SDK core is stored, around the time the first sign-in finishes.
    await signIn(page, alice);
    await openChatWith(page, 'Bob');
    const notice = page.getByRole('status').filter({ hasText: 'Parley is ready to work offline.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const chatHeader = page
      .locator('header.screen-header')
      .filter({ has: page.getByRole('heading', { level: 1, name: 'Bob', exact: true }) });
    const messageBox = composer(page);
    const send = page.getByRole('button', { name: 'Send', exact: true });

    for (const [width, height] of [
      [320, 640],
      [1280, 800],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme });
        // A person taps the message box and writes a few lines, as people do: the box grows to its full height.
        const text = `At ${width} px in the ${colorScheme} theme, a first message long enough to fill the box, typed and sent with the offline notice still showing`;
        await messageBox.click({ timeout: 2_000 });
        await page.keyboard.type(text);
        await expect(send).toBeVisible();

        // Every point of the message box, of Send and of the chat header's controls that the pointer meets is that
        // control, never the notice (a quick trial click too: Playwright's own check that nothing else takes the click).
        const controls = [messageBox, send, ...(await chatHeader.locator('button:visible, a:visible').all())];
        for (const control of controls) {
          const label = `${await control.evaluate((element) => element.outerHTML.slice(0, 60))} at ${width} px`;
          expect(await control.evaluate(coveredPoints), label).toEqual([]);
          await control.click({ trial: true, timeout: 2_000 });
        }
        // The notice has a row of its own above the chat: nothing of the chat is under it.
        const [noticeBox, headerBox] = [await notice.boundingBox(), await chatHeader.boundingBox()];
        expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);

        // Sent with the notice still there.
        await send.click({ timeout: 2_000 });
        await expect(messageLog(page).getByText(text)).toBeVisible();
        await expect(messageBox).toHaveValue('');
        await expect(notice).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`chat-${width}-${colorScheme}-notice.png`) });
        const contrast = await new AxeBuilder({ page })
          .include('[role="status"]')
          .withRules(['color-contrast'])
          .analyze();
        expect(contrast.violations, `${colorScheme} at ${width} px`).toEqual([]);
      }
    }

    // Twice the default font on a 390 × 700 window, with the notice and (after a first message) the offer of
    // notifications above the composer: the rest of the chat gives way, the message box and Send stay in the window.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.emulateMedia({ colorScheme: 'light' });
    const largeFont = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await messageBox.click({ timeout: 2_000 });
    await page.keyboard.type('Large print');
    for (const control of [notice, messageBox, send]) await expect(control).toBeInViewport({ ratio: 1 });
    for (const control of [messageBox, send]) expect(await control.evaluate(coveredPoints)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('chat-390-font200-notice.png') });
    await largeFont.evaluate((element) => (element as HTMLStyleElement).remove());

    // The notice took no focus when it came; from the keyboard it goes away, and the chat stays usable.
    expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await notice.getByRole('button', { name: 'OK' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await expect(messageBox).toBeInViewport();
    // Focus goes on to the page's next control, not back to the top of the page (the document's body).
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    // The offer of notifications likewise: "Not now" from the keyboard leaves focus in the composer under it.
    const offer = page.getByRole('region', { name: 'Notifications' });
    await offer.getByRole('button', { name: 'Not now' }).focus();
    await page.keyboard.press('Enter');
    await expect(offer).toHaveCount(0);
    expect(await page.locator('.composer').evaluate((element) => element.contains(document.activeElement))).toBe(true);
  },
);

/**
 * The points of `element` a pointer meets something else at: its centre and the middle of each edge, 3 px in (inside
 * rounded corners too). A control with nothing over it gives none.
 */
function coveredPoints(element: Element): string[] {
  const box = element.getBoundingClientRect();
  const [left, right, top, bottom] = [box.left + 3, box.right - 3, box.top + 3, box.bottom - 3];
  const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2];
  const points: Array<[string, number, number]> = [
    ['centre', middleX, middleY],
    ['top', middleX, top],
    ['bottom', middleX, bottom],
    ['left', left, middleY],
    ['right', right, middleY],
  ];
  return points
    .filter(([, x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit === null || !(hit === element || element.contains(hit));
    })
    .map(([where, x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return `${where} (${Math.round(x)}, ${Math.round(y)}) meets ${hit ? hit.outerHTML.slice(0, 60) : 'nothing'}`;
    });
}

import type { BrowserContext, Page } from '@playwright/test';

/** Waits until the page is controlled by the app's service worker (installed, activated and claimed). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** The notifications the service worker shows now, as the page's registration lists them. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });
}

/**
 * Stops the context's service workers, as Chromium does about 30 s after a worker's last event, and resolves once they
 * have stopped (DevTools' ServiceWorker domain, through a session on `page`).
 */
export async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  const devtools = await context.newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  const stopped = new Promise<void>((resolve) =>
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.every((version) => version.runningStatus === 'stopped')) resolve();
    }),
  );
  await devtools.send('ServiceWorker.stopAllWorkers');
  await stopped;
}

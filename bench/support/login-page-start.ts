import type { Page } from '@playwright/test';
import { longTasksOf } from './long-tasks.ts';

/** Where a client runs OpenIM's Go core: the page itself (OpenIM's demos), or Parley's SDK worker. */
export type CoreHome = 'page' | 'parley-worker';

const POLL_MS = 20;

async function waitFor<T>(read: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The first moment, on the page's clock, that a text field of the login form is on screen. */
export async function loginFormShownMs(page: Page, timeoutMs: number): Promise<number> {
  const shown = await page.waitForFunction(
    () => {
      const field = Array.from(document.querySelectorAll('input')).find((input) => {
        const box = input.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && input.type !== 'hidden';
      });
      return field ? Math.round(performance.now()) : null;
    },
    undefined,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await shown.jsonValue())!;
}

/**
 * When OpenIM's Go core has started, on the page's clock: its functions exist (`getLoginStatus` in the demos' page,
 * where their core runs; Parley's worker marks the same moment, `parley:worker-core-running`, src/sdk/core-worker/).
 */
export async function coreStartedMs(page: Page, home: CoreHome, timeoutMs: number): Promise<number> {
  if (home === 'page') {
    const started = await page.waitForFunction(
      () =>
        typeof (window as unknown as { getLoginStatus?: unknown }).getLoginStatus === 'function'
          ? Math.round(performance.now())
          : null,
      undefined,
      { polling: 'raf', timeout: timeoutMs },
    );
    return (await started.jsonValue())!;
  }
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  return waitFor(
    async () => {
      for (const worker of page.workers()) {
        if (!worker.url().includes('sdk-worker')) continue;
        const mark = await worker.evaluate(() => {
          const entry = performance.getEntriesByName('parley:worker-core-running')[0];
          return entry ? performance.timeOrigin + entry.startTime : null;
        });
        if (mark !== null) return Math.round(mark - pageOrigin);
      }
      return null;
    },
    timeoutMs,
    "Parley's core start",
  );
}

export interface ScriptsBefore {
  jsRequests: number;
  jsBytes: number;
}

/** The scripts the page had received by a moment: requests, and bytes as they came over the wire (compressed). */
export function scriptsBefore(page: Page, moment: number): Promise<ScriptsBefore> {
  return page.evaluate((until) => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= until,
    );
    return {
      jsRequests: scripts.length,
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  }, moment);
}

export const firstContentfulPaintMs = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? Math.round(paint.startTime) : null;
  });

/** Total blocking time of the page's main thread up to a moment: each long task's time past 50 ms. */
export async function blockingTimeUntil(page: Page, moment: number): Promise<number> {
  const tasks = (await longTasksOf(page)).filter((task) => task.start <= moment);
  return Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
}

/**
 * Until the page's service worker controls it: a return visit's start, as a person's next visit finds it (Parley's
 * first install precaches its shell file by file, for a second or two). `registers`: the client registers a worker
 * (Parley; OpenIM's demos have none), so the wait does not end before it has. The predicate is synchronous:
 * `waitForFunction` takes a returned promise for a truthy answer and would not wait at all.
 */
export async function installedForReturnVisits(page: Page, registers: boolean, timeoutMs: number): Promise<void> {
  const hasWorker =
    registers || (await page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration())));
  if (!hasWorker) return;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    polling: 100,
    timeout: timeoutMs,
  });
}

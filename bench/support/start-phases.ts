import type { Page } from '@playwright/test';

/**
 * Where the SDK's start went, in the page's clock: the page's compile of the core (src/sdk/core-worker/core-module.ts)
 * and the SDK worker's marks (script loaded, core received, core running) and its initSDK/login calls, as [start, end].
 */
export async function startPhases(page: Page): Promise<Record<string, number | [number, number]>> {
  const phases: Record<string, number | [number, number]> = {};
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  type Entry = { name: string; start: number; duration: number };
  const add = (origin: number, entries: Entry[]) => {
    for (const { name, start, duration } of entries) {
      const at = Math.round(origin - pageOrigin + start);
      phases[name.slice('parley:'.length)] = duration > 0 ? [at, at + Math.round(duration)] : at;
    }
  };
  // The same reading in the page and in the worker (each evaluates its own copy).
  const read = () => ({
    origin: performance.timeOrigin,
    entries: [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')]
      .filter((entry) => entry.name.startsWith('parley:'))
      .map((entry) => ({ name: entry.name, start: entry.startTime, duration: entry.duration })),
  });
  const own = await page.evaluate(read);
  // Before the app's code runs: the page's own response, and the start-up chunk's download (from the service worker).
  Object.assign(
    phases,
    await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const app = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/assets\/app-[^/]*\.js$/.test(entry.name),
      );
      return {
        ...(navigation ? { 'page-response-end': Math.round(navigation.responseEnd) } : {}),
        ...(app ? { 'app-script': [Math.round(app.startTime), Math.round(app.responseEnd)] as [number, number] } : {}),
      };
    }),
  );
  add(own.origin, own.entries);
  for (const worker of page.workers()) {
    if (!worker.url().includes('sdk-worker')) continue;
    const theirs = await worker.evaluate(read);
    add(theirs.origin, theirs.entries);
  }
  return phases;
}

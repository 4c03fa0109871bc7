import { test, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/** Contexts tests opened themselves, by test. Playwright closes only its own `context` fixture at a test's end. */
const opened = new Map<string, BrowserContext[]>();

/**
 * A new browser context (one user's device) for the running test. The contexts an earlier test opened are closed
 * first: each runs the wasm SDK with its database worker, and a hundred left open fill the machine's memory.
 */
export async function newTestContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const testId = test.info().testId;
  for (const [owner, contexts] of opened) {
    if (owner === testId) continue;
    opened.delete(owner);
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  }
  const context = await browser.newContext(options);
  opened.set(testId, [...(opened.get(testId) ?? []), context]);
  return context;
}

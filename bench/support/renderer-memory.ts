import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';

/** One process's proportional set size (its own pages plus its share of shared ones), from /proc. */
export function pssMiB(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Math.round(Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/**
 * What the page costs in memory: its renderer process (the largest renderer: the page, its workers and the SDK's two
 * wasm instances live there), all renderers together, and the page's own JS heap. A garbage collection runs first,
 * so the figures are what is held, not what is waiting to be freed.
 */
export async function rendererMemory(browser: Browser, page: Page) {
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send('HeapProfiler.collectGarbage');
  const { usedSize } = await pageSession.send('Runtime.getHeapUsage');
  await pageSession.detach();
  const browserSession = await browser.newBrowserCDPSession();
  const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>;
  };
  await browserSession.detach();
  const renderers = processInfo.filter((process) => process.type === 'renderer').map((process) => pssMiB(process.id));
  return {
    rendererPssMiB: Math.max(0, ...renderers),
    allRenderersPssMiB: renderers.reduce((sum, mib) => sum + mib, 0),
    jsHeapMiB: Math.round(usedSize / 1048576),
  };
}

/**
 * Scrolling the conversation list while the SDK's first sync runs (issue 28's 60 fps row, for the list): a reader
 * with N single chats signs in on a fresh context; as soon as the first row paints, the list is scrolled by 120 px a
 * frame (down, and back up at the end) for `seconds`, driven by requestAnimationFrame as a steady scroll is. Prints
 * the frame times (p50, p95, max), how many frames ran before the first sync finished (`parley:sync-finished`), and
 * whether it was still running when the scroll ended: only frames taken while syncing answer the row. Ends with the
 * median and spread of each figure.
 *
 *   npx tsx bench/scroll-while-syncing.ts [conversations=2000] [runs=3] [seconds=4]
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount, TEST_PASSWORD } from '../e2e/support/session.ts';
import { summarise } from './support/summary.ts';
import { seedSingleChats } from './support/single-chats.ts';

const conversations = Number(process.argv[2] ?? 2000);
const runs = Number(process.argv[3] ?? 3);
const seconds = Number(process.argv[4] ?? 4);
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const results = [];
  for (let run = 0; run < runs; run++) {
    // A reader of their own each run: a first sign-in is a first sync.
    const reader = await registerAccount(api, 'Reader');
    await seedSingleChats(api, reader.userID, conversations, { idSuffix: `w${run}`, nickname: 'Sender' });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(reader.phoneNumber);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => document.querySelector('.conversation-item') !== null, undefined, {
      polling: 'raf',
      timeout: 120_000,
    });
    // In the page as a string: tsx names the functions of a bench's own code with a helper the page does not have.
    const frames = (await page.evaluate(`new Promise((resolve) => {
      let scroller = document.querySelector('.conversation-item');
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
      if (!scroller) throw new Error('no scrolling list');
      const deltas = [];
      let step = 120;
      let start = 0;
      let last = 0;
      requestAnimationFrame((first) => {
        start = last = first;
        requestAnimationFrame(function frame(now) {
          const syncing = performance.getEntriesByName('parley:sync-finished').length === 0;
          deltas.push({ ms: now - last, syncing });
          last = now;
          const max = scroller.scrollHeight - scroller.clientHeight;
          if (scroller.scrollTop + step > max || scroller.scrollTop + step < 0) step = -step;
          scroller.scrollTop += step;
          if (now - start < ${seconds * 1000}) requestAnimationFrame(frame);
          else resolve({ deltas, syncingAtEnd: performance.getEntriesByName('parley:sync-finished').length === 0 });
        });
      });
    })`)) as { deltas: Array<{ ms: number; syncing: boolean }>; syncingAtEnd: boolean };
    const whileSyncing = frames.deltas
      .filter((d) => d.syncing)
      .map((d) => d.ms)
      .sort((a, b) => a - b);
    const all = frames.deltas.map((d) => d.ms).sort((a, b) => a - b);
    const result = {
      frames: all.length,
      framesWhileSyncing: whileSyncing.length,
      syncingAtEnd: frames.syncingAtEnd,
      p50WhileSyncingMs: whileSyncing.length ? Math.round(percentile(whileSyncing, 0.5) * 10) / 10 : null,
      p95WhileSyncingMs: whileSyncing.length ? Math.round(percentile(whileSyncing, 0.95) * 10) / 10 : null,
      maxWhileSyncingMs: whileSyncing.length ? Math.round(whileSyncing.at(-1)! * 10) / 10 : null,
      p95AllMs: Math.round(percentile(all, 0.95) * 10) / 10,
    };
    console.log(JSON.stringify({ run: run + 1, ...result }));
    results.push(result);
    await context.close();
  }
  console.log(JSON.stringify({ conversations, runs, seconds, ...summarise(results) }));
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

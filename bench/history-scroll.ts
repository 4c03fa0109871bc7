/**
 * Scrolling back through a long chat (issue 18): a reader with one chat of N messages (10,000 by default), seeded
 * through the admin API in order on a server of its own, opens it and keeps scrolling to the top, as a user
 * flicking upwards does, for at most 15 s. Prints one JSON line: how many messages were reached, how long the whole
 * history took (null when 15 s were not enough), the messages reached after each second, and the renderer's memory
 * (bench/support/renderer-memory.ts) signed in with the list shown, with the chat just opened, and with the whole
 * history scrolled through.
 *
 * With `steady`, it scrolls as issue 28 asks instead: 120 px up at every animation frame, never a flick, and also
 * prints the pixels it moved, the frames' p95, and the height of a message on screen, which bound how far 15 s can go.
 *
 *   npx tsx bench/history-scroll.ts [messages=10000] [runs=3] [flick|steady]
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { signIn } from '../e2e/support/ui-session.ts';
import { adminToken, imCall } from '../e2e/support/im-admin.ts';
import { sendTextAs } from '../e2e/support/chat-page.ts';
import { rendererMemory } from './support/renderer-memory.ts';
import { summarise } from './support/summary.ts';
import { steadyScrollUp, type SteadyScroll } from './support/steady-scroll.ts';

const total = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const steady = process.argv[4] === 'steady';
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10508);
const SCROLL_FOR_MS = 15_000;

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const admin = await adminToken(api);
  const sender = { userID: `bench${Date.now()}`, nickname: 'Archive' };
  await imCall(api, '/user/user_register', { users: [{ ...sender, faceURL: '' }] }, admin);
  const results: Array<{
    reached: number;
    allMs: number | null;
    perSecond: number[];
    memory: Record<string, Awaited<ReturnType<typeof rendererMemory>>>;
  }> = [];
  for (let run = 0; run < runs; run++) {
    const reader = await registerAccount(api, `Reader ${run}`);
    // One after the other, so the numbers in the texts follow the history's order.
    for (let n = 1; n <= total; n++) await sendTextAs(api, sender, reader.userID, `Note ${n}`, admin);

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, reader);
    await page
      .getByRole('link', { name: /Archive/ })
      .first()
      .waitFor();
    const signedIn = await rendererMemory(browser, page);
    await page
      .getByRole('link', { name: /Archive/ })
      .first()
      .click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText(`Note ${total}`, { exact: true }).waitFor();
    const chatOpen = await rendererMemory(browser, page);

    if (steady) {
      const figures = (await page.evaluate(steadyScrollUp(total, SCROLL_FOR_MS))) as SteadyScroll;
      console.log(JSON.stringify({ run: run + 1, steady: true, ...figures }));
      results.push({ reached: figures.reached, allMs: figures.allMs, perSecond: figures.perSecond, memory: {} });
      await context.close();
      continue;
    }
    const started = Date.now();
    const perSecond: number[] = [];
    let oldest = total;
    let allMs: number | null = null;
    while (Date.now() - started < SCROLL_FOR_MS) {
      oldest = await log.evaluate((element, latest) => {
        element.scrollTop = 0;
        const numbers = [...(element as HTMLElement).innerText.matchAll(/Note (\d+)/g)].map((match) =>
          Number(match[1]),
        );
        return Math.min(latest, ...numbers);
      }, oldest);
      const second = Math.floor((Date.now() - started) / 1000);
      perSecond[second] = total - oldest + 1;
      if (oldest === 1) {
        allMs = Date.now() - started;
        break;
      }
      await page.waitForTimeout(50);
    }
    const scrolledThrough = await rendererMemory(browser, page);
    results.push({
      reached: total - oldest + 1,
      allMs,
      perSecond: [...perSecond].map((n) => n ?? 0),
      memory: { signedIn, chatOpen, scrolledThrough },
    });
    await context.close();
  }
  // allMs is missing from the figures of a run that did not reach the top in time.
  const figures = results.map((r) => ({
    reached: r.reached,
    ...(r.allMs === null ? {} : { allMs: r.allMs }),
    ...(steady
      ? {}
      : {
          signedInPssMiB: r.memory.signedIn!.rendererPssMiB,
          chatOpenPssMiB: r.memory.chatOpen!.rendererPssMiB,
          scrolledThroughPssMiB: r.memory.scrolledThrough!.rendererPssMiB,
        }),
  }));
  console.log(JSON.stringify({ messages: total, runs, results }));
  console.log(JSON.stringify({ messages: total, runs, ...summarise(figures) }));
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

/**
 * Opening a chat (issue 44 point 3): a reader with single chats of different lengths (20, 1,000 and 10,000 messages by
 * default, each from a sender of its own, seeded in order through the admin API) clicks each chat's row in the list
 * and waits for the chat's newest message. The time runs on the page's clock from the click to the animation frame
 * that has the newest message in the chat's log (the frame that paints it). Each chat is opened three ways: the first
 * time after the sign-in's sync, again after going back to the list, and first after a signed-in reload.
 *
 *   npx tsx bench/chat-open.ts [lengths=20,1000,10000] [runs=3]
 */
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { signIn, sdkLoggedIn } from '../e2e/support/ui-session.ts';
import { openChatMs, seedChatOfLength } from './support/chat-open.ts';
import { runConditions, summarise } from './support/summary.ts';

const lengths = (process.argv[2] ?? '20,1000,10000').split(',').map(Number);
const runs = Number(process.argv[3] ?? 3);
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);
const SYNC_SETTLE_MS = 3000;

async function backToList(page: Page) {
  await page.goBack();
  await page.waitForURL(/\/conversation$/);
}

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const api = await playwrightRequest.newContext({ baseURL: server.url });
try {
  const figures: Array<Record<string, number>> = [];
  for (let run = 0; run < runs; run++) {
    const reader = await registerAccount(api, `Reader ${run}`);
    const chats = [];
    for (const length of lengths) chats.push(await seedChatOfLength(api, reader.userID, length));
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, reader);
    await page.waitForTimeout(SYNC_SETTLE_MS);
    const result: Record<string, number> = {};
    for (const chat of chats) {
      result[`first${chat.length}Ms`] = await openChatMs(page, chat);
      await backToList(page);
      result[`again${chat.length}Ms`] = await openChatMs(page, chat);
      await backToList(page);
    }
    for (const chat of chats) {
      await page.reload();
      await sdkLoggedIn(page);
      result[`afterReload${chat.length}Ms`] = await openChatMs(page, chat);
      await backToList(page);
    }
    console.log(JSON.stringify({ run: run + 1, ...result }));
    figures.push(result);
    await context.close();
  }
  console.log(JSON.stringify({ lengths, runs, ...summarise(figures), ...runConditions() }));
} finally {
  await api.dispose();
  await browser.close();
  await server.stop();
}

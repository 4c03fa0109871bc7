/**
 * The offline prefetch with 200 conversations (issue 16): a reader with 200 chats of 25 messages each, seeded
 * through the admin API on a server of its own, signs in through the login screen. Prints one JSON line: how long
 * the list took, what the background prefetch stored (conversations, messages) and how long it ran, the long tasks
 * (> 50 ms) while it ran against the whole session, then an offline reload to the list and to a chat never opened
 * on the device, and the size of each Cache Storage cache.
 *
 *   npx tsx bench/prefetch.ts [conversations=200] [messagesEach=25]
 */
import { chromium, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { longTasksOf, recordLongTasks } from './support/long-tasks.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { signIn } from '../e2e/support/ui-session.ts';
import { adminToken, imCall } from '../e2e/support/im-admin.ts';
import { sendTextAs } from '../e2e/support/chat-page.ts';

const conversations = Number(process.argv[2] ?? 200);
const messagesEach = Number(process.argv[3] ?? 25);
const PORT = 10507;

async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function seed(api: APIRequestContext, readerID: string): Promise<void> {
  const admin = await adminToken(api);
  const senders = Array.from({ length: conversations }, (_, i) => ({
    userID: `bench${Date.now()}s${i}`,
    nickname: `Sender ${i}`,
  }));
  for (let i = 0; i < senders.length; i += 100) {
    await imCall(
      api,
      '/user/user_register',
      { users: senders.slice(i, i + 100).map((s) => ({ ...s, faceURL: '' })) },
      admin,
    );
  }
  const sends = senders.flatMap((sender) =>
    Array.from({ length: messagesEach }, (_, n) => ({ sender, text: `${sender.nickname}, message ${n + 1}` })),
  );
  await inParallel(sends, 16, ({ sender, text }) => sendTextAs(api, sender, readerID, text, admin));
}

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const reader = await registerAccount(api, 'Reader');
  const seedStarted = Date.now();
  await seed(api, reader.userID);
  const seedMs = Date.now() - seedStarted;

  const context = await browser.newContext({ baseURL: server.url });
  await recordLongTasks(context);
  const page = await context.newPage();
  const signInStarted = Date.now();
  await signIn(page, reader);
  await page
    .getByRole('link', { name: /Sender/ })
    .first()
    .waitFor();
  const listMs = Date.now() - signInStarted;

  // The prefetch may run twice (after sign-in and after the first sync); it is done when nothing is left to fetch.
  const prefetch = await page.waitForFunction(
    (wanted) => {
      const runs = performance.getEntriesByName('parley:prefetch') as PerformanceMeasure[];
      const detail = runs.map((run) => run.detail as { conversations: number; messages: number });
      const stored = detail.reduce((sum, d) => sum + d.conversations, 0);
      if (stored < wanted) return null;
      return {
        runs: runs.length,
        conversations: stored,
        messages: detail.reduce((sum, d) => sum + d.messages, 0),
        start: Math.min(...runs.map((r) => r.startTime)),
        end: Math.max(...runs.map((r) => r.startTime + r.duration)),
      };
    },
    Math.min(50, conversations),
    { timeout: 300_000, polling: 500 },
  );
  const stored = (await prefetch.jsonValue())!;
  const tasks = await longTasksOf(page);
  const during = tasks.filter((t) => t.start >= stored.start && t.start <= stored.end);
  const summary = (list: typeof tasks) => ({
    count: list.length,
    totalMs: Math.round(list.reduce((sum, t) => sum + t.duration, 0)),
    maxMs: Math.round(Math.max(0, ...list.map((t) => t.duration))),
  });

  await context.setOffline(true);
  const reloadStarted = Date.now();
  await page.reload();
  const firstRow = page.getByRole('link', { name: /Sender/ }).first();
  await firstRow.waitFor();
  const offlineListMs = Date.now() - reloadStarted;
  const name = (await firstRow.textContent())?.match(/Sender \d+/)?.[0] ?? '';
  await firstRow.click();
  await page
    .getByRole('log', { name: 'Messages' })
    .getByText(`${name}, message ${messagesEach}`, { exact: true })
    .waitFor();
  const offlineChatMs = Date.now() - reloadStarted;

  const caches = await page.evaluate(async () => {
    const sizes: Record<string, { entries: number; kib: number }> = {};
    for (const cacheName of await self.caches.keys()) {
      const cache = await self.caches.open(cacheName);
      let bytes = 0;
      const keys = await cache.keys();
      for (const request of keys) bytes += (await (await cache.match(request))!.blob()).size;
      sizes[cacheName] = { entries: keys.length, kib: Math.round(bytes / 1024) };
    }
    const estimate = await navigator.storage.estimate();
    return { caches: sizes, originUsageMiB: Math.round(((estimate.usage ?? 0) / 1048576) * 10) / 10 };
  });

  console.log(
    JSON.stringify({
      conversations,
      messagesEach,
      seedMs,
      signInToListMs: listMs,
      prefetch: {
        runs: stored.runs,
        conversations: stored.conversations,
        messages: stored.messages,
        ms: Math.round(stored.end - stored.start),
        longTasksDuring: summary(during),
      },
      longTasksWholeSession: summary(tasks),
      offlineReloadToListMs: offlineListMs,
      offlineReloadToUnopenedChatMs: offlineChatMs,
      ...caches,
    }),
  );
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}

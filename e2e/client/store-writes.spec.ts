import { expect, test, type Worker } from '@playwright/test';
import { registerAccount } from '../support/session';
import { seedSingleChats } from '../support/single-chats';
import { openChatWith, signIn } from '../support/ui-session';
import { waitForServiceWorker } from '../support/service-worker';
import { newTestContext } from '../support/test-contexts';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Installed in the SDK's SQL worker as soon as it starts: counts the database calls the core sends it that write
 * (their RPC event names), and the IndexedDB transactions that save the store (absurd-sql's "fallback" mode saves
 * the changed blocks of the SQLite file in a readwrite transaction). A string: the worker has no `__name` helper.
 */
const COUNT_STORE_WRITES = `(() => {
  if (self.parleyStoreWrites) return;
  const counts = { writeCalls: 0, saves: 0 };
  self.parleyStoreWrites = counts;
  self.addEventListener('message', (event) => {
    const name = event.data && typeof event.data.event === 'string' ? event.data.event : '';
    if (/^syn:(insert|batchInsert|update|delete|set|upsert)/.test(name)) counts.writeCalls += 1;
  });
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, options) {
    if (mode === 'readwrite') counts.saves += 1;
    return transaction.call(this, stores, mode, options);
  };
})()`;

const isSqlWorker = (worker: Worker) => /\/assets\/worker-(legacy-)?[\w-]+\.js$/.test(worker.url());

test('a first sync saves the SDK store in a few batches, not once per database write, and the saved store reads back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const reader = await registerAccount(request, 'Sven Saves');
  await seedSingleChats(request, reader.userID, 80, { idSuffix: 'w', nickname: 'Writer' });
  const context = await newTestContext(browser);
  const page = await context.newPage();
  const counted = new Promise<Worker>((resolve) =>
    page.on('worker', (worker) => {
      if (isSqlWorker(worker)) void worker.evaluate(COUNT_STORE_WRITES).then(() => resolve(worker));
    }),
  );
  await signIn(page, reader);
  await page.waitForFunction(() => performance.getEntriesByName('parley:sync-finished').length > 0, undefined, {
    timeout: 60_000,
  });
  const sqlWorker = await counted;
  // The last batch is saved within 50 ms of the last write; the history prefetch may write after the sync too.
  await page.waitForTimeout(500);
  const { writeCalls, saves } = (await sqlWorker.evaluate('self.parleyStoreWrites')) as {
    writeCalls: number;
    saves: number;
  };
  console.log(`[figures] first sync of 80 conversations: ${writeCalls} database writes, ${saves} store saves`);
  // Each of the 80 conversations takes at least a stored message and a conversation update.
  expect(writeCalls).toBeGreaterThan(160);
  // One save per write call before (patch change 4); batched, a save covers many. A budget, not a timing.
  expect(saves).toBeLessThan(writeCalls / 4);

  // What was saved is the store: offline, a reload reads it back, and a chat never opened shows its message.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await openChatWith(page, 'Writer 79');
  await expect(page.getByText('hello', { exact: true })).toBeVisible();
  await context.setOffline(false);
});

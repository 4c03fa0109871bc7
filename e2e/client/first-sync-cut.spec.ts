import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, openChatWith, sdkLoggedIn, signIn, type Account } from '../support/ui-session';
import { sendTextAs } from '../support/chat-page';
import { newTestContext } from '../support/test-contexts';
import { imCall } from '../support/im-admin';
import { singleConversationID } from '../support/sdk-actions';
import { stallingGateway } from '../support/stalling-gateway';
import { baseURL } from '../../playwright.config';

/** Where the app keeps its server settings (src/config/endpoints.ts). */
const ENDPOINTS_KEY = 'parley.endpoints';

/** The gateway's pull of a conversation's messages by seq range (openim-ws-gateway.md). */
const PULL_MSG_BY_RANGE = 1002;

/** Every console line of a page and its workers (the SDK's SQL worker logs its failed statements there). */
function recordConsole(page: Page, lines: string[]): void {
  page.on('console', (message) => lines.push(`${message.type()} ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror ${error.message}`));
  page.on('worker', (worker) => worker.on('console', (message) => lines.push(`worker ${message.text()}`)));
}

/**
 * Whether the SDK's store, as saved in IndexedDB (absurd-sql keeps the SQLite file there in blocks), holds `text`:
 * what a reload would read back.
 */
function storeHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const decoder = new TextDecoder('latin1');
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const values = await new Promise<unknown[]>((resolve, reject) => {
            const reading = db.transaction(store, 'readonly').objectStore(store).getAll();
            reading.onsuccess = () => resolve(reading.result);
            reading.onerror = () => reject(reading.error);
          });
          for (const value of values) {
            const bytes = value instanceof ArrayBuffer ? value : ArrayBuffer.isView(value) ? value : undefined;
            if (bytes && decoder.decode(bytes).includes(needle)) return true;
          }
        }
      } finally {
        db.close();
      }
    }
    return false;
  }, text);
}

test('a first sync cut off in its middle and run again on the next visit writes no row of the SDK store twice', async ({
  browser,
  request,
}) => {
  const mia = await registerAccount(request, 'Mia Midway');
  const peers: Account[] = [];
  for (const name of ['Pia Peer', 'Quinn Peer', 'Rex Peer']) {
    const peer = await registerAccount(request, name);
    await makeFriends(request, peer, mia);
    await sendTextAs(request, peer, mia.userID, `hello from ${name}`);
    await sendTextAs(request, mia, peer.userID, `hi ${name}`);
    peers.push(peer);
  }
  // Deleting a message for herself on all her devices gives Mia a stored notification (a seq in her own
  // notification conversation), which the first sync records in local_notification_seqs.
  await imCall(
    request,
    '/msg/delete_msgs',
    {
      conversationID: singleConversationID(mia.userID, peers[0]!.userID),
      seqs: [1],
      userID: mia.userID,
      deleteSyncOpt: { IsSyncSelf: true, IsSyncOther: false },
    },
    mia.imToken,
  );

  const context = await newTestContext(browser);
  const lines: string[] = [];
  const first = await context.newPage();
  recordConsole(first, lines);
  // The first sync stalls in its middle, as on a link that drops: the conversations never arrive and the gateway
  // never answers the pull of the messages. By then the SDK has written the notification seqs, but it marks the
  // store installed only once the messages are in.
  await first.route('**/api/conversation/**', () => undefined);
  const gateway = await stallingGateway(`${baseURL.replace(/^http/, 'ws')}/msg_gateway`, PULL_MSG_BY_RANGE);
  await first.addInitScript(([key, endpoints]) => localStorage.setItem(key, endpoints), [
    ENDPOINTS_KEY,
    JSON.stringify({
      apiUrl: `${baseURL}/api`,
      wsUrl: gateway.url,
      chatUrl: `${baseURL}/chat`,
      platformID: 5,
      logLevel: 3,
    }),
  ] as const);
  await signIn(first, mia);
  await expect.poll(() => gateway.stalled(), { timeout: 30_000 }).toBeGreaterThan(0);
  const seqRow = `n_${mia.userID}_${mia.userID}`;
  await expect.poll(() => storeHolds(first, seqRow), { timeout: 20_000 }).toBe(true);
  // The person gives up and closes the tab.
  await first.close();
  await gateway.close();

  // The next visit finds a store that was never marked installed, and the SDK runs its first sync again.
  const second = await context.newPage();
  recordConsole(second, lines);
  await second.addInitScript((key) => localStorage.removeItem(key), ENDPOINTS_KEY);
  // The SDK says whether a sync is its first ("reinstalled"); the app shows a progress line only for that one.
  await second.addInitScript(() => {
    const seen = () => document.querySelector('[role="progressbar"][aria-label="Syncing your messages"]') !== null;
    new MutationObserver(() => {
      if (seen()) sessionStorage.setItem('test:first-sync-seen', '1');
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await second.goto('/conversation');
  await sdkLoggedIn(second);
  for (const peer of peers) {
    await expect(second.getByRole('link', { name: new RegExp(peer.nickname) })).toContainText(`hi ${peer.nickname}`);
  }
  // The chats read from the store the two syncs wrote.
  await openChatWith(second, 'Quinn Peer');
  await expect(second.getByText('hello from Quinn Peer')).toBeVisible();
  await expect(second.getByText('hi Quinn Peer', { exact: true })).toBeVisible();

  expect(await second.evaluate(() => sessionStorage.getItem('test:first-sync-seen'))).toBe('1');
  expect(lines.filter((line) => /UNIQUE constraint failed/.test(line))).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { friendsInChat, makeFriends, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { adminToken } from '../support/im-admin';
import { waitForServiceWorker } from '../support/service-worker';
import { messageLog, say, sendTextAs } from '../support/chat-page';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A 1×1 PNG: a picture the browser can really decode. */
// Each test starts two users' SDKs on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('offline, a reload shows the list, and a chat never opened here shows its newest 20 messages', async ({
  browser,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await makeFriends(request, alice, bob);
  const admin = await adminToken(request);
  for (let i = 1; i <= 25; i++) await sendTextAs(request, bob, alice.userID, `Note ${i}`, admin);

  const context = await newTestContext(browser);
  const page = await context.newPage();
  await signIn(page, alice);
  await waitForServiceWorker(page);
  // The background prefetch has stored the chat with Bob without it being opened.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByName('parley:prefetch')
          .some((entry) => ((entry as PerformanceMeasure).detail as { messages: number }).messages >= 20),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  const reloadedAt = Date.now();
  await page.reload();
  const row = page.getByRole('link', { name: /Bob/ }).first();
  await expect(row).toBeVisible();
  const toList = Date.now() - reloadedAt;
  await row.click();
  await expect(messageLog(page).getByText('Note 25', { exact: true })).toBeVisible();
  const toMessages = Date.now() - reloadedAt;
  // The whole newest page is on the device, not only what a first sync happens to bring.
  await messageLog(page).evaluate((element) => (element.scrollTop = 0));
  await expect(messageLog(page).getByText('Note 6', { exact: true })).toBeVisible();
  console.log(`[figures] offline reload: list ${toList} ms, unopened chat's messages ${toMessages} ms`);
  await context.setOffline(false);
});

test('a message written offline is queued, survives a reload, and is sent once when the connection returns', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  const context = alice.page.context();
  await waitForServiceWorker(alice.page);
  await context.setOffline(true);
  // Bob writes while Alice is away: her open chat shows it by itself once she is back.
  await say(bob.page, 'Welcome back');
  await say(alice.page, 'Written on the plane');
  const bubble = messageLog(alice.page).getByText('Written on the plane', { exact: true });
  await expect(bubble).toBeVisible();
  await expect(messageLog(alice.page).getByText('Queued', { exact: true })).toBeVisible();

  await alice.page.reload();
  await expect(bubble).toBeVisible();
  await expect(messageLog(alice.page).getByText('Queued', { exact: true })).toBeVisible();

  await context.setOffline(false);
  // Sent, then read by Bob, who has the chat open; delivered once.
  await expect(messageLog(bob.page).getByText('Written on the plane', { exact: true })).toHaveCount(1, {
    timeout: 45_000,
  });
  await expect(messageLog(alice.page).getByText('Read', { exact: true })).toBeVisible();
  await expect(messageLog(alice.page).getByText('Queued', { exact: true })).toHaveCount(0);
  await expect(messageLog(alice.page).getByText('Welcome back', { exact: true })).toBeVisible();
  await alice.page.reload();
  await expect(bubble).toHaveCount(1);
  await bob.page.reload();
  await expect(messageLog(bob.page).getByText('Written on the plane', { exact: true })).toHaveCount(1);
});

test('a picture seen online shows offline', async ({ browser, request }) => {
  const { alice, bob } = await friendsInChat(browser, request);
  await waitForServiceWorker(bob.page);
  await alice.page.getByLabel('Picture or file to send').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  const picture = messageLog(bob.page).getByRole('img', { name: 'Picture' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await bob.page.context().setOffline(true);
  await bob.page.reload();
  await expect(picture).toHaveAttribute('src', /\/object\//);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await bob.page.context().setOffline(false);
});

test('a store the browser evicted is rebuilt by a normal sync, with no error screen', async ({ browser, request }) => {
  const { alice, bob } = await friendsInChat(browser, request);
  await say(bob.page, 'Still here after the eviction');
  await expect(messageLog(alice.page).getByText('Still here after the eviction', { exact: true })).toBeVisible();
  // What a browser does under storage pressure to a site that is not persistent and not open: its databases go,
  // the session (local storage) stays. The app's page is closed first, as eviction never happens under a live page.
  const origin = new URL(alice.page.url()).origin;
  await alice.page.goto('about:blank');
  const cdp = await alice.page.context().newCDPSession(alice.page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
  await alice.page.goto('/conversation');
  await expect(alice.page.getByRole('link', { name: /Bob/ }).first()).toBeVisible({ timeout: 60_000 });
  await alice.page.getByRole('link', { name: /Bob/ }).first().click();
  await expect(messageLog(alice.page).getByText('Still here after the eviction', { exact: true })).toBeVisible();
});

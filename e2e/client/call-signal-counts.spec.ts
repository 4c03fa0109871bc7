import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { callDialog, callerInBrowser } from '../support/calls';
import { makeFriends, openChatWith, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { sendTextAs } from '../support/chat-page';
import { adminToken } from '../support/im-admin';

test.describe.configure({ timeout: 180_000 });

/** Records every app badge the page sets (0 for a cleared one), before any app code runs. */
async function observeBadge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { badgeCalls: calls });
    Object.assign(navigator, {
      setAppBadge: (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      },
      clearAppBadge: () => {
        calls.push(0);
        return Promise.resolve();
      },
    });
  });
}
const badges = (page: Page) => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls);

/**
 * Connected and synced, so a signal (online-only, lost by a page that is not connected) can reach it: the SDK has
 * finished its sync since this page loaded (the stored list paints before the SDK even connects), and the list says
 * nothing about the connection.
 */
async function connected(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('parley:sync-finished').length > 0, undefined, {
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /Connecting|Syncing|failed|Offline/ })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Nothing on the conversation list counts or previews a signal: no unread mark, no "[Custom message]". */
async function expectNoSignalTrace(page: Page): Promise<void> {
  await page.goto('/conversation');
  await expect(page.getByRole('link', { name: /Alice/ }).or(page.getByText('No conversations yet.'))).toBeVisible();
  // Connected and synced: whatever the sync brings is in.
  await connected(page);
  await expect(page.getByLabel(/\d+ unread/)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('[Custom message]');
  expect((await badges(page)).filter((count) => count > 0)).toEqual([]);
}

test('call signals never count as unread, preview or badge: live, after a reload, at a fresh sign-in, after an offline sync', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await observeBadge(bob.page.context());
  await bob.page.reload();
  await connected(bob.page);
  await openChatWith(alice.page, 'Bob');

  // Live: a call Bob answers, and one Alice cancels while it rings; Bob is on his conversation list throughout.
  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();
  await expect(callDialog(alice.page).getByRole('timer')).toBeVisible();
  await callDialog(alice.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(bob.page)).toBeHidden();
  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await expect(callDialog(bob.page)).toContainText('Invites you to a voice call');
  await callDialog(alice.page).getByRole('button', { name: 'Cancel' }).click();
  await expect(callDialog(bob.page)).toBeHidden();
  // The row Bob sees is his own record of the last call, never a signal.
  const row = bob.page.getByRole('link', { name: /Alice/ });
  await expect(row).toContainText('[Call]');
  await expectNoSignalTrace(bob.page);

  // A reload.
  await bob.page.reload();
  await expectNoSignalTrace(bob.page);

  // Away: calls made while Bob's app is closed reach him neither live nor in the sync when he opens it again.
  const bobContext = bob.page.context();
  await bob.page.close();
  await alice.page.getByRole('button', { name: 'Video call' }).click();
  await expect(callDialog(alice.page)).toContainText('Waiting for the other side to answer');
  await callDialog(alice.page).getByRole('button', { name: 'Cancel' }).click();
  await expect(callDialog(alice.page)).toBeHidden();
  const bobBack = await bobContext.newPage();
  await expectNoSignalTrace(bobBack);
  await expect(callDialog(bobBack)).toBeHidden();

  // A fresh sign-in on a new device: the server holds nothing of the calls to count.
  const fresh = await newTestContext(browser);
  await observeBadge(fresh);
  const bobAgain = await fresh.newPage();
  await signIn(bobAgain, bob.account);
  await expectNoSignalTrace(bobAgain);

  // Counting itself works: one real message is one unread.
  await sendTextAs(request, alice.account, bob.account.userID, 'Sorry I missed you', await adminToken(request));
  await expect(bobAgain.getByRole('link', { name: /Alice/ }).getByLabel('1 unread')).toBeVisible();
});

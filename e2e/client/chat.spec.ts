import { expect, test, type Page } from '@playwright/test';
import { makeFriends, userInBrowser, openChatWith } from '../support/ui-session';
import { login, openDevice } from '../support/sdk-page';
import { sendText } from '../support/sdk-actions';
import { registerAccount } from '../support/session';
import { sendTextAs } from '../support/chat-page';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const say = async (page: Page, text: string) => {
  await composer(page).fill(text);
  await composer(page).press('Enter');
};
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const tabBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('status');

test('two friends chat both ways, keep their history, see read receipts and a recall on both sides', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);

  // Becoming friends puts the conversation in both lists, with the friend-added tip.
  await openChatWith(alice.page, 'Bob');
  await expect(log(alice.page).getByText('You are now friends')).toBeVisible();
  await expect(tabBadge(bob.page)).toHaveCount(0);

  await say(alice.page, 'Hi Bob, see https://example.com/plan');
  await expect(log(alice.page).getByText('Unread', { exact: true })).toBeVisible();
  await expect(tabBadge(bob.page)).toHaveText('1');
  await expect(bob.page.getByRole('link', { name: /Alice/ })).toContainText('Hi Bob');
  await openChatWith(bob.page, 'Alice');
  await expect(log(bob.page).getByText('Hi Bob, see')).toBeVisible();
  await expect(log(bob.page).getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute(
    'href',
    'https://example.com/plan',
  );
  // Bob opening the chat read it: the badge is gone and Alice sees the receipt.
  await expect(tabBadge(bob.page)).toHaveCount(0);
  await expect(log(alice.page).getByText('Read', { exact: true })).toBeVisible();

  await say(bob.page, 'Hello Alice!');
  await expect(log(alice.page).getByText('Hello Alice!')).toBeVisible();

  // A recall shows on both sides as a tip, and the words are gone.
  await say(alice.page, 'Oops, wrong chat');
  await expect(log(bob.page).getByText('Oops, wrong chat')).toBeVisible();
  await log(alice.page).getByText('Oops, wrong chat').click({ button: 'right' });
  await alice.page.getByRole('menuitem', { name: 'Recall' }).click();
  await expect(log(alice.page).getByText('You recalled a message')).toBeVisible();
  await expect(log(bob.page).getByText('Alice recalled a message')).toBeVisible();
  await expect(log(bob.page).getByText('Oops, wrong chat')).toHaveCount(0);
  // Only the sender is offered the words back; the recipient is not.
  await expect(log(bob.page).getByRole('button', { name: 'Re-edit' })).toHaveCount(0);
  // The recaller may take the words back into the composer.
  await log(alice.page).getByRole('button', { name: 'Re-edit' }).click();
  await expect(composer(alice.page)).toHaveValue('Oops, wrong chat');

  // The history, recall included, is still there after a reload.
  await bob.page.reload();
  await expect(log(bob.page).getByText('Hello Alice!')).toBeVisible();
  await expect(log(bob.page).getByText('Alice recalled a message')).toBeVisible();
  await expect(log(bob.page).getByText('Oops, wrong chat')).toHaveCount(0);
});

test('the unread badge counts up while away and clears on reading; the new-message pill holds the reading place', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = { account: await registerAccount(request, 'Bob') };
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.account.userID, token: bob.account.imToken, platformID: 5 });

  // The first page (20) and two older pages (100 each) and some: opening the chat may already bring in one or two
  // older pages ahead of the reader (two screens before the top, and again while the first lands on a slow
  // machine), and a scroll to the top must still have a page to bring in.
  for (let i = 1; i <= 250; i++) {
    await sendTextAs(request, { userID: bob.account.userID, nickname: 'Bob' }, alice.account.userID, `history ${i}`);
  }
  await expect(tabBadge(alice.page)).toHaveText('99+');
  const row = alice.page.getByRole('link', { name: /Bob/ });
  await expect(row.getByLabel('250 unread')).toBeVisible();

  await openChatWith(alice.page, 'Bob');
  // Opens at the newest message; the page before comes in above while the reader stays where they are.
  await expect(log(alice.page).getByText('history 250', { exact: true })).toBeInViewport();
  await expect.poll(() => log(alice.page).evaluate((element) => element.scrollHeight)).toBeGreaterThan(100 * 40);
  await expect(log(alice.page).getByText('history 250', { exact: true })).toBeInViewport();
  // A scroll to the top brings in an older page above, and the reader stays where they were: the position moves
  // down by the page's height instead of showing its first message.
  await log(alice.page).evaluate((element) => element.scrollTo({ top: 0 }));
  await expect.poll(() => log(alice.page).evaluate((element) => element.scrollTop)).toBeGreaterThan(500);
  await scrollToTopUntil(alice.page, 'history 1');
  await log(alice.page).evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(log(alice.page).getByText('history 1', { exact: true })).toBeInViewport();

  // Up in the history, a new message does not pull the reader down; a pill offers it instead.
  await sendText(bobDevice, alice.account.userID, 'fresh news');
  const pill = alice.page.getByRole('button', { name: '1 new message' });
  await expect(pill).toBeVisible();
  await expect(log(alice.page).getByText('history 1', { exact: true })).toBeInViewport();
  await pill.click();
  await expect(log(alice.page).getByText('fresh news')).toBeInViewport();
  await expect(pill).toHaveCount(0);

  await alice.page.getByRole('button', { name: 'Back' }).click();
  await expect(tabBadge(alice.page)).toHaveCount(0);
});

async function scrollToTopUntil(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await log(page).evaluate((element) => element.scrollTo({ top: 0 }));
        return log(page).getByText(text, { exact: true }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

test('a message elsewhere plays the new-message sound; the conversation on screen stays quiet', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  // Count the notes the app synthesises: the browser's audio output itself cannot be observed.
  await alice.page.evaluate(() => {
    const counted = window as unknown as { notesPlayed: number };
    counted.notesPlayed = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.notesPlayed++;
      return original.call(this);
    };
  });
  const notesPlayed = () => alice.page.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed);
  // Browsers allow sound only after the user has interacted with the page.
  await alice.page.getByRole('heading', { name: 'Messages' }).click();

  const bob = { account: await registerAccount(request, 'Bob') };
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.account.userID, token: bob.account.imToken, platformID: 5 });
  await sendText(bobDevice, alice.account.userID, 'ding');
  await expect.poll(notesPlayed).toBeGreaterThan(0);

  await openChatWith(alice.page, 'Bob');
  const before = await notesPlayed();
  await sendText(bobDevice, alice.account.userID, 'on screen');
  await expect(log(alice.page).getByText('on screen')).toBeVisible();
  expect(await notesPlayed()).toBe(before);
});

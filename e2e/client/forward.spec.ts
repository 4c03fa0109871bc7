import { expect, test, type Page } from '@playwright/test';
import { makeFriends, userInBrowser, type Account, openChatWith } from '../support/ui-session';
import { login, openDevice } from '../support/sdk-page';
import { sdkCall, sendText } from '../support/sdk-actions';
import { registerAccount } from '../support/session';

const XSS_NICKNAME = '<img src=x onerror=window.__xss=1>';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const row = (page: Page, text: string) => log(page).locator('.message-row', { hasText: text });

/** Alice and Carol in browsers; Bob on an SDK-only device, friends with Alice, who is friends with Carol too. */
async function threeUsers(
  browser: Parameters<typeof userInBrowser>[0],
  request: Parameters<typeof userInBrowser>[1],
  bobName: string,
) {
  const alice = await userInBrowser(browser, request, 'Alice');
  const carol = await userInBrowser(browser, request, 'Carol');
  const bob: Account = await registerAccount(request, bobName);
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.userID, token: bob.imToken, platformID: 5 });
  await makeFriends(request, alice.account, bob);
  await makeFriends(request, alice.account, carol.account);
  return { alice, carol, bob, bobDevice };
}

/** On /chooseUser?forward=true: check one friend, look at what will be sent, send it. */
async function forwardTo(page: Page, name: string, expectedInDialog: string[]) {
  await expect(page).toHaveURL(/\/chooseUser\?forward=true/);
  await page.getByRole('checkbox', { name }).first().check();
  await page.getByRole('button', { name: 'Send (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward to' });
  const recipients = dialog.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByRole('listitem')).toHaveCount(1);
  await expect(recipients.getByText(name, { exact: true })).toBeVisible();
  for (const text of expectedInDialog) await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Sent')).toBeVisible();
}

test('a message forwarded alone, then two forwarded one by one, reach the other friend in order', async ({
  browser,
  request,
}) => {
  const { alice, carol, bobDevice } = await threeUsers(browser, request, 'Bob');
  await sendText(bobDevice, alice.account.userID, 'first from Bob');
  await sendText(bobDevice, alice.account.userID, 'second from Bob');

  await openChatWith(alice.page, 'Bob');
  await log(alice.page).getByText('first from Bob').click({ button: 'right' });
  await alice.page.getByRole('menuitem', { name: 'Forward' }).click();
  // A reload of the chooser keeps what is about to be forwarded.
  await expect(alice.page).toHaveURL(/\/chooseUser\?forward=true/);
  await alice.page.reload();
  await forwardTo(alice.page, 'Carol', ['Bob: first from Bob']);
  // Back in the chat with Bob, which the forward to Carol left as it was.
  await expect(alice.page.getByRole('heading', { level: 1, name: 'Bob' })).toBeVisible();
  await expect(log(alice.page).getByText('second from Bob')).toBeVisible();
  await expect(log(alice.page).getByText('first from Bob')).toHaveCount(1);

  await openChatWith(carol.page, 'Alice');
  await expect(log(carol.page).getByText('first from Bob')).toBeVisible();

  // Both of Bob's messages, picked in reverse, go out separately in the order they were sent.
  await row(alice.page, 'second from Bob').getByText('second from Bob').click({ button: 'right' });
  await alice.page.getByRole('menuitem', { name: 'Select' }).click();
  await row(alice.page, 'first from Bob').getByRole('checkbox', { name: 'Select message' }).check();
  await alice.page
    .getByRole('toolbar', { name: 'Selected messages' })
    .getByRole('button', { name: 'Forward one by one' })
    .click();
  await forwardTo(alice.page, 'Carol', ['2 separate messages', 'Bob: first from Bob', 'Bob: second from Bob']);

  await expect(log(carol.page).getByText('second from Bob')).toBeVisible();
  await expect
    .poll(() => log(carol.page).locator('.message-text').allInnerTexts())
    .toEqual(['first from Bob', 'first from Bob', 'second from Bob']);
});

test('a merged forward shows its title and lines as text and opens its preview, nested in another merge too, also after a reload', async ({
  browser,
  request,
}) => {
  const { alice, carol, bobDevice } = await threeUsers(browser, request, XSS_NICKNAME);
  await sendText(bobDevice, alice.account.userID, 'merge one');
  await sendText(bobDevice, alice.account.userID, 'merge two');
  const title = `Chat history of Alice and ${XSS_NICKNAME}`;

  await openChatWith(alice.page, XSS_NICKNAME);
  await log(alice.page).getByText('merge one').click({ button: 'right' });
  await alice.page.getByRole('menuitem', { name: 'Select' }).click();
  await row(alice.page, 'merge two').getByRole('checkbox', { name: 'Select message' }).check();
  await alice.page
    .getByRole('toolbar', { name: 'Selected messages' })
    .getByRole('button', { name: 'Merge forward' })
    .click();
  await forwardTo(alice.page, 'Carol', [title, `${XSS_NICKNAME}: merge one`, `${XSS_NICKNAME}: merge two`]);

  await openChatWith(carol.page, 'Alice');
  const bubble = log(carol.page).getByRole('link', { name: title });
  await expect(bubble).toBeVisible();
  await expect(bubble.getByText(title, { exact: true })).toBeVisible();
  await expect(bubble.getByText(`${XSS_NICKNAME}: merge two`, { exact: true })).toBeVisible();

  await bubble.click();
  await expect(carol.page).toHaveURL(/\/previewMergeMessage\/[^/?]+\?/);
  const preview = carol.page.getByRole('list', { name: 'Forwarded messages' });
  const expectPreview = async () => {
    await expect(carol.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await expect(preview.getByRole('listitem').nth(0)).toContainText('merge one');
    await expect(preview.getByRole('listitem').nth(1)).toContainText('merge two');
    await expect(preview.getByText(XSS_NICKNAME, { exact: true })).toHaveCount(2);
  };
  await expectPreview();
  await carol.page.reload();
  await expectPreview();

  // Merged again, the chat history sits inside another one and opens from there, after a reload too.
  await carol.page.getByRole('button', { name: 'Back' }).click();
  await log(carol.page).getByRole('link', { name: title }).click({ button: 'right' });
  await carol.page.getByRole('menuitem', { name: 'Select' }).click();
  await carol.page
    .getByRole('toolbar', { name: 'Selected messages' })
    .getByRole('button', { name: 'Merge forward' })
    .click();
  const outerTitle = 'Chat history of Carol and Alice';
  await forwardTo(carol.page, 'Alice', [outerTitle, `Alice: [Chat history] ${title}`]);

  await alice.page.getByRole('button', { name: 'Back' }).click();
  await openChatWith(alice.page, 'Carol');
  await log(alice.page).getByRole('link', { name: outerTitle }).click();
  await expect(alice.page.getByRole('heading', { level: 1, name: outerTitle })).toBeVisible();
  await alice.page.getByRole('list', { name: 'Forwarded messages' }).getByRole('link', { name: title }).click();
  await expect(alice.page).toHaveURL(/via=/);
  const inner = alice.page.getByRole('list', { name: 'Forwarded messages' });
  const expectInner = async () => {
    await expect(alice.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(inner.getByRole('listitem')).toHaveCount(2);
    await expect(inner.getByText('merge two')).toBeVisible();
  };
  await expectInner();
  await alice.page.reload();
  await expectInner();

  for (const page of [alice.page, carol.page]) {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }
});

test('a reply inside a merged forward shows its text and the quoted line apart, not run together', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob: Account = await registerAccount(request, 'Bob Martin');
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.userID, token: bob.imToken, platformID: 5 });
  await makeFriends(request, alice.account, bob);

  type Message = Record<string, unknown>;
  const send = async (message: Message) =>
    sdkCall<Message>(bobDevice, 'sendMessage', { recvID: alice.account.userID, groupID: '', message });
  const question = await sendText(bobDevice, alice.account.userID, 'your single unread');
  const reply = await send(
    await sdkCall<Message>(bobDevice, 'createQuoteMessage', {
      text: 'replying to',
      message: JSON.stringify(question),
    }),
  );
  await send(
    await sdkCall<Message>(bobDevice, 'createMergerMessage', {
      messageList: [reply],
      title: 'Chat history of Bob Martin',
      summaryList: ['Bob Martin: replying to'],
    }),
  );

  await openChatWith(alice.page, 'Bob Martin');
  await log(alice.page)
    .getByRole('link', { name: /Chat history of Bob Martin/ })
    .click();
  const item = alice.page.getByRole('list', { name: 'Forwarded messages' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  const text = item.locator('.message-text');
  const quote = item.locator('.message-quote');
  await expect(text).toHaveText('replying to');
  await expect(quote).toHaveText('Bob Martin: your single unread');
  // Two blocks, one under the other, as in the chat: the quoted line never continues the reply's text.
  expect(await item.locator('.merge-preview-content').innerText()).not.toContain('replying toBob Martin');
  const [textBox, quoteBox] = [await text.boundingBox(), await quote.boundingBox()];
  expect(quoteBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height);
});

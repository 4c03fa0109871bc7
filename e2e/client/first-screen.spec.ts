import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { adminToken } from '../support/im-admin';
import { sendTextAs } from '../support/chat-page';
import { makeFriends, signIn } from '../support/ui-session';

/**
 * Issue 28 point 2: a first sign-in on a new device paints the top of the list from the server (OpenIM's
 * /jssdk/get_active_conversations), not after the SDK's first sync, and nothing covers the app meanwhile.
 */
test('a first sign-in lists the conversations from the server while the SDK has not synced', async ({
  page,
  request,
}) => {
  const reader = await registerAccount(request, 'Rhea Reader');
  const admin = await adminToken(request);
  const writers = [];
  for (const name of ['Wren', 'Yael', 'Zeno']) {
    const writer = await registerAccount(request, `${name} Writer`);
    await makeFriends(request, reader, writer);
    await sendTextAs(
      request,
      { userID: writer.userID, nickname: writer.nickname },
      reader.userID,
      `from ${name}`,
      admin,
    );
    writers.push(writer);
  }

  // The SDK's message gateway is held: its login never completes, so nothing it syncs can show.
  await page.routeWebSocket(/\/msg_gateway/, () => {});
  await signIn(page, reader);

  const list = page.getByRole('list', { name: 'Conversations' });
  const rows = list.getByRole('link');
  await expect(rows).toHaveCount(3);
  // Newest first, with the newest message and its unread count, as the SDK's own rows will be.
  await expect(rows.nth(0)).toContainText('Zeno Writer');
  await expect(rows.nth(0)).toContainText('from Zeno');
  await expect(rows.nth(2)).toContainText('Wren Writer');
  await expect(rows.nth(2)).toContainText('from Wren');
  await expect(rows.nth(0)).toContainText('1');

  // Nothing covers the list: a row can be opened.
  await rows.nth(0).click();
  await expect(page).toHaveURL(/\/chat\?conversationID=/);
});

test('the server’s first screen gives way to the SDK’s list, row for row', async ({ page, request }) => {
  const reader = await registerAccount(request, 'Remy Reader');
  const writer = await registerAccount(request, 'Uma Writer');
  await makeFriends(request, reader, writer);
  await sendTextAs(request, { userID: writer.userID, nickname: writer.nickname }, reader.userID, 'hello Remy');
  const fromServer = page.waitForResponse('**/api/jssdk/get_active_conversations');
  await signIn(page, reader);
  expect((await (await fromServer).json()).errCode).toBe(0);
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('hello Remy');
  // Once the SDK has synced, a new message moves the same row: the SDK's list is showing.
  await sendTextAs(request, { userID: writer.userID, nickname: writer.nickname }, reader.userID, 'second hello');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('second hello');
});

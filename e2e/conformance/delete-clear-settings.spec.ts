import { expect, test } from '@playwright/test';
import { newUser, userToken } from '../support/im-admin';
import { login, openDevice, usersOnline, waitForEvent } from '../support/sdk-page';
import { conversations, history, sendText, singleConversationID } from '../support/sdk-actions';

test('a deleted message and a cleared conversation stay gone on a fresh device', async ({ browser, request }) => {
  const alice = await newUser(request, 'Alice');
  const bob = await newUser(request, 'Bob');
  const alicePage = await openDevice(browser);
  await login(alicePage, alice);
  const conversationID = singleConversationID(alice.userID, bob.userID);
  const first = await sendText(alicePage, bob.userID, 'keep me');
  const second = await sendText(alicePage, bob.userID, 'delete me');
  await expect.poll(async () => (await history(alicePage, conversationID)).map((m) => m.seq)).toEqual([1, 2]);

  await alicePage.evaluate(
    ({ conversationID, clientMsgID }) => window.parleyHarness.sdk().deleteMessage({ conversationID, clientMsgID }),
    { conversationID, clientMsgID: second.clientMsgID },
  );
  expect((await history(alicePage, conversationID)).map((m) => m.text)).toEqual(['keep me']);

  const aliceDesktop = await openDevice(browser);
  await login(aliceDesktop, { ...alice, platformID: 3, token: await userToken(request, alice.userID, 3) });
  await waitForEvent(aliceDesktop, 'OnSyncServerFinish');
  await expect
    .poll(async () => (await history(aliceDesktop, conversationID)).map((m) => m.clientMsgID))
    .toEqual([first.clientMsgID]);

  // Bob still has both: deletion is for the deleting user only.
  const bobPage = await openDevice(browser);
  await login(bobPage, bob);
  await waitForEvent(bobPage, 'OnSyncServerFinish');
  await expect
    .poll(async () => (await history(bobPage, conversationID)).map((m) => m.text))
    .toEqual(['keep me', 'delete me']);

  await alicePage.evaluate((id) => window.parleyHarness.sdk().clearConversationAndDeleteAllMsg(id), conversationID);
  expect(await history(alicePage, conversationID)).toEqual([]);
  const aliceTablet = await openDevice(browser);
  await login(aliceTablet, { ...alice, platformID: 9, token: await userToken(request, alice.userID, 9) });
  await waitForEvent(aliceTablet, 'OnSyncServerFinish');
  await aliceTablet.waitForTimeout(1000);
  expect(await history(aliceTablet, conversationID)).toEqual([]);
  await expect.poll(async () => (await history(bobPage, conversationID)).length).toBe(2);
});

test('pin, receive option and private chat set through setConversation reach other devices', async ({
  browser,
  request,
}) => {
  const [{ user: alice, page: alicePage }, { user: bob, page: bobPage }] = await usersOnline(
    browser,
    request,
    'Alice',
    'Bob',
  );
  await sendText(alicePage, bob.userID, 'hi');
  const conversationID = singleConversationID(alice.userID, bob.userID);
  await expect.poll(async () => (await conversations(alicePage)).length).toBe(1);

  await alicePage.evaluate(
    (id) => window.parleyHarness.sdk().setConversation({ conversationID: id, isPinned: true, recvMsgOpt: 2 }),
    conversationID,
  );
  await expect
    .poll(async () => (await conversations(alicePage)).map((c) => [c.isPinned, c.recvMsgOpt]))
    .toEqual([[true, 2]]);

  await alicePage.evaluate(
    (id) => window.parleyHarness.sdk().setConversation({ conversationID: id, isPrivateChat: true }),
    conversationID,
  );
  // Burn after reading is shared by both sides of the chat.
  await expect.poll(async () => (await conversations(bobPage)).map((c) => c.isPrivateChat)).toEqual([true]);

  const aliceDesktop = await openDevice(browser);
  await login(aliceDesktop, { ...alice, platformID: 3, token: await userToken(request, alice.userID, 3) });
  await waitForEvent(aliceDesktop, 'OnSyncServerFinish');
  await expect
    .poll(async () => (await conversations(aliceDesktop)).map((c) => [c.isPinned, c.recvMsgOpt, c.isPrivateChat]))
    .toEqual([[true, 2, true]]);
});

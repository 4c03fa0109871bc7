import { expect, test } from '@playwright/test';
import { userToken } from '../support/im-admin';
import { login, openDevice, usersOnline, waitForEvent } from '../support/sdk-page';
import { history, sendText, singleConversationID, totalUnread } from '../support/sdk-actions';

test('unread counts rise, mark-as-read clears them, and the sender gets a read receipt', async ({
  browser,
  request,
}) => {
  const [{ user: alice, page: alicePage }, { user: bob, page: bobPage }] = await usersOnline(
    browser,
    request,
    'Alice',
    'Bob',
  );

  for (const text of ['a', 'b', 'c']) await sendText(alicePage, bob.userID, text);
  await expect.poll(() => totalUnread(bobPage)).toBe(3);
  const conversationID = singleConversationID(alice.userID, bob.userID);
  const bobConversation = await bobPage.evaluate(
    async (id) => (await window.parleyHarness.sdk().getMultipleConversation([id])).data[0],
    conversationID,
  );
  expect(bobConversation?.unreadCount).toBe(3);

  await bobPage.evaluate((id) => window.parleyHarness.sdk().markConversationMessageAsRead(id), conversationID);
  await expect.poll(() => totalUnread(bobPage)).toBe(0);

  const [receipt] = await waitForEvent<Array<{ userID: string; msgIDList: string[] }>>(
    alicePage,
    'OnRecvC2CReadReceipt',
  );
  expect(receipt?.[0]?.userID).toBe(bob.userID);
  expect(receipt?.[0]?.msgIDList).toHaveLength(3);

  // The unread state is the server's: a fresh device of Bob starts at zero.
  const bobAgain = await openDevice(browser);
  await login(bobAgain, { ...bob, platformID: 3, token: await userToken(request, bob.userID, 3) });
  await waitForEvent(bobAgain, 'OnSyncServerFinish');
  await expect.poll(() => totalUnread(bobAgain)).toBe(0);
});

test('a revoke reaches the peer, and typing shows while it lasts', async ({ browser, request }) => {
  const [{ user: alice, page: alicePage }, { user: bob, page: bobPage }] = await usersOnline(
    browser,
    request,
    'Alice',
    'Bob',
  );

  const sent = await sendText(alicePage, bob.userID, 'oops');
  await waitForEvent(bobPage, 'OnRecvNewMessages');
  const conversationID = singleConversationID(alice.userID, bob.userID);
  await expect.poll(async () => (await history(alicePage, conversationID))[0]?.seq).toBe(1);
  await alicePage.evaluate(
    ({ conversationID, clientMsgID }) => window.parleyHarness.sdk().revokeMessage({ conversationID, clientMsgID }),
    { conversationID, clientMsgID: sent.clientMsgID },
  );
  const [revoked] = await waitForEvent<{ clientMsgID: string; revokerID: string }>(bobPage, 'OnNewRecvMessageRevoked');
  expect(revoked).toMatchObject({ clientMsgID: sent.clientMsgID, revokerID: alice.userID });
  await expect.poll(async () => (await history(bobPage, conversationID))[0]?.contentType).toBe(2101);

  await alicePage.evaluate(
    (id) => window.parleyHarness.sdk().changeInputStates({ conversationID: id, focus: true }),
    conversationID,
  );
  const [typing] = await waitForEvent<{ conversationID: string; userID: string; platformIDs: number[] }>(
    bobPage,
    'OnConversationUserInputStatusChanged',
  );
  expect(typing).toMatchObject({ conversationID, userID: alice.userID });
  expect(typing?.platformIDs).toContain(5);
});

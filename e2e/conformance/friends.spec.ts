import { expect, test, type Page } from '@playwright/test';
import { usersOnline, waitForEvent } from '../support/sdk-page';
import { sendText } from '../support/sdk-actions';

const friends = (page: Page) =>
  page.evaluate(async () =>
    (await window.parleyHarness.sdk().getFriendListPage({ offset: 0, count: 100 })).data.map((f) => ({
      userID: f.userID,
      remark: f.remark,
    })),
  );

test('a friend request accepted and another refused fire the events on both sides', async ({ browser, request }) => {
  const [{ user: alice, page: alicePage }, { user: bob, page: bobPage }, { user: carol, page: carolPage }] =
    await usersOnline(browser, request, 'Alice', 'Bob', 'Carol');

  await alicePage.evaluate(
    (toUserID) => window.parleyHarness.sdk().addFriend({ toUserID, reqMsg: 'Hi, Alice here' }),
    bob.userID,
  );
  const [received] = await waitForEvent<{ fromUserID: string; reqMsg: string }>(bobPage, 'OnFriendApplicationAdded');
  expect(received).toMatchObject({ fromUserID: alice.userID, reqMsg: 'Hi, Alice here' });
  await waitForEvent(alicePage, 'OnFriendApplicationAdded');

  await bobPage.evaluate(
    (toUserID) => window.parleyHarness.sdk().acceptFriendApplication({ toUserID, handleMsg: 'Welcome' }),
    alice.userID,
  );
  await waitForEvent(alicePage, 'OnFriendApplicationAccepted');
  await waitForEvent(alicePage, 'OnFriendAdded');
  await waitForEvent(bobPage, 'OnFriendAdded');
  await expect.poll(async () => (await friends(alicePage)).map((f) => f.userID)).toEqual([bob.userID]);
  await expect.poll(async () => (await friends(bobPage)).map((f) => f.userID)).toEqual([alice.userID]);

  await carolPage.evaluate(
    (toUserID) => window.parleyHarness.sdk().addFriend({ toUserID, reqMsg: 'Carol' }),
    bob.userID,
  );
  await waitForEvent(bobPage, 'OnFriendApplicationAdded', 2);
  await bobPage.evaluate(
    (toUserID) => window.parleyHarness.sdk().refuseFriendApplication({ toUserID, handleMsg: 'No thanks' }),
    carol.userID,
  );
  const [refused] = await waitForEvent<{ fromUserID: string; handleResult: number }>(
    carolPage,
    'OnFriendApplicationRejected',
  );
  expect(refused).toMatchObject({ fromUserID: carol.userID, handleResult: -1 });
  expect(await friends(carolPage)).toEqual([]);
});

test('remark, delete and a blacklist that refuses messages with 1302', async ({ browser, request }) => {
  const [{ user: alice, page: alicePage }, { user: bob, page: bobPage }] = await usersOnline(
    browser,
    request,
    'Alice',
    'Bob',
  );
  await alicePage.evaluate((toUserID) => window.parleyHarness.sdk().addFriend({ toUserID, reqMsg: '' }), bob.userID);
  await waitForEvent(bobPage, 'OnFriendApplicationAdded');
  await bobPage.evaluate(
    (toUserID) => window.parleyHarness.sdk().acceptFriendApplication({ toUserID, handleMsg: '' }),
    alice.userID,
  );
  await expect.poll(async () => (await friends(alicePage)).length).toBe(1);

  await alicePage.evaluate(
    (toUserID) => window.parleyHarness.sdk().setFriendRemark({ toUserID, remark: 'Bobby' }),
    bob.userID,
  );
  await expect.poll(async () => (await friends(alicePage))[0]?.remark).toBe('Bobby');

  // The SDK sometimes rejects addBlack with 10005 although the server took it: its own blacklist sync and the
  // one the 1207 notification starts race to insert the same local row. The server state is what counts here.
  await bobPage.evaluate(async (toUserID) => {
    try {
      await window.parleyHarness.sdk().addBlack({ toUserID, ex: '' });
    } catch (error) {
      if ((error as { errCode?: number }).errCode !== 10005) throw error;
    }
  }, alice.userID);
  await expect
    .poll(() =>
      bobPage.evaluate(async () => (await window.parleyHarness.sdk().getBlackList()).data.map((b) => b.userID)),
    )
    .toEqual([alice.userID]);
  const refusal = await alicePage.evaluate(async (recvID) => {
    const im = window.parleyHarness.sdk();
    const { data: message } = await im.createTextMessage('are you there?');
    try {
      await im.sendMessage({ recvID, groupID: '', message });
      return 0;
    } catch (error) {
      return (error as { errCode: number }).errCode;
    }
  }, bob.userID);
  expect(refusal).toBe(1302);

  await bobPage.evaluate((removeUserID) => window.parleyHarness.sdk().removeBlack(removeUserID), alice.userID);
  await waitForEvent(bobPage, 'OnBlackDeleted');
  await sendText(alicePage, bob.userID, 'hello again');

  await alicePage.evaluate((friendUserID) => window.parleyHarness.sdk().deleteFriend(friendUserID), bob.userID);
  await waitForEvent(alicePage, 'OnFriendDeleted');
  expect(await friends(alicePage)).toEqual([]);
  // Deleting is one-directional: Bob still lists Alice.
  expect((await friends(bobPage)).map((f) => f.userID)).toEqual([alice.userID]);
});

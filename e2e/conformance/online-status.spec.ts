import { expect, test } from '@playwright/test';
import { imCall, newUser } from '../support/im-admin';
import { login, openDevice, waitForEvent } from '../support/sdk-page';

interface UserOnlineState {
  userID: string;
  status: number;
  platformIDs?: number[];
}

test('a subscriber sees a friend come online and go offline, and never a stranger (deltas.md 19)', async ({
  browser,
  request,
}) => {
  const alice = await newUser(request, 'Alice');
  const bob = await newUser(request, 'Bob');
  const stranger = await newUser(request, 'Stranger');
  await imCall(
    request,
    '/friend/add_friend',
    { fromUserID: alice.userID, toUserID: bob.userID, reqMsg: '' },
    alice.token,
  );
  await imCall(
    request,
    '/friend/add_friend_response',
    { fromUserID: alice.userID, toUserID: bob.userID, handleResult: 1, handleMsg: '' },
    bob.token,
  );
  const strangerPage = await openDevice(browser);
  await login(strangerPage, stranger);
  const alicePage = await openDevice(browser);
  await login(alicePage, alice);

  const initial = await alicePage.evaluate(
    async (ids) => (await window.parleyHarness.sdk().subscribeUsersStatus(ids)).data,
    [bob.userID, stranger.userID],
  );
  // The SDK answers in no particular order.
  expect(initial).toHaveLength(2);
  expect(initial).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ userID: bob.userID, status: 0 }),
      // Online, but not someone Alice knows.
      expect.objectContaining({ userID: stranger.userID, status: 0 }),
    ]),
  );

  const bobPage = await openDevice(browser);
  await login(bobPage, bob);
  const [online] = await waitForEvent<UserOnlineState>(alicePage, 'OnUserStatusChanged');
  expect(online).toMatchObject({ userID: bob.userID, status: 1, platformIDs: [5] });

  await bobPage.context().close();
  await strangerPage.context().close();
  const changes = await waitForEvent<UserOnlineState>(alicePage, 'OnUserStatusChanged', 2);
  expect(changes.at(-1)).toMatchObject({ userID: bob.userID, status: 0 });
  expect(changes.every((change) => change.userID === bob.userID)).toBe(true);
});

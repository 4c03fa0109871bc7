import { expect, test } from '@playwright/test';
import { newUser } from '../support/im-admin';
import { login, openDevice, waitForEvent } from '../support/sdk-page';

interface UserOnlineState {
  userID: string;
  status: number;
  platformIDs?: number[];
}

test('a subscriber sees a user come online and go offline', async ({ browser, request }) => {
  const alice = await newUser(request, 'Alice');
  const bob = await newUser(request, 'Bob');
  const alicePage = await openDevice(browser);
  await login(alicePage, alice);

  const initial = await alicePage.evaluate(
    async (id) => (await window.parleyHarness.sdk().subscribeUsersStatus([id])).data,
    bob.userID,
  );
  expect(initial).toEqual([expect.objectContaining({ userID: bob.userID, status: 0 })]);

  const bobPage = await openDevice(browser);
  await login(bobPage, bob);
  const [online] = await waitForEvent<UserOnlineState>(alicePage, 'OnUserStatusChanged');
  expect(online).toMatchObject({ userID: bob.userID, status: 1, platformIDs: [5] });

  await bobPage.context().close();
  const changes = await waitForEvent<UserOnlineState>(alicePage, 'OnUserStatusChanged', 2);
  expect(changes.at(-1)).toMatchObject({ userID: bob.userID, status: 0 });
});

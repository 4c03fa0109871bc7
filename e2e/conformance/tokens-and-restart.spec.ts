import { expect, request as playwrightRequest, test } from '@playwright/test';
import { forceLogout, newUser, userToken } from '../support/im-admin';
import { OwnServer, ownServerPort } from '../support/own-server';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { history, sendText, singleConversationID } from '../support/sdk-actions';

async function startLoginOnly(
  page: import('@playwright/test').Page,
  user: { userID: string; token: string; platformID: number },
) {
  await page.evaluate(({ userID, token, platformID }) => window.parleyHarness.login(userID, token, platformID), user);
}

test('a token for another platform is refused as invalid', async ({ browser, request }) => {
  const alice = await newUser(request, 'Alice', 3);
  const page = await openDevice(browser);
  await startLoginOnly(page, { ...alice, platformID: 5 });
  await waitForEvent(page, 'OnUserTokenInvalid');
});

test('force logout and a newer login on the same platform kick the device', async ({ browser, request }) => {
  const alice = await newUser(request, 'Alice');
  const first = await openDevice(browser);
  await login(first, alice);
  await forceLogout(request, alice.userID, 5);
  await waitForEvent(first, 'OnKickedOffline');

  const second = await openDevice(browser);
  await login(second, { ...alice, token: await userToken(request, alice.userID, 5) });
  const third = await openDevice(browser);
  await login(third, { ...alice, token: await userToken(request, alice.userID, 5) });
  await waitForEvent(second, 'OnKickedOffline');

  // The kicked token stays refused if that device tries again.
  await second.reload();
  await expect(second.locator('body')).toHaveAttribute('data-ready', 'true');
  const kickedToken = alice.token;
  await startLoginOnly(second, { ...alice, token: kickedToken });
  await waitForEvent(second, 'OnKickedOffline');
});

test.describe('on a server of its own', () => {
  const server = new OwnServer(ownServerPort(7), { PARLEY_TOKEN_TTL_DAYS: String(3 / 86_400) });
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  test('an expired token is reported as expired', async ({ browser }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const alice = await newUser(api, 'Alice');
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const page = await openDevice(browser, server.url);
    await startLoginOnly(page, alice);
    await waitForEvent(page, 'OnUserTokenExpired');
  });
});

test.describe('across a server crash', () => {
  const server = new OwnServer(ownServerPort(8), { PARLEY_TOKEN_TTL_DAYS: '1' });
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  test('clients reconnect after kill -9 and nothing acknowledged is lost or doubled', async ({ browser }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const alice = await newUser(api, 'Alice');
    const bob = await newUser(api, 'Bob');
    const alicePage = await openDevice(browser, server.url);
    const bobPage = await openDevice(browser, server.url);
    await login(alicePage, alice);
    await login(bobPage, bob);
    await waitForEvent(bobPage, 'OnSyncServerFinish');
    const conversationID = singleConversationID(alice.userID, bob.userID);

    await sendText(alicePage, bob.userID, 'before the crash');
    await waitForEvent(bobPage, 'OnRecvNewMessages', 1);

    await server.kill();
    await server.start();
    await waitForEvent(alicePage, 'OnConnectSuccess', 2);
    await waitForEvent(bobPage, 'OnConnectSuccess', 2);

    await sendText(alicePage, bob.userID, 'after the restart');
    await waitForEvent(bobPage, 'OnRecvNewMessages', 2);
    await expect
      .poll(async () => (await history(bobPage, conversationID)).map((m) => [m.seq, m.text]))
      .toEqual([
        [1, 'before the crash'],
        [2, 'after the restart'],
      ]);
    // The sender's store takes the server's seq a moment after the send is acknowledged (seen as 0 under load).
    await expect.poll(async () => (await history(alicePage, conversationID)).map((m) => m.seq)).toEqual([1, 2]);
  });
});

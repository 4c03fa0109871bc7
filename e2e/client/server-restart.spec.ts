import { expect, request as playwrightRequest, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, openChatWith, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { OwnServer, ownServerPort } from '../support/own-server';
import { messageLog, say } from '../support/chat-page';

test('a message sent while the server is down stays in the chat and is delivered once after the restart', async ({
  browser,
}) => {
  const server = new OwnServer(ownServerPort(5));
  await server.start();
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const alice = await registerAccount(api, 'Alice');
    const bob = await registerAccount(api, 'Bob');
    await makeFriends(api, alice, bob);
    await api.dispose();
    const alicePage = await (await newTestContext(browser, { baseURL: server.url })).newPage();
    const bobPage = await (await newTestContext(browser, { baseURL: server.url })).newPage();
    await signIn(alicePage, alice);
    await signIn(bobPage, bob);
    await openChatWith(alicePage, 'Bob');
    await openChatWith(bobPage, 'Alice');

    await server.kill();
    await say(alicePage, 'Sent into the void');
    const mine = messageLog(alicePage).getByText('Sent into the void', { exact: true });
    await expect(mine).toBeVisible();
    // It waits in the outbox, whether the send noticed the server was gone at once or only after trying.
    await expect(messageLog(alicePage).getByText('Queued', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(mine).toBeVisible();

    await server.start();
    await expect(messageLog(bobPage).getByText('Sent into the void', { exact: true })).toHaveCount(1, {
      timeout: 60_000,
    });
    await expect(mine).toHaveCount(1);
    await expect(messageLog(alicePage).getByText('Read', { exact: true })).toBeVisible({ timeout: 30_000 });
    await alicePage.reload();
    await expect(mine).toHaveCount(1);
    await bobPage.reload();
    await expect(messageLog(bobPage).getByText('Sent into the void', { exact: true })).toHaveCount(1);
  } finally {
    await server.stop();
  }
});

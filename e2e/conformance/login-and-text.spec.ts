import { expect, test } from '@playwright/test';
import { newUser } from '../support/im-admin';
import { login, openDevice, waitForEvent } from '../support/sdk-page';

interface Message {
  clientMsgID: string;
  sendID: string;
  recvID: string;
  seq: number;
  contentType: number;
  textElem?: { content: string };
}

test('two users log in through the real SDK and exchange text both ways', async ({ browser, request }) => {
  const alice = await newUser(request, 'Alice');
  const bob = await newUser(request, 'Bob');
  const alicePage = await openDevice(browser);
  const bobPage = await openDevice(browser);
  await login(alicePage, alice);
  await login(bobPage, bob);
  await waitForEvent(alicePage, 'OnSyncServerFinish');

  const self = await alicePage.evaluate(() => window.parleyHarness.sdk().getSelfUserInfo());
  expect(self.data).toMatchObject({ userID: alice.userID, nickname: 'Alice' });

  const sent = await alicePage.evaluate(async (recvID) => {
    const im = window.parleyHarness.sdk();
    const { data: message } = await im.createTextMessage('Hello Bob');
    const { data } = await im.sendMessage({ recvID, groupID: '', message });
    return data;
  }, bob.userID);
  // seq is not in the send response; it arrives with the pushed echo.
  expect(sent).toMatchObject({ sendID: alice.userID, recvID: bob.userID, status: 2 });

  const [received] = await waitForEvent<Message[]>(bobPage, 'OnRecvNewMessages');
  expect(received?.[0]).toMatchObject({
    sendID: alice.userID,
    seq: 1,
    contentType: 101,
    textElem: { content: 'Hello Bob' },
  });

  await bobPage.evaluate(async (recvID) => {
    const im = window.parleyHarness.sdk();
    const { data: message } = await im.createTextMessage('Hi Alice');
    await im.sendMessage({ recvID, groupID: '', message });
  }, alice.userID);
  const [reply] = await waitForEvent<Message[]>(alicePage, 'OnRecvNewMessages');
  expect(reply?.[0]).toMatchObject({ sendID: bob.userID, seq: 2, textElem: { content: 'Hi Alice' } });
});

test('the Go core runs in the SDK worker: the page has neither the Go runtime nor the core’s functions', async ({
  browser,
  request,
}) => {
  const alice = await newUser(request, 'Alice');
  const page = await openDevice(browser);
  await login(page, alice);
  const onPage = await page.evaluate(() => {
    const scope = globalThis as unknown as Record<string, unknown>;
    return ['Go', 'initSDK', 'login', 'getAllConversationList', 'wasmOpen'].filter((name) => scope[name] !== undefined);
  });
  expect(onPage).toEqual([]);
  const core = page.workers().find((worker) => /sdk-worker/.test(worker.url()));
  expect(core, 'the SDK worker').toBeDefined();
  expect(
    await core!.evaluate(() => {
      const scope = globalThis as unknown as Record<string, unknown>;
      return ['Go', 'initSDK', 'getAllConversationList'].filter((name) => typeof scope[name] === 'function');
    }),
  ).toEqual(['Go', 'initSDK', 'getAllConversationList']);
  expect(await page.evaluate(() => window.parleyHarness.coreFunctions(['initSDK']))).toEqual(['initSDK']);
});

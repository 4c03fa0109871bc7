import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { callDialog, callerInBrowser, remoteMedia } from '../support/calls';
import { userToken } from '../support/im-admin';
import { login, openDevice } from '../support/sdk-page';
import { registerAccount } from '../support/session';
import { makeFriends, openChatWith, type Account } from '../support/ui-session';

test.describe.configure({ timeout: 150_000 });

/** Custom messages sent through the real SDK from a second device of `account` (another platform). */
async function sendCustom(device: Page, recvID: string, payloads: unknown[]) {
  await device.evaluate(
    async ({ recvID, payloads }) => {
      const im = window.parleyHarness.sdk();
      for (const payload of payloads) {
        const { data: message } = await im.createCustomMessage({
          data: JSON.stringify(payload),
          extension: '',
          description: '',
        });
        await im.sendMessage({ recvID, groupID: '', message });
      }
    },
    { recvID, payloads },
  );
}

async function secondDevice(browser: Browser, request: APIRequestContext, account: Account) {
  const device = await openDevice(browser);
  await login(device, { userID: account.userID, token: await userToken(request, account.userID, 3), platformID: 3 });
  return device;
}

test('a stranger who names a running meeting in a call invite to himself never receives a frame from it', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  const mallory = await callerInBrowser(browser, request, 'Mallory');
  const eve = await registerAccount(request, 'Eve');
  await makeFriends(request, alice.account, bob.account);
  await makeFriends(request, mallory.account, eve);

  // Alice holds a meeting with Bob; media flows between them.
  await alice.page.getByRole('link', { name: /^Workbench/ }).click();
  await alice.page.getByRole('link', { name: 'New meeting' }).click();
  await alice.page.getByLabel('Subject').fill('Board meeting');
  await alice.page.getByRole('checkbox', { name: 'Bob' }).check();
  await alice.page.getByRole('button', { name: 'Create meeting' }).click();
  const hostGrid = callDialog(alice.page).getByRole('list', { name: 'Participants' });
  await expect(hostGrid.getByRole('listitem')).toHaveCount(1);
  const meetingID = (await callDialog(alice.page).getAttribute('data-room-id'))!;
  await openChatWith(bob.page, 'Alice');
  await bob.page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Join' }).click();
  await expect(hostGrid.getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await remoteMedia(bob.page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);

  // Mallory, who knows the meeting ID, sends himself a call invite naming it as the room, and puts a meeting
  // invitation with that ID in his chat with Eve, from his second device, so his app offers "Join".
  const device = await secondDevice(browser, request, mallory.account);
  const self = mallory.account.userID;
  await sendCustom(device, self, [
    {
      customType: 200,
      data: {
        inviterUserID: self,
        inviteeUserIDList: [self],
        groupID: '',
        roomID: meetingID,
        timeout: 120,
        mediaType: 'video',
        sessionType: 1,
        platformID: 3,
      },
    },
  ]);
  await sendCustom(device, eve.userID, [
    {
      customType: 905,
      data: { id: meetingID, subject: 'Trap', start: Date.now() / 1000, duration: 3600, inviterUserID: self },
    },
  ]);
  await openChatWith(mallory.page, 'Eve');
  await mallory.page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Join' }).click();

  // The server refuses him a token: his app says so, and his browser decoded nothing from the meeting.
  const refusal = mallory.page.getByRole('alertdialog', { name: 'Call' });
  await expect(refusal).toContainText('Join failed');
  expect(await remoteMedia(mallory.page)).toEqual({ framesDecoded: 0, audioBytesReceived: 0 });
  await expect(callDialog(mallory.page)).toBeHidden();
  // Nobody in the meeting sees him either.
  await expect(hostGrid.getByRole('listitem')).toHaveCount(2);
  await expect(hostGrid).not.toContainText('Mallory');
});

test('a stranger who names a live call in a meeting invitation of his own never receives a frame from it', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  const mallory = await callerInBrowser(browser, request, 'Mallory');
  const eve = await registerAccount(request, 'Eve');
  await makeFriends(request, alice.account, bob.account);
  await makeFriends(request, mallory.account, eve);

  // Alice and Bob in a video call, media flowing.
  await openChatWith(alice.page, 'Bob');
  await alice.page.getByRole('button', { name: 'Video call' }).click();
  const incoming = callDialog(bob.page);
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await remoteMedia(bob.page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
  const roomID = (await incoming.getAttribute('data-room-id'))!;

  // Mallory, who learnt the call's room ID, invites Eve to a "meeting" with that ID, hosted by himself.
  const device = await secondDevice(browser, request, mallory.account);
  await sendCustom(device, eve.userID, [
    {
      customType: 905,
      data: {
        id: roomID,
        subject: 'Trap',
        start: Date.now() / 1000,
        duration: 3600,
        inviterUserID: mallory.account.userID,
      },
    },
  ]);
  await openChatWith(mallory.page, 'Eve');
  await mallory.page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Join' }).click();

  await expect(mallory.page.getByRole('alertdialog', { name: 'Call' })).toContainText('Join failed');
  expect(await remoteMedia(mallory.page)).toEqual({ framesDecoded: 0, audioBytesReceived: 0 });
  // The call goes on between its two parties.
  await expect(callDialog(alice.page).getByRole('timer', { name: 'Call time' })).toBeVisible();
  await expect(callDialog(alice.page)).not.toContainText('Mallory');
});

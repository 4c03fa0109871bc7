import { expect, test } from '@playwright/test';
import { chatCall } from '../support/chat-service';
import { callDialog, callerInBrowser, expectLatestHistory, remoteMedia } from '../support/calls';
import { makeFriends, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 120_000 });

test('a one-to-one video call connects through the managed LiveKit: each side decodes the other’s video and receives its audio', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  const mallory = await callerInBrowser(browser, request, 'Mallory');
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');

  await alice.page.getByRole('button', { name: 'Video call' }).click();
  await expect(callDialog(alice.page)).toContainText('Waiting for the other side to answer');
  const incoming = callDialog(bob.page);
  await expect(incoming).toContainText('Alice');
  await expect(incoming).toContainText('Invites you to a video call');

  // Someone not invited is refused a token for this live call's room; the invitee gets one.
  const roomID = (await incoming.getAttribute('data-room-id'))!;
  const refused = await chatCall(request, '/user/rtc/get_token', { room: roomID, identity: bob.account.userID }, mallory.account.chatToken);
  expect(refused).toMatchObject({ errCode: 1002, errMsg: 'NoPermissionError' });
  const granted = await chatCall<{ serverUrl: string }>(request, '/user/rtc/get_token', { room: roomID, identity: '' }, bob.account.chatToken);
  expect(granted.errCode).toBe(0);
  expect(granted.data!.serverUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);

  await incoming.getByRole('button', { name: 'Accept' }).click();
  for (const { page } of [alice, bob]) {
    await expect(callDialog(page).getByRole('timer', { name: 'Call time' })).toHaveText(/^\d\d:\d\d$/);
  }
  // Real media both ways: frames decoded and audio bytes received, read from the browsers' own WebRTC stats.
  for (const { page } of [alice, bob]) {
    await expect
      .poll(() => remoteMedia(page), { timeout: 20_000 })
      .toMatchObject({ framesDecoded: expect.any(Number), audioBytesReceived: expect.any(Number) });
    await expect.poll(async () => (await remoteMedia(page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await remoteMedia(page)).audioBytesReceived, { timeout: 20_000 }).toBeGreaterThan(0);
  }
  await expect(callDialog(alice.page).getByRole('timer')).toHaveText(/^00:0[1-9]|^00:[1-5]\d/);

  // Minimised to the floating tile and back.
  await callDialog(bob.page).getByRole('button', { name: 'Minimise call' }).click();
  const tile = bob.page.getByRole('button', { name: 'Return to the call with Alice' });
  await expect(tile).toBeVisible();
  const box = (await tile.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height), Math.round(box.y)]).toEqual([86, 110, 100]);
  await tile.click();

  await callDialog(alice.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(alice.page)).toBeHidden();
  await expect(callDialog(bob.page)).toBeHidden();

  // The call record (custom 100) lands in both chats; the signalling never shows as a bubble.
  for (const { page } of [alice, bob]) {
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText(/Call duration \d\d:\d\d/);
    await expect(log).not.toContainText('[Unsupported message]');
  }
  await expectLatestHistory(alice.page, /Bob.*Outgoing · Video call · Call duration \d\d:\d\d/);
  await expectLatestHistory(bob.page, /Alice.*Incoming · Video call · Call duration \d\d:\d\d/);
});

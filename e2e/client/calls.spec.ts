import { expect, test } from '@playwright/test';
import { NEEDS_NOTIFICATIONS } from '../../playwright.config';
import { chatCall } from '../support/chat-service';
import {
  callDialog,
  callerInBrowser,
  expectLatestHistory,
  remoteMedia,
  startGroupCall,
  threeCallersInGroup,
} from '../support/calls';
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
  const refused = await chatCall(
    request,
    '/user/rtc/get_token',
    { room: roomID, identity: bob.account.userID },
    mallory.account.chatToken,
  );
  expect(refused).toMatchObject({ errCode: 1002, errMsg: 'NoPermissionError' });
  const granted = await chatCall<{ serverUrl: string }>(
    request,
    '/user/rtc/get_token',
    { room: roomID, identity: '' },
    bob.account.chatToken,
  );
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

test('reject, cancel and busy end the call on both sides, each with its history and call record', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  const carol = await callerInBrowser(browser, request, 'Carol');
  await makeFriends(request, alice.account, bob.account);
  await makeFriends(request, carol.account, bob.account);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');

  // Rejected.
  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await expect(callDialog(bob.page)).toContainText('Invites you to a voice call');
  await callDialog(bob.page).getByRole('button', { name: 'Reject' }).click();
  await expect(callDialog(alice.page)).toBeHidden();
  await expect(callDialog(bob.page)).toBeHidden();
  await expect(alice.page.getByRole('log', { name: 'Messages' })).toContainText('Declined');

  // Cancelled by the caller before an answer.
  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await expect(callDialog(bob.page)).toContainText('Invites you to a voice call');
  await callDialog(alice.page).getByRole('button', { name: 'Cancel' }).click();
  await expect(callDialog(bob.page)).toBeHidden();
  await expect(bob.page.getByRole('log', { name: 'Messages' })).toContainText('Canceled');

  // Busy: Bob is in a call with Alice when Carol calls; Carol hears "busy" and Bob's call goes on.
  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();
  await expect(callDialog(bob.page).getByRole('timer')).toBeVisible();
  await openChatWith(carol.page, 'Bob');
  await carol.page.getByRole('button', { name: 'Voice call' }).click();
  await expect(carol.page.getByRole('alertdialog')).toContainText('The other side is busy');
  await expect(callDialog(carol.page)).toBeHidden();
  // Both timers counting: a call ended within half a second of connecting is recorded as "Ended", not timed.
  await expect(callDialog(alice.page).getByRole('timer')).toHaveText(/^00:0[1-9]|^00:[1-5]\d/);
  await expect(callDialog(bob.page).getByRole('timer')).toHaveText(/^00:0[1-9]|^00:[1-5]\d/);
  // The callee hangs up this time.
  await callDialog(bob.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(alice.page)).toBeHidden();

  await expectLatestHistory(alice.page, /Outgoing · Voice call · Call duration/);
  await expectLatestHistory(bob.page, /Incoming · Voice call · Call duration/);
  await expectLatestHistory(carol.page, /Bob.*Outgoing · Voice call · Refused/);
  await alice.page.goto('/previewRtcHistory');
  const rows = alice.page.getByRole('list', { name: 'Calls' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Canceled');
  await expect(rows.nth(2)).toContainText('Refused');
  await bob.page.goto('/previewRtcHistory');
  await expect(bob.page.getByRole('list', { name: 'Calls' }).getByRole('listitem').nth(1)).toContainText('Canceled');
});

test('answering on one device stops the ringing on the user’s other device, which records it as handled elsewhere', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  const bobElsewhere = await callerInBrowser(browser, request, 'Bob', { account: bob.account, platformID: 3 });
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(alice.page, 'Bob');

  await alice.page.getByRole('button', { name: 'Video call' }).click();
  await expect(callDialog(bob.page)).toContainText('Invites you to a video call');
  await expect(callDialog(bobElsewhere.page)).toContainText('Invites you to a video call');
  await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();
  await expect(callDialog(bobElsewhere.page)).toBeHidden();
  // Both sides connected: a call hung up before the callee's media connected is recorded as "Ended", not timed.
  // A timer counting on both sides (not only shown): on a loaded machine it can show before the media connects.
  await expect(callDialog(alice.page).getByRole('timer')).toHaveText(/^00:0[1-9]|^00:[1-5]\d/);
  await expect(callDialog(bob.page).getByRole('timer')).toHaveText(/^00:0[1-9]|^00:[1-5]\d/);
  await callDialog(alice.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(bob.page)).toBeHidden();

  await expectLatestHistory(bobElsewhere.page, /Alice.*Incoming · Video call · Answered on another device/);
  await expectLatestHistory(bob.page, /Alice.*Incoming · Video call · Call duration/);
});

test.describe(() => {
  // The system notification is the service worker's (the config blocks it for other tests).
  test.use({ serviceWorkers: 'allow' });

  test(
    'a callee whose tab is hidden still rings, with a system notification; unanswered, the call times out on both sides',
    { tag: NEEDS_NOTIFICATIONS },
    async ({ browser, request }) => {
      // Two callers' SDKs and a service worker on a machine the other runs share.
      test.setTimeout(180_000);
      const alice = await callerInBrowser(browser, request, 'Alice');
      const bob = await callerInBrowser(browser, request, 'Bob');
      await makeFriends(request, alice.account, bob.account);
      await openChatWith(alice.page, 'Bob');
      await expect(bob.page.getByRole('link', { name: /Alice/ })).toBeVisible();
      await bob.page.evaluate(() => navigator.serviceWorker.ready);

      // Headless Chromium keeps every page visible (minimising its window or raising another tab changes nothing), so
      // the tab is hidden the way the browser reports it: visibilityState "hidden" and a visibilitychange event. The
      // invite is online-only, which this SDK drops in background mode, so the hidden page keeps the SDK in the
      // foreground and the invite still arrives (deltas.md 1).
      await bob.page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
      });

      // Both devices' clocks are faked from here, so the invite's 30 s pass without being waited out.
      await alice.page.clock.install();
      await bob.page.clock.install();
      await alice.page.getByRole('button', { name: 'Voice call' }).click();
      await expect(callDialog(bob.page)).toContainText('Invites you to a voice call');
      await expect
        .poll(() =>
          bob.page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return (await registration!.getNotifications()).map((n) => `${n.title}: ${n.body}`);
          }),
        )
        .toEqual(['Alice: Invites you to a voice call']);

      // Nobody answers: after the invite's 30 s both sides close with "no answer".
      await expect(callDialog(alice.page)).toContainText('Waiting for the other side to answer');
      await alice.page.clock.fastForward(30_000);
      await bob.page.clock.fastForward(30_000);
      await expect(callDialog(alice.page)).toBeHidden();
      await expect(callDialog(bob.page)).toBeHidden();
      await expectLatestHistory(alice.page, /Bob.*Outgoing · Voice call · No answer/);
      await expectLatestHistory(bob.page, /Alice.*Incoming · Voice call · No answer/);
    },
  );
});

test('a three-person group call: invited from the member list, one joins late from the group chat, all in the grid', async ({
  browser,
  request,
}) => {
  const { alice, bob, carol } = await threeCallersInGroup(browser, request, 'Call Crew');
  for (const { page } of [alice, bob, carol]) await openChatWith(page, 'Call Crew');

  await startGroupCall(alice.page, ['Bob', 'Carol']);

  for (const { page } of [bob, carol]) {
    const incoming = callDialog(page);
    await expect(incoming).toContainText('Alice invites you to a group video call');
    // Only the caller is in the room while it rings (issue 41: it said "3 in the call", counting the invited).
    await expect(incoming.locator('.call-joined')).toHaveText('1 in the call: Alice');
    await expect(incoming.getByRole('list', { name: 'Invited' }).getByRole('listitem')).toHaveCount(2);
  }
  await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();
  // Carol says no at first, then joins the running call from the group chat.
  await callDialog(carol.page).getByRole('button', { name: 'Reject' }).click();
  await expect(callDialog(carol.page)).toBeHidden();
  await carol.page.getByRole('button', { name: 'Join the call' }).click();

  for (const { page } of [alice, bob, carol]) {
    const grid = callDialog(page).getByRole('list', { name: 'Participants' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await expect(grid).toHaveAttribute('data-columns', '2');
    // Self first.
    await expect(grid.getByRole('listitem').first()).toContainText('You');
    await expect.poll(async () => (await remoteMedia(page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
  }

  // The call closes for the last one left.
  await callDialog(bob.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(alice.page).getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
  await callDialog(carol.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(alice.page)).toBeHidden();
  // Each participant keeps a record of the call in their own copy of the group's chat: one each, never sent.
  for (const { page } of [alice, bob, carol]) {
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(/Call duration \d\d:\d\d/)).toHaveCount(1);
  }
  await expectLatestHistory(alice.page, /Outgoing · Video call · Call duration/);
});

test('both sides’ call records show one duration, and the caller’s carries no “Unread” after the callee read the chat', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');

  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();
  for (const { page } of [alice, bob]) {
    await expect(callDialog(page).getByRole('timer')).toHaveText(/^00:0[3-9]|^00:[1-5]\d/, { timeout: 30_000 });
  }
  // The callee hangs up: the caller's device ends from the media room or from the hang-up, a moment apart.
  await callDialog(bob.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(alice.page)).toBeHidden();

  const recordOf = (page: typeof alice.page) =>
    page
      .getByRole('log', { name: 'Messages' })
      .locator('.message')
      .filter({ hasText: /Call duration/ });
  const shown: string[] = [];
  for (const { page } of [alice, bob]) {
    await expect(recordOf(page)).toHaveCount(1);
    shown.push((await recordOf(page).innerText()).match(/Call duration (\d\d:\d\d)/)![1]!);
  }
  expect(shown[0], 'the same duration on both sides').toBe(shown[1]);

  // Bob has the chat open (he has read it); after both reload, Alice's record still says nothing of reading.
  for (const { page } of [alice, bob]) {
    await page.reload();
    await expect(recordOf(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(recordOf(page)).toContainText(`Call duration ${shown[0]}`);
  }
  await expect(recordOf(alice.page).locator('.message-status')).toHaveCount(0);
  await expect(recordOf(alice.page)).not.toContainText('Unread');
});

import { expect, test } from '@playwright/test';
import { chatCall } from '../support/chat-service';
import { callDialog, callerInBrowser, remoteMedia } from '../support/calls';
import { registerAccount } from '../support/session';
import { makeFriends, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 120_000 });

test('a meeting created from the workbench: its invitation arrives, two people join, and media flows in the grid', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  const carol = await callerInBrowser(browser, request, 'Carol');
  const mallory = await registerAccount(request, 'Mallory');
  await makeFriends(request, alice.account, bob.account);
  await makeFriends(request, alice.account, carol.account);

  await alice.page.getByRole('link', { name: /^Workbench/ }).click();
  await alice.page.getByRole('link', { name: 'New meeting' }).click();
  const create = alice.page.getByRole('button', { name: 'Create meeting' });
  // Nothing of the form is cut off on a 320 px phone.
  await alice.page.setViewportSize({ width: 320, height: 640 });
  await expect(create).toBeVisible();
  expect(await alice.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await alice.page.setViewportSize({ width: 520, height: 720 });
  await create.click();
  await expect(alice.page.getByText('Please enter a subject')).toBeVisible();
  await alice.page.getByLabel('Subject').fill('Weekly sync');
  await create.click();
  await expect(alice.page.getByText('Choose at least one person or group')).toBeVisible();
  await alice.page.getByRole('checkbox', { name: 'Bob' }).check();
  await alice.page.getByRole('checkbox', { name: 'Carol' }).check();
  await create.click();

  // Starting now, the host is in the meeting at once, waiting for the others.
  const hostCall = callDialog(alice.page);
  await expect(hostCall.getByRole('heading', { name: 'Weekly sync' })).toBeVisible();
  await expect(hostCall.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(1);
  const roomID = (await hostCall.getAttribute('data-room-id'))!;
  expect(roomID).toMatch(/^\d{9}$/);
  // Nobody uninvited gets into the room.
  const refused = await chatCall(request, '/user/rtc/get_token', { room: roomID, identity: '' }, mallory.chatToken);
  expect(refused).toMatchObject({ errCode: 1002, errMsg: 'NoPermissionError' });

  for (const { page } of [bob, carol]) {
    await openChatWith(page, 'Alice');
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages.getByText('Weekly sync')).toBeVisible();
    await expect(messages.getByText('In progress')).toBeVisible();
    await expect(messages.getByText(roomID)).toBeVisible();
    await messages.getByRole('button', { name: 'Join' }).click();
  }
  for (const { page } of [alice, bob, carol]) {
    const grid = callDialog(page).getByRole('list', { name: 'Participants' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await expect(grid.getByRole('listitem').first()).toContainText('You');
    await expect.poll(async () => (await remoteMedia(page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
  }

  // People leave as they like; the meeting goes on for its length, even for one left alone.
  await callDialog(bob.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(callDialog(bob.page)).toBeHidden();
  await callDialog(carol.page).getByRole('button', { name: 'Hang up' }).click();
  await expect(hostCall.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(1);
  await expect(hostCall).toBeVisible();
  // A meeting leaves no call record: its invitation is the record.
  await expect(bob.page.getByRole('log', { name: 'Messages' }).getByText(/Call duration/)).toHaveCount(0);
  // And someone who left can come back while it runs.
  await bob.page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Join' }).click();
  await expect(hostCall.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
});

import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { createGroup, sendGroupText } from '../support/group-actions';

test('the conversation list previews group tips, group messages and recalls as the server sends them', async ({
  page,
  browser,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  const carol = await registerAccount(request, 'Carol');

  await signIn(page, alice);

  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.userID, token: bob.imToken, platformID: 5 });
  await waitForEvent(bobDevice, 'OnSyncServerFinish');
  const group = await createGroup(bobDevice, 'Design Team', [alice.userID, carol.userID]);

  // The 1501 tip's opUser, as the server sends it, names the creator.
  const row = page.getByRole('link', { name: /Design Team/ });
  await expect(row.locator('.preview')).toHaveText('Bob created the group');
  await expect(row.locator('.time')).toHaveText('just now');
  // No group picture: the fallback square with the name's initials (a Latin-script name, issue 27 point 11).
  await expect(row.locator('.ui-avatar')).toHaveText('DT');

  expect(await sendGroupText(bobDevice, group.groupID, 'Hello team\nsecond line')).toBe(0);
  await expect(row.locator('.preview')).toHaveText('Bob: Hello team second line');

  // A recall turns the latest message into a 2101 whose detail is the SDK's RevokedInfo.
  await bobDevice.evaluate(async (recvID) => {
    const im = window.parleyHarness.sdk();
    const { data: message } = await im.createTextMessage('Oops');
    const { data: sent } = await im.sendMessage({ recvID, groupID: '', message });
    await im.revokeMessage({
      conversationID: `si_${[sent.sendID, recvID].sort().join('_')}`,
      clientMsgID: sent.clientMsgID,
    });
  }, alice.userID);
  const bobRow = page.getByRole('link').filter({ has: page.locator('.name', { hasText: /^Bob$/ }) });
  await expect(bobRow.locator('.preview')).toHaveText('Bob recalled a message');

  // A preview too long for the row ends in an ellipsis before the unread badge instead of running under it.
  expect(await sendGroupText(bobDevice, group.groupID, 'a long preview that goes on '.repeat(12))).toBe(0);
  await expect(row.locator('.badge-inline')).toBeVisible();
  const previewBox = (await row.locator('.preview').boundingBox())!;
  const badgeBox = (await row.locator('.badge-inline').boundingBox())!;
  expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(badgeBox.x);
});

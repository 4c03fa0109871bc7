import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';
import { usersOnline } from '../support/sdk-page';
import { createGroup } from '../support/group-actions';
import { sdkCall } from '../support/sdk-actions';

/** Another member mentions people from OpenIM's SDK: `names` maps each mentioned user ID to the name in the text. */
async function mention(device: Page, groupID: string, text: string, names: Record<string, string>) {
  const message = await sdkCall(device, 'createTextAtMessage', {
    text,
    atUserIDList: Object.keys(names),
    atUsersInfo: Object.entries(names).map(([atUserID, groupNickname]) => ({ atUserID, groupNickname })),
  });
  await sdkCall(device, 'sendMessage', { recvID: '', groupID, message });
}

const rowOf = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) }).first();

test('a mention of Bob, or of everyone, marks his conversation row until he reads it, and is highlighted in the bubble', async ({
  page,
  browser,
  request,
}) => {
  const bob = await registerAccount(request, 'Bob');
  await signIn(page, bob);
  const [{ page: alice }, { user: carol }] = await usersOnline(browser, request, 'Alice', 'Carol');
  const { groupID } = await createGroup(alice, 'Team', [bob.userID, carol.userID]);
  await expect(rowOf(page, 'Team')).toBeVisible();
  await expect(rowOf(page, 'Team')).not.toContainText('[@me]');

  // A mention of Carol alone is no mention of Bob.
  await mention(alice, groupID, '@Carol the report', { [carol.userID]: 'Carol' });
  await expect(rowOf(page, 'Team')).toContainText('@Carol the report');
  await expect(rowOf(page, 'Team')).not.toContainText('[@');

  await mention(alice, groupID, '@Bob can you look?', { [bob.userID]: 'Bob' });
  await expect(rowOf(page, 'Team')).toContainText('[@me]');
  // The mark is the server's: it is still there after a reload, until Bob reads the chat.
  await page.reload();
  await expect(rowOf(page, 'Team')).toContainText('[@me]');

  await rowOf(page, 'Team').click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.locator('mark.mention-of-reader')).toHaveText('@Bob');
  // Carol's mention is set apart, not highlighted for Bob.
  await expect(log.locator('.mention', { hasText: '@Carol' })).toBeVisible();
  await expect(log.locator('mark', { hasText: '@Carol' })).toHaveCount(0);
  await page.goBack();
  await expect(rowOf(page, 'Team')).toContainText('Alice: @Bob can you look?');
  await expect(rowOf(page, 'Team')).not.toContainText('[@me]');

  // @all reaches Bob too: the row says so, and the bubble highlights it.
  await mention(alice, groupID, '@Everyone standup now', { AtAllTag: 'Everyone' });
  await expect(rowOf(page, 'Team')).toContainText('[@all]');
  await rowOf(page, 'Team').click();
  await expect(log.locator('mark.mention-of-reader', { hasText: '@Everyone' })).toBeVisible();
  await page.goBack();
  await expect(rowOf(page, 'Team')).not.toContainText('[@all]');
});

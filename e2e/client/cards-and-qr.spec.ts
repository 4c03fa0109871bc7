import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { makeFriends, signIn, userInBrowser } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { registerAccount } from '../support/session';
import { imCall } from '../support/im-admin';
import { chatCall } from '../support/chat-service';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Renders the QR card in the page and returns a screenshot of its code, as a camera or a saved picture sees it. */
async function qrPicture(page: Page, path: string): Promise<Buffer> {
  await page.goto(path);
  const code = page.getByRole('img', { name: 'QR code' });
  await expect(code).toBeVisible();
  await expect
    .poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy();
  return code.screenshot();
}

async function scanPicture(page: Page, buffer: Buffer): Promise<void> {
  await page.goto('/scanPage');
  await page.getByLabel('Scan a picture').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer });
}

test('scanning a QR card opens the user card; "Add friend" until friends, then "Send message" opens the chat', async ({
  browser,
  request,
}) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const ben = await userInBrowser(browser, request, 'Ben');

  const code = await qrPicture(ava.page, '/selfOrGroupQr');
  await expect(heading(ava.page, 'Ava')).toBeVisible();
  await expect(ava.page.getByRole('button', { name: 'Save image' })).toBeVisible();

  await scanPicture(ben.page, code);
  await expect(ben.page).toHaveURL(new RegExp(`/userCard\\?userID=${ava.account.userID}$`));
  await expect(heading(ben.page, 'Ava')).toBeVisible();
  await expect(ben.page.getByText(`ID: ${ava.account.userID}`)).toBeVisible();
  const addFriend = ben.page.getByRole('link', { name: 'Add friend' });
  await expect(addFriend).toHaveAttribute('href', new RegExp(`/sendApplication\\?sourceID=${ava.account.userID}`));
  // A stranger's phone number stays hidden in the details.
  await ben.page.getByRole('link', { name: 'Personal information' }).click();
  await expect(ben.page.getByRole('definition').filter({ hasText: 'Ava' })).toBeVisible();
  await expect(ben.page.getByText(ava.account.phoneNumber)).toHaveCount(0);
  await ben.page.goBack();

  await makeFriends(request, ava.account, ben.account);
  await ben.page.reload();
  await expect(heading(ben.page, 'Ava')).toBeVisible();
  await expect(ben.page.getByRole('link', { name: 'Add friend' })).toHaveCount(0);
  // A friend sees the phone number.
  await ben.page.getByRole('link', { name: 'Personal information' }).click();
  await expect(ben.page.getByText(ava.account.phoneNumber)).toBeVisible();
  await ben.page.goBack();
  await ben.page.getByRole('button', { name: 'Send message' }).click();
  await expect(ben.page).toHaveURL(/\/chat\?conversationID=si_/);
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Ava' })).toBeVisible();
  await expect(ben.page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  // A code that is not Parley's is shown as text and never followed.
  const foreign = await QRCode.toBuffer('https://example.com/phish', { width: 300, margin: 2 });
  await scanPicture(ben.page, foreign);
  await expect(ben.page.getByText('Unrecognised QR code')).toBeVisible();
  await expect(ben.page.getByText('https://example.com/phish')).toBeVisible();
  await expect(ben.page.getByRole('link', { name: 'https://example.com/phish' })).toHaveCount(0);
  await expect(ben.page).toHaveURL(/\/scanPage$/);
});

test('a group that forbids viewing member info hides member cards from ordinary members; its QR card leads to the group', async ({
  browser,
  request,
}) => {
  const owner = await registerAccount(request, 'Olga');
  const mia = await userInBrowser(browser, request, 'Mia');
  const noah = await registerAccount(request, 'Noah');
  const { groupInfo } = await imCall<{ groupInfo: { groupID: string } }>(
    request,
    '/group/create_group',
    { memberUserIDs: [mia.account.userID, noah.userID], groupInfo: { groupName: 'Card Club', groupType: 2 } },
    owner.imToken,
  );
  const { groupID } = groupInfo;
  await expect(mia.page.getByRole('link', { name: /Card Club/ })).toBeVisible();

  // Allowed at first: Noah's card shows his place in the group.
  const noahInGroup = `/userCard?userID=${noah.userID}&groupID=${groupID}`;
  await mia.page.goto(noahInGroup);
  await expect(heading(mia.page, 'Noah')).toBeVisible();
  await expect(mia.page.getByRole('heading', { name: 'Card Club' })).toBeVisible();
  await expect(mia.page.getByRole('definition').filter({ hasText: /^Member$/ })).toBeVisible();
  await expect(mia.page.getByRole('link', { name: 'Add friend' })).toBeVisible();

  // A group that forbids adding its members as friends takes "Add friend" away from ordinary members.
  await imCall(request, '/group/set_group_info_ex', { groupID, applyMemberFriend: 1 }, owner.imToken);
  await expect(async () => {
    await mia.page.goto(noahInGroup);
    await expect(heading(mia.page, 'Noah')).toBeVisible({ timeout: 3000 });
    await expect(mia.page.getByRole('link', { name: 'Add friend' })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mia.page.getByRole('button', { name: 'Send message' })).toBeVisible();

  await imCall(request, '/group/set_group_info_ex', { groupID, lookMemberInfo: 1 }, owner.imToken);
  await expect(async () => {
    await mia.page.goto(noahInGroup);
    await expect(mia.page.getByText('The group does not allow viewing member info')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(heading(mia.page, 'Noah')).toHaveCount(0);
  await expect(mia.page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await expect(mia.page.getByRole('link', { name: 'Add friend' })).toHaveCount(0);
  // Outside the group the same user's card is an ordinary card.
  await mia.page.goto(`/userCard?userID=${noah.userID}`);
  await expect(heading(mia.page, 'Noah')).toBeVisible();

  // The group's QR card, scanned, opens the group card; a member is offered its chat.
  const code = await qrPicture(mia.page, `/selfOrGroupQr?isGroup=true&groupID=${groupID}`);
  await expect(heading(mia.page, 'Card Club')).toBeVisible();
  await scanPicture(mia.page, code);
  await expect(mia.page).toHaveURL(new RegExp(`/groupCard\\?groupID=${groupID}$`));
  await expect(heading(mia.page, 'Card Club')).toBeVisible();
  await expect(mia.page.getByText('Members: 3')).toBeVisible();
  await expect(mia.page.getByRole('definition').filter({ hasText: 'Olga' })).toBeVisible();
  await mia.page.getByRole('button', { name: 'Send message' }).click();
  await expect(mia.page).toHaveURL(new RegExp(`/chat\\?conversationID=sg_${groupID}$`));
  await expect(mia.page.getByRole('heading', { level: 1, name: 'Card Club' })).toBeVisible();

  // Someone outside the group is offered to join it.
  const omar = await userInBrowser(browser, request, 'Omar');
  await omar.page.goto(`/groupCard?groupID=${groupID}`);
  await expect(heading(omar.page, 'Card Club')).toBeVisible();
  await expect(omar.page.getByText('Members: 3')).toBeVisible();
  await expect(omar.page.getByRole('list', { name: 'Members' })).toHaveCount(0);
  await expect(omar.page.getByRole('link', { name: 'Join group' })).toHaveAttribute(
    'href',
    new RegExp(`/sendApplication\\?sourceID=${groupID}&isGroup=true`),
  );
});

test('a remark set in the contact settings shows on the card; the blacklist switch survives a reload; deleting unfriends', async ({
  browser,
  request,
}) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const ben = await registerAccount(request, 'Ben');
  await makeFriends(request, ava.account, ben);
  const page = ava.page;

  await page.goto(`/userCard?userID=${ben.userID}`);
  await expect(heading(page, 'Ben')).toBeVisible();
  await page.getByRole('link', { name: 'Contact settings' }).click();
  await page.getByRole('link', { name: 'Remark' }).click();
  await page.getByRole('textbox', { name: 'Remark' }).fill('Benny from work');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: /Remark.*Benny from work/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Benny from work')).toBeVisible();
  await expect(page.getByText('Nickname: Ben')).toBeVisible();

  await page.getByRole('link', { name: 'Contact settings' }).click();
  const blacklist = page.getByRole('switch', { name: 'Add to blacklist' });
  await expect(blacklist).not.toBeChecked();
  await blacklist.click();
  await expect(blacklist).toBeChecked();
  await expect(blacklist).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Add to blacklist' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('In your blacklist')).toBeVisible();

  await page.getByRole('link', { name: 'Contact settings' }).click();
  await page.getByRole('switch', { name: 'Add to blacklist' }).click();
  await expect(page.getByRole('switch', { name: 'Add to blacklist' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Add to blacklist' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete friend' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(heading(page, 'Ben')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add friend' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact settings' })).toHaveCount(0);
});

test('a user who refuses friend requests is not offered as one; a missing user says the info could not be read', async ({
  browser,
  request,
}) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const rita = await registerAccount(request, 'Rita');
  const updated = await chatCall(request, '/user/update', { userID: rita.userID, allowAddFriend: 2 }, rita.chatToken);
  expect(updated.errCode).toBe(0);
  await ava.page.goto(`/userCard?userID=${rita.userID}`);
  await expect(heading(ava.page, 'Rita')).toBeVisible();
  await expect(ava.page.getByText('This user does not accept friend requests')).toBeVisible();
  await expect(ava.page.getByRole('link', { name: 'Add friend' })).toHaveCount(0);

  await ava.page.goto('/userCard?userID=nobody-here-123');
  await expect(ava.page.getByText('Get user info failed')).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`the scan page keeps "Scan a picture" and its hint above the fold at ${viewport.width}×${viewport.height}`, async ({
    browser,
    request,
  }) => {
    const account = await registerAccount(request, 'Sid Scanner');
    const page = await (await newTestContext(browser, { viewport })).newPage();
    await signIn(page, account);
    await page.goto('/scanPage');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan QR code' })).toBeVisible();
    // Issue 38: at 1280×800 the square viewfinder filled the pane's width and pushed the button out of sight.
    for (const locator of [
      page.locator('label.scan-picture'),
      page.getByText('Point your camera at a Parley QR code.'),
    ]) {
      const box = (await locator.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    const viewfinder = (await page.locator('.scan-viewfinder').boundingBox())!;
    expect(viewfinder.width).toBeGreaterThanOrEqual(Math.min(280, viewport.width - 40));
  });
}

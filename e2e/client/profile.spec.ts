import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, userInBrowser } from '../support/ui-session';
import { registerAccount, TEST_PASSWORD } from '../support/session';
import { imCall } from '../support/im-admin';
import { chatCall, md5, TEST_SUPER_CODE } from '../support/chat-service';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { newTestContext } from '../support/test-contexts';

/** A 1×1 PNG: the avatar must be a picture the browser really shows. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const selfCard = (page: Page) => page.locator('a.self-info-card');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name });

/** Waits until a switch has settled on the stored state. */
async function expectSwitch(page: Page, name: string, on: boolean) {
  await expect(switchNamed(page, name)).toHaveAttribute('aria-checked', String(on));
  await expect(switchNamed(page, name)).toHaveAttribute('aria-disabled', 'false');
}

test('own details: nickname, gender, birthday and avatar are saved; the card and a peer see them', async ({
  browser,
  request,
}) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const peer = await registerAccount(request, 'Pia');
  const peerDevice = await openDevice(browser);
  await login(peerDevice, { userID: peer.userID, token: peer.imToken, platformID: 5 });
  await waitForEvent(peerDevice, 'OnSyncServerFinish');

  const page = ava.page;
  await page.goto('/profile');
  await selfCard(page).click();
  await expect(page).toHaveURL(/\/selfInfoDetails$/);
  await expect(page.getByLabel('Nickname')).toHaveValue('Ava');
  await expect(page.getByText(ava.account.phoneNumber)).toBeVisible();
  await expect(page.getByText(ava.account.userID)).toBeVisible();

  await page.getByLabel('Nickname').fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a nickname');

  await page.getByLabel('Nickname').fill('Ava Lovelace');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Birthday').fill('1990-07-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Modified')).toBeVisible();

  await page.getByLabel('Change avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const avatarImage = page.getByRole('img', { name: 'Avatar' }).locator('img');
  await expect(avatarImage).toHaveAttribute('src', /\/object\//);
  const faceURL = await avatarImage.getAttribute('src');

  // Stored, not just shown: a reload reads it all back.
  await page.goto('/profile');
  await page.reload();
  await expect(selfCard(page)).toContainText('Ava Lovelace');
  await expect(selfCard(page).locator('img')).toHaveAttribute('src', faceURL!);
  await selfCard(page).click();
  await expect(page.getByLabel('Nickname')).toHaveValue('Ava Lovelace');
  await expect(page.getByLabel('Gender')).toHaveValue('2');
  await expect(page.getByLabel('Birthday')).toHaveValue('1990-07-15');

  // The nickname and avatar reach the IM side: another user's SDK sees them.
  await expect
    .poll(() =>
      peerDevice.evaluate(async (userID) => {
        const { data } = await window.parleyHarness.sdk().getUsersInfo([userID]);
        return data.map((user) => `${user.nickname} ${user.faceURL}`);
      }, ava.account.userID),
    )
    .toEqual([`Ava Lovelace ${faceURL}`]);
});

test('account settings: refusing friend requests and do not disturb are stored on both services', async ({
  browser,
  request,
}) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const peer = await registerAccount(request, 'Pia');
  const page = ava.page;
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/accountSettings$/);
  await expectSwitch(page, 'Allow others to add me as a friend', true);
  await expectSwitch(page, 'Do not disturb', false);
  await expectSwitch(page, 'New message sound', true);

  await switchNamed(page, 'Allow others to add me as a friend').click();
  await expectSwitch(page, 'Allow others to add me as a friend', false);
  const request1 = { fromUserID: peer.userID, toUserID: ava.account.userID, reqMsg: 'hi' };
  await expect(imCall(request, '/friend/add_friend', request1, peer.imToken)).rejects.toThrow(/20013/);

  await switchNamed(page, 'Do not disturb').click();
  await expectSwitch(page, 'Do not disturb', true);
  await switchNamed(page, 'New message sound').click();
  await expectSwitch(page, 'New message sound', false);

  // The SDK's own setting is on the IM server, where it mutes pushes; the chat record agrees.
  const { usersInfo } = await imCall<{ usersInfo: Array<{ globalRecvMsgOpt: number }> }>(
    request,
    '/user/get_users_info',
    { userIDs: [ava.account.userID] },
    ava.account.imToken,
  );
  expect(usersInfo[0]?.globalRecvMsgOpt).toBe(2);
  const chat = await chatCall<{ users: Array<Record<string, number>> }>(
    request,
    '/user/find/full',
    { userIDs: [ava.account.userID] },
    ava.account.chatToken,
  );
  expect(chat.data?.users[0]).toMatchObject({ globalRecvMsgOpt: 2, allowBeep: 2, allowAddFriend: 2 });

  await page.reload();
  await expectSwitch(page, 'Do not disturb', true);
  await expectSwitch(page, 'New message sound', false);
  await expectSwitch(page, 'Allow others to add me as a friend', false);

  // Allowed again, the same request goes through.
  await switchNamed(page, 'Allow others to add me as a friend').click();
  await expectSwitch(page, 'Allow others to add me as a friend', true);
  await imCall(request, '/friend/add_friend', request1, peer.imToken);

  await page.getByRole('link', { name: 'Blacklist' }).click();
  await expect(page).toHaveURL(/\/blackList$/);
});

test('changing the password signs the user out; the new password works and the old one no longer does', async ({
  browser,
  request,
}) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const page = ava.page;
  await page.goto('/accountSettings');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/changePassword$/);

  const form = {
    current: page.getByLabel('Current password'),
    next: page.getByLabel('New password', { exact: true }),
    repeat: page.getByLabel('Repeat password'),
    save: page.getByRole('button', { name: 'Save' }),
  };
  await form.current.fill(TEST_PASSWORD);
  await form.next.fill('short');
  await form.save.click();
  await expect(page.getByRole('alert')).toHaveText('Password is 6-20 characters with letters and numbers');
  await form.next.fill('fresh2024');
  await form.repeat.fill('fresh2025');
  await form.save.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await form.current.fill('wrong1234');
  await form.repeat.fill('fresh2024');
  await form.save.click();
  await expect(page.getByRole('alert')).toHaveText('The current password is wrong');
  await expect(page).toHaveURL(/\/changePassword$/);

  await form.current.fill(TEST_PASSWORD);
  await form.save.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  // Signed out on purpose: the login screen does not claim another device took over.
  await expect(page.getByText('Your account signed in on another device')).toHaveCount(0);

  const oldLogin = await chatCall(request, '/account/login', {
    areaCode: '+86',
    phoneNumber: ava.account.phoneNumber,
    password: md5(TEST_PASSWORD),
    platform: 5,
  });
  expect(oldLogin.errCode).toBe(20001);

  await page.getByLabel('Phone number').fill(ava.account.phoneNumber);
  await page.getByLabel('Password').fill('fresh2024');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/conversation$/);
});

test('changing the e-mail takes a code sent to the new address; the details show it', async ({ browser, request }) => {
  const ava = await userInBrowser(browser, request, 'Ava');
  const taken = await registerAccount(request, 'Tia');
  const takenEmail = `tia${Date.now()}@example.com`;
  const claimed = await chatCall(
    request,
    '/account/email/change',
    { email: takenEmail, verifyCode: TEST_SUPER_CODE },
    taken.chatToken,
  );
  expect(claimed.errCode).toBe(0);

  const page = ava.page;
  await page.goto('/selfInfoDetails');
  await page.getByRole('link', { name: 'Add e-mail' }).click();
  await expect(page).toHaveURL(/\/changeEmail$/);

  await page.getByLabel('New e-mail address').fill(takenEmail);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('alert')).toHaveText('This e-mail address is already registered');

  const email = `ava${Date.now()}@example.com`;
  await page.getByLabel('New e-mail address').fill(email);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(TEST_SUPER_CODE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/selfInfoDetails$/);
  await expect(page.getByRole('link', { name: email })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: email })).toBeVisible();
  // The address is a sign-in credential now.
  const byEmail = await chatCall(request, '/account/login', { email, password: md5(TEST_PASSWORD), platform: 5 });
  expect(byEmail.errCode).toBe(0);
});

test('about shows the app and SDK versions', async ({ page }) => {
  const appVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  const sdkVersion = readFileSync('node_modules/@openim/wasm-client-sdk/assets/version', 'utf8').trim();
  await page.goto('/about');
  await expect(page.getByRole('definition').filter({ hasText: appVersion })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: sdkVersion })).toBeVisible();
});

test('the profile tab leads to every settings screen and signs out', async ({ browser, request }) => {
  const account = await registerAccount(request, 'Ava');
  const page = await (await newTestContext(browser)).newPage();
  await signIn(page, account);
  await page.goto('/profile');
  for (const [name, path] of [
    ['My QR code', /\/selfOrGroupQr/],
    ['Account settings', /\/accountSettings$/],
    ['Language', /\/language$/],
    ['Server settings', /\/config$/],
    ['About Parley', /\/about$/],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

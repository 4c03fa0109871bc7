import { expect, test } from '@playwright/test';
import { chatCall, freshPhone, md5 } from '../support/chat-service';
import { TEST_PASSWORD } from '../support/session';

/** An account with a phone number, an e-mail address and an account name, registered as a client would. */
async function registerFull(request: import('@playwright/test').APIRequestContext) {
  const stamp = `${Date.now()}`.slice(-9);
  const user = {
    nickname: 'Dana',
    password: md5(TEST_PASSWORD),
    areaCode: '+86',
    phoneNumber: freshPhone(),
    email: `dana${stamp}@example.com`,
    account: `dana_${stamp}`,
  };
  const registered = await chatCall(request, '/account/register', {
    verifyCode: '666666',
    platform: 5,
    autoLogin: false,
    user,
  });
  expect(registered.errCode).toBe(0);
  return user;
}

test('sign in with an account name and a password; the first sync reads no list before it exists', async ({
  page,
  request,
}) => {
  const user = await registerFull(request);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Account' }).click();
  // An account name proves itself with a password only: no code can be sent to a name.
  await expect(page.getByRole('tab', { name: 'Verification code' })).toHaveCount(0);
  await page.getByLabel('Account').fill('x');
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('An account is 6-50 letters, digits, _ or -')).toBeVisible();
  await page.getByLabel('Account').fill(user.account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/conversation$/);
  // The contacts screen reads the friend list once the first sync has made it.
  await page.goto('/contact');
  await page.getByRole('link', { name: 'My friends' }).click();
  await expect(page.getByText('You have no friends here yet.')).toBeVisible();
  expect(logged.filter((line) => /RecordNotFound|errCode":1004|contacts:/.test(line))).toEqual([]);
});

test('a forgotten password is reset by e-mail, then signs in by e-mail', async ({ page, request }) => {
  const user = await registerFull(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in screen has an E-mail tab too, and stays until the reset screen's code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}.`)).toBeVisible();
  // Without a mail server the chat service accepts its development code, as it does for registration.
  await page.getByLabel('Verification code').fill('666666');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password').fill('changed123');
  await page.getByLabel('Repeat password').fill('changed123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill('changed123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/conversation$/);
});

test('the register screen checks the invitation code format', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Register with a phone number' }).click();
  await page.getByLabel('Phone number').fill(freshPhone());
  await page.getByLabel('Invitation code (if you have one)').fill('12 34!');
  await page.getByLabel('I have read and agree to the user service agreement').check();
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByText('Invalid invitation code format')).toBeVisible();
  await expect(page).toHaveURL(/\/getCode/);
});

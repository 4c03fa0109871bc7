import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAccount, TEST_PASSWORD } from '../support/session';
import { signIn, type Account } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';

const PASSWORD_CHANGED_ELSEWHERE = 'Your password was changed, please sign in again.';

/** A second device of the same user: another platform (set on /config), so the two sessions live side by side. */
async function secondDevice(browser: Browser, account: Account): Promise<Page> {
  const context = await newTestContext(browser);
  await context.addInitScript(() => localStorage.setItem('parley.endpoints', JSON.stringify({ platformID: 3 })));
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test('a password changed on one device: the other says so, and this one fills in the account', async ({
  browser,
  request,
}) => {
  const ida = await registerAccount(request, 'Ida Twodevice');
  // A laptop's window: the Me list beside the form asks the chat service too, and its answer must not say
  // "your password was changed" to the person who just changed it.
  const laptop = await (await newTestContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(laptop, ida);
  const phone = await secondDevice(browser, ida);

  await laptop.goto('/changePassword');
  await laptop.getByLabel('Current password').fill(TEST_PASSWORD);
  await laptop.getByLabel('New password', { exact: true }).fill('fresh2024');
  await laptop.getByLabel('Repeat password').fill('fresh2024');
  await laptop.getByRole('button', { name: 'Save' }).click();

  // The device that made the change: it worked, and only the new password is left to type.
  await expect(laptop).toHaveURL(/\/login$/);
  await expect(laptop.getByRole('status').filter({ hasText: 'Sign in with your new password' })).toHaveText(
    'Password changed. Sign in with your new password.',
  );
  await expect(laptop.getByLabel('Phone number')).toHaveValue(ida.phoneNumber);
  await expect(laptop.getByRole('alert')).toHaveCount(0);

  // The other device: not "signed in on another device", but what happened.
  await expect(phone).toHaveURL(/\/login\?reason=passwordChanged/);
  await expect(phone.getByRole('alert')).toHaveText(PASSWORD_CHANGED_ELSEWHERE);

  await laptop.getByLabel('Password').fill('fresh2024');
  await laptop.getByRole('button', { name: 'Sign in' }).click();
  await expect(laptop).toHaveURL(/\/conversation$/);
});

test('a password reset through "Forgot password?" signs the other devices out saying why', async ({
  browser,
  request,
}) => {
  const jo = await registerAccount(request, 'Jo Forgetful');
  const phone = await secondDevice(browser, jo);
  const page = await (await newTestContext(browser)).newPage();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in screen has a phone field too: fill the reset screen's.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Phone number').fill(jo.phoneNumber);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await page.getByLabel('Verification code').fill('666666');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password').fill('reset2024');
  await page.getByLabel('Repeat password').fill('reset2024');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sign in with your new password' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(jo.phoneNumber);
  await expect(phone).toHaveURL(/\/login\?reason=passwordChanged/);
  await expect(phone.getByRole('alert')).toHaveText(PASSWORD_CHANGED_ELSEWHERE);
});

test('a device that was closed during the change says so when it opens again', async ({ browser, request }) => {
  const kim = await registerAccount(request, 'Kim Later');
  const phone = await secondDevice(browser, kim);
  const phoneContext = phone.context();
  await phone.close();

  const laptop = await (await newTestContext(browser)).newPage();
  await signIn(laptop, kim);
  await laptop.goto('/changePassword');
  await laptop.getByLabel('Current password').fill(TEST_PASSWORD);
  await laptop.getByLabel('New password', { exact: true }).fill('later2024');
  await laptop.getByLabel('Repeat password').fill('later2024');
  await laptop.getByRole('button', { name: 'Save' }).click();
  await expect(laptop).toHaveURL(/\/login$/);

  // Opened again, its SDK connects with the kicked token (1506): the chat service tells it why.
  const reopened = await phoneContext.newPage();
  await reopened.goto('/conversation');
  await expect(reopened).toHaveURL(/\/login\?reason=passwordChanged/);
  await expect(reopened.getByRole('alert')).toHaveText(PASSWORD_CHANGED_ELSEWHERE);
});

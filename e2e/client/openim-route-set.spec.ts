import { expect, test, type Page } from '@playwright/test';
import { registerAccount, TEST_PASSWORD } from '../support/session';
import { newTestContext } from '../support/test-contexts';
import { startOpenImRouteSet } from '../support/openim-route-set';
import { baseURL } from '../../playwright.config';

/** Every failure toast the page shows, kept as it appears (toasts go away by themselves). */
async function recordFailureToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { failureToasts: string[] }).failureToasts = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.toast[data-kind="failure"]'))) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const failureToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { failureToasts: string[] }).failureToasts);

test.describe('against OpenIM’s route set (open-source chat service v1.8, IM server without Web Push)', () => {
  let front: Awaited<ReturnType<typeof startOpenImRouteSet>>;
  test.beforeAll(async () => {
    front = await startOpenImRouteSet(baseURL);
  });
  test.afterAll(async () => front.close());

  test('sign-in offers no account name and says why, signs in as Web (5); extras are hidden or explained; the password changes with the user’s ID', async ({
    browser,
    request,
  }) => {
    const account = await registerAccount(request, 'Olga');
    const page = await (await newTestContext(browser)).newPage();
    await recordFailureToasts(page);

    // The server settings screen points the app at the other service; the platform defaults to Web.
    await page.goto('/config');
    await expect(page.getByLabel('Platform ID')).toHaveValue('5');
    await page.getByLabel('IM API address').fill(`${front.origin}/api`);
    await page.getByLabel('Chat service address').fill(`${front.origin}/chat`);
    // The first form is the servers' (the map's has a Save of its own).
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.goto('/login');
    const methods = page.getByRole('tablist', { name: 'Sign in with' });
    await expect(
      page.getByText('This server signs in by phone number or e-mail address, not by account name.'),
    ).toBeVisible();
    await expect(methods.getByRole('tab')).toHaveText(['Phone', 'E-mail']);

    await page.getByLabel('Phone number').fill(account.phoneNumber);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/conversation$/);
    expect(front.lastBody('/chat/account/login')).toMatchObject({ platform: 5 });

    // Neither the directory nor moments is offered, and their addresses say the server lacks them.
    await page.getByRole('link', { name: /^Workbench/ }).click();
    const workbench = page.getByRole('list', { name: 'Workbench' });
    await expect(workbench.getByRole('link', { name: 'New meeting' })).toBeVisible();
    await expect(workbench.getByRole('link', { name: 'Organization' })).toHaveCount(0);
    await expect(workbench.getByRole('link', { name: 'Moments' })).toHaveCount(0);
    await page.getByRole('link', { name: /^Contacts/ }).click();
    await expect(page.getByRole('link', { name: 'My friends' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('link', { name: 'Organization' })).toHaveCount(
      0,
    );
    await page.goto('/moments');
    await expect(page.getByText('This server does not offer moments.')).toBeVisible();
    await page.goto('/org');
    await expect(page.getByText('This server does not offer an organization directory.')).toBeVisible();

    // No e-mail change, and no push while the app is closed: said, not offered.
    await page.goto('/accountSettings');
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change e-mail' })).toHaveCount(0);
    await expect(page.getByText('This server cannot notify you while Parley is closed.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Notify me when Parley is closed' })).toHaveCount(0);
    await page.goto('/changeEmail');
    await expect(page.getByText('This server does not let you change your e-mail address here.')).toBeVisible();

    // Change password names the user, as OpenIM's ChangePasswordReq requires.
    await page.goto('/changePassword');
    await page.getByLabel('Current password').fill(TEST_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('fresh2024');
    await page.getByLabel('Repeat password').fill('fresh2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(front.lastBody('/chat/account/password/change')).toMatchObject({ userID: account.userID });
    await page.getByLabel('Phone number').fill(account.phoneNumber);
    await page.getByLabel('Password').fill('fresh2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/conversation$/);

    expect(await failureToasts(page)).toEqual([]);
  });

  test('on Parley’s own server the account tab is there, with no note', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('tablist', { name: 'Sign in with' }).getByRole('tab')).toHaveText([
      'Phone',
      'E-mail',
      'Account',
    ]);
    await expect(page.getByText('not by account name')).toHaveCount(0);
  });
});

import { expect, test, type Page, type Route } from '@playwright/test';
import { registerAccount, TEST_PASSWORD } from '../support/session';
import { sdkLoggedIn } from '../support/ui-session';

const sdkWorkers = (page: Page) => page.workers().filter((worker) => /sdk-worker/.test(worker.url()));

async function submitSignIn(page: Page, phoneNumber: string): Promise<void> {
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a sign-in starts the SDK’s core while the credentials are checked, and the login uses that same start', async ({
  page,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice');
  // The credential check is held until the core runs: it does, so it started before the answer.
  const heldAnswer: Route[] = [];
  await page.route('**/chat/account/login', (route) => void heldAnswer.push(route));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(sdkWorkers(page)).toEqual([]);

  await submitSignIn(page, alice.phoneNumber);
  await expect.poll(() => heldAnswer.length).toBe(1);
  await expect.poll(() => sdkWorkers(page).length).toBe(1);
  const [core] = sdkWorkers(page);
  await expect
    .poll(() => core!.evaluate(() => performance.getEntriesByName('parley:worker-core-running').length), {
      timeout: 30_000,
    })
    .toBe(1);
  expect(await core!.evaluate(() => performance.getEntriesByName('parley:worker-login').length)).toBe(0);

  await heldAnswer[0]!.continue();
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await sdkLoggedIn(page);
  expect(sdkWorkers(page)).toEqual([core]);
  expect(await core!.evaluate(() => performance.getEntriesByName('parley:worker-login').length)).toBe(1);
});

test('a sign-in tried offline fails with its message, and the next one online signs in with a working SDK', async ({
  page,
  context,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await submitSignIn(page, alice.phoneNumber);
  await expect(page.getByRole('alert')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await sdkLoggedIn(page);
});

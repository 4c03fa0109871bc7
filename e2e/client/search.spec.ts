import { expect, test } from '@playwright/test';
import { userInBrowser } from '../support/ui-session';
import { registerAccount } from '../support/session';
import { login, openDevice } from '../support/sdk-page';
import { sendText } from '../support/sdk-actions';

test('searching a chat finds a message and opens it among its neighbours', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.userID, token: bob.imToken, platformID: 5 });
  for (let i = 1; i <= 15; i++) await sendText(bobDevice, alice.account.userID, `filler ${i}`);
  await sendText(bobDevice, alice.account.userID, 'the secret plan is in the drawer');
  for (let i = 16; i <= 30; i++) await sendText(bobDevice, alice.account.userID, `filler ${i}`);

  const { page } = alice;
  await page.getByRole('link', { name: /Bob/ }).click();
  await expect(page.getByRole('log').getByText('filler 30', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Chat settings' }).click();
  await page.getByRole('link', { name: /Search chat history/ }).click();

  await page.getByRole('searchbox', { name: 'Search messages' }).fill('nothing like this');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No messages contain “nothing like this”.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search messages' }).fill('secret');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Found messages' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await results.getByRole('link', { name: /the secret plan is in the drawer/ }).click();

  const context = page.getByRole('list', { name: 'Messages around the result' });
  const found = context.locator('[aria-current="true"]');
  await expect(found).toContainText('the secret plan is in the drawer');
  await expect(found).toBeInViewport();
  await expect(context.getByText('filler 15', { exact: true })).toBeVisible();
  await expect(context.getByText('filler 16', { exact: true })).toBeVisible();
});

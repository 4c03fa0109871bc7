import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OwnServer, ownServerPort } from '../support/own-server';
import { newTestContext } from '../support/test-contexts';

const port = ownServerPort(0);

test('a server without SMTP or a super code: 666666 is refused, and the code from its data directory registers', async ({
  browser,
}) => {
  // A server of its own starts, then a whole registration runs on it.
  test.setTimeout(180_000);
  // As `npm start` runs for a real operator: no PARLEY_SUPER_CODE.
  // Its own user agreement too (issue 38: the registration screen named one in plain text).
  const server = new OwnServer(port, { PARLEY_SUPER_CODE: '', PARLEY_TERMS_URL: 'https://intranet.example/terms' });
  await server.start();
  try {
    const page = await (await newTestContext(browser)).newPage();
    const phoneNumber = `137${String(Date.now()).slice(-8)}`;
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByRole('link', { name: 'Register with a phone number' }).click();
    await page.getByLabel('Phone number').fill(phoneNumber);
    await expect(page.getByRole('link', { name: 'user service agreement' })).toHaveAttribute(
      'href',
      'https://intranet.example/terms',
    );
    await page.getByLabel('I have read and agree to the user service agreement').check();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter code' })).toBeVisible();

    await page.getByLabel('Verification code').fill('666666');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect verification code');

    // The operator reads the real code where docs/configuration.md ("Verification codes") says it is.
    const lines = readFileSync(join(server.dataDir, 'verification-codes.log'), 'utf8').trim().split('\n');
    const code = new RegExp(`^\\S+ \\+86 ${phoneNumber} (\\d{6})$`).exec(lines.at(-1) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await page.getByLabel('Nickname').fill('Operator');
    await page.getByLabel('Password', { exact: true }).fill('fresh1234');
    await page.getByLabel('Repeat password').fill('fresh1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/conversation$/);
  } finally {
    await server.stop();
  }
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OwnServer, ownServerPort } from '../support/own-server';
import { newTestContext } from '../support/test-contexts';

/**
 * The admin console (issue 29 point 1): users, registration and server sections, done by an administrator in a
 * browser against a server of its own, since closing registration or blocking people must not touch other specs.
 */
const port = ownServerPort(1);
const ADMIN_SECRET = 'e2e-console-secret-4711';
// Administrators by account name and by e-mail, never by the user IDs nobody sees (issue 38).
const server = new OwnServer(port, {
  PARLEY_ADMIN_SECRET: ADMIN_SECRET,
  PARLEY_ADMIN_ACCOUNTS: 'the_chief, deputy@parley.test',
});

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function adminPage(browser: Browser, options: Parameters<typeof newTestContext>[1] = {}): Promise<Page> {
  const page = await (await newTestContext(browser, { baseURL: server.url, ...options })).newPage();
  await page.goto('/admin');
  return page;
}

/** Signs the console in with the keyboard alone: Tab to each field, Enter to submit. */
async function signInToConsole(page: Page, secret = ADMIN_SECRET) {
  await expect(heading(page, 'Admin console')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'The admin secret' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Admin user ID')).toBeFocused();
  await expect(page.getByLabel('Admin user ID')).toHaveValue('imAdmin');
  await page.keyboard.press('Tab');
  await page.keyboard.type(secret);
  await page.keyboard.press('Enter');
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  // Focus follows the choice: the section's heading, so a screen reader says where it is.
  await expect(heading(page, name)).toBeFocused();
}

/** A person at their own device, signing in through the login screen. */
async function userSignIn(page: Page, phoneNumber: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The codes the server sent to this number, oldest first, from its operator's log (no SMTP in tests). */
const codesFor = (phoneNumber: string) =>
  readFileSync(join(server.dataDir, 'verification-codes.log'), 'utf8')
    .trim()
    .split('\n')
    .filter((line) => line.includes(` ${phoneNumber} `))
    .map((line) => /(\d{6})$/.exec(line)?.[1]);
const lastCodeFor = (phoneNumber: string) => codesFor(phoneNumber).at(-1);

test('an administrator creates an account, blocks it (its session ends, sign-in refused), unblocks, signs it out and resets its password', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  await signInToConsole(admin, 'not-the-secret');
  await expect(admin.getByRole('alert')).toHaveText('The admin user ID or the secret is wrong');
  await admin.getByLabel('Admin secret', { exact: true }).fill(ADMIN_SECRET);
  await admin.getByRole('button', { name: 'Sign in to the console' }).click();
  await expect(admin.getByText('Signed in as imAdmin')).toBeVisible();
  await openSection(admin, 'Users');

  // Create an account.
  const phoneNumber = `139${String(Date.now()).slice(-8)}`;
  const create = admin.getByRole('region', { name: 'Create an account' });
  await create.getByLabel('Nickname').fill('Nora Newhire');
  await create.getByLabel('Phone number (optional)').fill(phoneNumber);
  await create.getByLabel('First password').fill('first2024');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(create.getByRole('status')).toContainText('Account created for Nora Newhire');

  // She signs in on her own device.
  const nora = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  await userSignIn(nora, phoneNumber, 'first2024');
  await expect(nora).toHaveURL(/\/conversation$/);

  // Search and view.
  await admin.getByLabel('Search by ID, name, account, phone or e-mail').fill('Nora');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  // One account, in the singular (issue 38: "1 accounts found").
  await expect(admin.getByRole('status').filter({ hasText: /accounts? found/ })).toHaveText('1 account found');
  const row = admin.getByRole('row').filter({ hasText: 'Nora Newhire' });
  await row.locator('summary').click();
  await expect(row.getByText(`+86 ${phoneNumber}`).first()).toBeVisible();

  // Block: her open session ends, and signing in again is refused.
  await row.getByRole('button', { name: 'Block Nora Newhire' }).click();
  const blockDialog = admin.getByRole('dialog', { name: 'Block Nora Newhire?' });
  await blockDialog.getByLabel('Reason (optional)').fill('left the company');
  await blockDialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(row.getByText('Blocked: left the company')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Blocked accounts' }).getByText('Nora Newhire')).toBeVisible();
  await expect(nora).toHaveURL(/\/login/);
  await userSignIn(nora, phoneNumber, 'first2024');
  // Told what happened and whom to ask, not "This operation is not allowed" (issue 38).
  await expect(nora.getByRole('alert')).toHaveText(
    'This account is blocked. Ask an administrator of this server to unblock it.',
  );
  await expect(nora).toHaveURL(/\/login/);

  // Unblock from the list of blocked accounts: she is back.
  await admin
    .getByRole('region', { name: 'Blocked accounts' })
    .getByRole('button', { name: 'Unblock Nora Newhire' })
    .click();
  await expect(admin.getByRole('region', { name: 'Blocked accounts' })).toContainText('No account is blocked.');
  await expect(row.getByText('Active')).toBeVisible();
  await userSignIn(nora, phoneNumber, 'first2024');
  await expect(nora).toHaveURL(/\/conversation$/);

  // Force logout.
  await row.getByRole('button', { name: 'Force logout Nora Newhire' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Sign out Nora Newhire everywhere?' })
    .getByRole('button', { name: 'Force logout' })
    .click();
  await expect(admin.getByText('Nora Newhire is signed out on every device')).toBeVisible();
  await expect(nora).toHaveURL(/\/login/);

  // Password reset: she gets a code, the admin never sees a password, and she chooses the new one.
  await row.getByRole('button', { name: 'Reset password for Nora Newhire' }).click();
  await admin
    .getByRole('dialog', { name: "Reset Nora Newhire's password?" })
    .getByRole('button', { name: 'Send code' })
    .click();
  await expect(admin.getByText("A code to set a new password was sent to Nora Newhire's phone")).toBeVisible();
  expect(codesFor(phoneNumber)).toEqual([expect.stringMatching(/^\d{6}$/)]);
  await nora.goto('/login');
  await nora.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in screen has a phone field too, and stays until the reset screen's code has loaded.
  await expect(nora.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await nora.getByLabel('Phone number').fill(phoneNumber);
  // "Forgot password?" sends a code of its own, which replaces the one the admin had sent: wait for it.
  await nora.getByRole('button', { name: 'Get verification code' }).click();
  await expect(nora.getByRole('heading', { name: 'Enter code' })).toBeVisible();
  await expect.poll(() => codesFor(phoneNumber).length).toBe(2);
  await nora.getByLabel('Verification code').fill(lastCodeFor(phoneNumber)!);
  await nora.getByRole('button', { name: 'Next' }).click();
  await nora.getByLabel('New password').fill('chosen2024');
  await nora.getByLabel('Repeat password').fill('chosen2024');
  await nora.getByRole('button', { name: 'Save' }).click();
  await expect(nora).toHaveURL(/\/login$/);
  await userSignIn(nora, phoneNumber, 'chosen2024');
  await expect(nora).toHaveURL(/\/conversation$/);
});

test('an administrator closes registration, opens it by invitation code, and manages the codes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  await signInToConsole(admin);
  await openSection(admin, 'Registration');

  await admin.getByRole('radio', { name: /Closed/ }).check();
  await admin.getByRole('button', { name: 'Save registration setting' }).click();
  await expect(admin.getByText('Saved. New registrations follow it now.')).toBeVisible();

  const visitor = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  const register = async (phoneNumber: string, invitationCode: string) => {
    await visitor.goto('/register');
    await visitor.getByRole('link', { name: 'Register with a phone number' }).click();
    await visitor.getByLabel('Phone number').fill(phoneNumber);
    await visitor.getByLabel('Invitation code (if you have one)').fill(invitationCode);
    await visitor.getByLabel('I have read and agree to the user service agreement').check();
    await visitor.getByRole('button', { name: 'Get verification code' }).click();
  };
  await register(`137${String(Date.now()).slice(-8)}`, '');
  await expect(visitor.getByRole('alert')).toHaveText('Registration is closed on this server');
  await expect(visitor.getByRole('heading', { name: 'Enter code' })).toHaveCount(0);

  await admin.getByRole('radio', { name: /By invitation code/ }).check();
  await admin.getByRole('button', { name: 'Save registration setting' }).click();
  await expect(admin.getByText('Saved. New registrations follow it now.')).toBeVisible();

  const codes = admin.getByRole('region', { name: 'Invitation codes' });
  await codes.getByLabel('How many codes to generate').fill('2');
  await codes.getByRole('button', { name: 'Generate' }).click();
  const made = (await codes.getByRole('status').filter({ hasText: 'codes created' }).textContent()) ?? '';
  const [first, second] = /: (.+)$/.exec(made)![1]!.split(', ');
  await codes.getByLabel('Your own codes, separated by spaces or commas').fill('TEAM2026');
  await codes.getByRole('button', { name: 'Add codes' }).click();
  await expect(codes.getByText('3 codes', { exact: true })).toBeVisible();

  // A newcomer registers with the first code; it then shows as used by them.
  await register(`137${String(Date.now() + 1).slice(-8)}`, first!);
  await visitor.getByLabel('Verification code').fill('666666');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('Nickname').fill('Ola Invited');
  await visitor.getByLabel('Password', { exact: true }).fill('invited2024');
  await visitor.getByLabel('Repeat password').fill('invited2024');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(/\/conversation$/);
  await codes.getByLabel('Show').selectOption({ label: 'Used codes' });
  await expect(codes.getByRole('row').filter({ hasText: first! })).toContainText('Ola Invited');

  // Revoke the second: it is gone, and nobody registers with it.
  await codes.getByLabel('Show').selectOption({ label: 'Unused codes' });
  await codes.getByRole('button', { name: `Revoke code ${second}` }).click();
  await expect(codes.getByRole('row').filter({ hasText: second! })).toHaveCount(0);
  await expect(codes.getByRole('row').filter({ hasText: 'TEAM2026' })).toBeVisible();

  await admin.getByRole('radio', { name: /Open/ }).check();
  await admin.getByRole('button', { name: 'Save registration setting' }).click();
  await expect(admin.getByText('Saved. New registrations follow it now.')).toBeVisible();
});

test('an account the server marks as an administrator signs in with its own password, by phone number or name', async ({
  browser,
}) => {
  const post = async (path: string, body: unknown, token = '') => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', operationID: crypto.randomUUID(), ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { errCode: number; data: Record<string, unknown> };
  };
  const adminToken = (await post('/api/auth/get_admin_token', { secret: ADMIN_SECRET, userID: 'imAdmin' })).data
    .token as string;
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  for (const user of [
    { userID: 'chief01', nickname: 'Chief', account: 'the_chief', areaCode: '+86', phoneNumber: '13911112222' },
    { userID: 'deputy01', nickname: 'Deputy Dee', account: 'the_deputy', email: 'deputy@parley.test' },
  ]) {
    const created = await post('/chat/account/add_user', { user: { ...user, password: md5('chief2024') } }, adminToken);
    expect(created.errCode).toBe(0);
  }

  const admin = await adminPage(browser);
  await admin.getByRole('radio', { name: 'An administrator account' }).check();
  const identifier = admin.getByLabel('Account name, e-mail or phone number');
  // A phone number is an account's credential like its name (issue 38: it was refused as an empty field).
  await identifier.fill('+8613911112222');
  await admin.getByLabel('Password').fill('chief2024');
  await admin.getByRole('button', { name: 'Sign in to the console' }).click();
  await expect(admin.getByRole('alert')).toHaveText(
    'Put a space between the area code and the number, as in +86 13800000000',
  );
  await identifier.fill('13911112222');
  await admin.getByLabel('Password').fill('not-it');
  await admin.getByRole('button', { name: 'Sign in to the console' }).click();
  await expect(admin.getByRole('alert')).toHaveText(
    'Wrong account or password, or the account is not an administrator',
  );
  await admin.getByLabel('Password').fill('chief2024');
  await admin.getByRole('button', { name: 'Sign in to the console' }).click();
  // Named as a person, not by the number "chief01" stands for.
  await expect(admin.getByText('Signed in as Chief', { exact: true })).toBeVisible();
  await openSection(admin, 'Users');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Chief' })).toBeVisible();
  await admin.getByRole('button', { name: 'Sign out of the console' }).click();
  await expect(heading(admin, 'Admin console')).toBeVisible();

  // Listed by e-mail, signing in by account name.
  await admin.getByRole('radio', { name: 'An administrator account' }).check();
  await identifier.fill('the_deputy');
  await admin.getByLabel('Password').fill('chief2024');
  await admin.getByRole('button', { name: 'Sign in to the console' }).click();
  await expect(admin.getByText('Signed in as Deputy Dee', { exact: true })).toBeVisible();
});

test('the server section shows the running server', async ({ browser }) => {
  const admin = await adminPage(browser);
  await signInToConsole(admin);
  await openSection(admin, 'Server');
  const figures = admin.locator('.admin-stats');
  await expect(figures.getByText(/^0\.\d+\.\d+/)).toBeVisible();
  await expect(figures).toContainText('Not configured (calls are off)');
  await expect(figures).toContainText('Messages per minute');
  await expect(figures).toContainText(/\d+ connections?, \d+ users?/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [320, 1280]) {
    test(`the console has no serious axe violations, ${colorScheme}, ${width} px, and nothing is cut off`, async ({
      browser,
    }) => {
      const admin = await adminPage(browser, { colorScheme, viewport: { width, height: 800 } });
      await expectClean(admin, 'sign-in');
      await signInToConsole(admin);
      for (const section of ['Users', 'Registration', 'Server']) {
        await openSection(admin, section);
        // Every account, so the table is there to check when the tests above made some.
        if (section === 'Users') await admin.getByRole('button', { name: 'Search', exact: true }).click();
        await admin.waitForLoadState('networkidle');
        await expectClean(admin, section);
      }
    });
  }
}

async function expectClean(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  expect(serious).toEqual([]);
  // Nothing wider than the window (320 px must work without sideways scrolling of the page).
  const wider = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className} ${element.getBoundingClientRect().right}`,
      )
      .slice(0, 5),
  );
  expect(wider, `${screen} is wider than the window`).toEqual([]);
}

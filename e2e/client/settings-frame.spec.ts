import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';

const SETTINGS = [
  { link: 'Language', heading: 'Language', path: '/language' },
  { link: 'Appearance', heading: 'Appearance', path: '/appearance' },
  { link: 'Server settings', heading: 'Server settings', path: '/config' },
  { link: 'About Parley', heading: 'About Parley', path: '/about' },
];

test.use({ viewport: { width: 1280, height: 800 } });

test('signed in, the settings open inside the app frame, beside the side navigation and the Me list', async ({
  page,
  request,
}) => {
  const lee = await registerAccount(request, 'Lee Settings');
  await signIn(page, lee);
  const rail = page.getByRole('navigation', { name: 'Main' });
  await rail.getByRole('link', { name: 'Me', exact: true }).click();
  for (const setting of SETTINGS) {
    await page.getByRole('link', { name: setting.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${setting.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: setting.heading })).toBeVisible();
    // The frame stays: the rail to every tab, and the Me list the setting was opened from.
    await expect(rail.getByRole('link')).toHaveText(['Messages', 'Contacts', 'Workbench', 'Me']);
    await expect(page.getByRole('link', { name: 'Server settings', exact: true })).toBeVisible();
  }
  // Opened by its address too, as after a reload: still in Me, beside the Me list, not in Messages (issue 38).
  for (const [path, heading] of [
    ['/appearance', 'Appearance'],
    ['/accountSettings', 'Account settings'],
    ['/about', 'About Parley'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'Me', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(rail.getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Server settings', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toHaveCount(0);
  }
  // The chosen option is named by its words alone; aria-checked says it is chosen, the tick is decoration.
  await page.goto('/appearance');
  const themes = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(themes.getByRole('radio', { name: 'Same as system', exact: true })).toBeChecked();
  await themes.getByRole('radio', { name: 'Dark', exact: true }).click();
  await expect(themes.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
  await expect(themes.getByRole('radio', { name: 'Same as system', exact: true })).not.toBeChecked();
  await themes.getByRole('radio', { name: 'Same as system', exact: true }).click();
  await rail.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/conversation$/);
});

test('signed out, the settings stand alone beside the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Language' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/config');
  await expect(page.getByRole('heading', { level: 1, name: 'Server settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('install: offered once after the first sign-in and kept in Me; Safari gets instructions', async ({
  browser,
  request,
}) => {
  const kim = await registerAccount(request, 'Kim Install');
  const context = await newTestContext(browser, { userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await signIn(page, kim);
  const offer = page.getByRole('region', { name: 'Install Parley' });
  await expect(offer).toContainText('Install Parley on this device');
  await offer.getByRole('button', { name: 'Install' }).click();
  const instructions = page.getByRole('dialog', { name: 'Install Parley' });
  await expect(instructions).toContainText('tap the Share button, then Add to Home Screen');
  await instructions.getByRole('button', { name: 'Done' }).click();
  await expect(instructions).toHaveCount(0);
  // Offered once: not again after a reload, but still in Me.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Install Parley' }).click();
  await expect(instructions).toContainText('Add to Home Screen');
});

test('install: where the browser has an install event, Install opens its own dialog', async ({ page, request }) => {
  const lou = await registerAccount(request, 'Lou Install');
  await signIn(page, lou);
  // Headless Chromium shows no install dialog of its own; the page gets the event Chromium fires when the app is
  // installable, with prompt() and userChoice as Chromium gives them.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  const offer = page.getByRole('region', { name: 'Install Parley' });
  // Declined from the keyboard: focus goes on to the page's next control, not back to the top of the page.
  await offer.getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Install Parley' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // Accepted: the app is installed, and Me no longer offers it.
  await expect(page.getByRole('button', { name: 'Install Parley' })).toHaveCount(0);
});

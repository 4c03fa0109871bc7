import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';

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
  // Opened by its address too, as after a reload.
  await page.goto('/appearance');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  await expect(rail).toBeVisible();
  // The chosen option is named by its words alone; aria-checked says it is chosen, the tick is decoration.
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

import { expect, test, type Page } from '@playwright/test';

/** Each field's and button's right edge against its form's: nothing runs past the form or the window. */
const pastTheForm = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('form input, form select, form button'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > form.right + 0.5 || box.right > window.innerWidth))
      .map(({ element, box }) => `${element.getAttribute('aria-label') ?? element.textContent}: ${box.right}`);
  });

test('the sign-in form fits 320 px, by phone and by e-mail, with a password and with a code', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await pastTheForm(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Verification code' }).click();
  expect(await pastTheForm(page)).toEqual([]);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  expect(await pastTheForm(page)).toEqual([]);
});

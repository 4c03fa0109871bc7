import { expect, test, type Page } from '@playwright/test';

/** Each field's and button's right edge against its form's content: nothing runs into its margin or past the window. */
const pastTheForm = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form')!;
    // The form's content box: its padding is the screen's margin, which no field may cover.
    const right = form.getBoundingClientRect().right - parseFloat(getComputedStyle(form).paddingRight);
    return Array.from(document.querySelectorAll('form input, form select, form button'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > right + 0.5 || box.right > window.innerWidth))
      .map(({ element, box }) => {
        const name = (element as HTMLInputElement).labels?.[0]?.textContent ?? element.getAttribute('aria-label');
        return `${name ?? element.textContent}: ${box.right}`;
      });
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

test('on a desktop window the one-column screens stand as a readable column in the middle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, heading] of [
    ['/login', 'Sign in'],
    ['/register', 'Create account'],
  ] as const) {
    await page.goto(path);
    const screen = page.getByRole('region', { name: heading });
    await expect(screen).toBeVisible();
    const box = (await screen.boundingBox())!;
    // 32.5rem wide, as much room on its left as on its right.
    expect(box.width, path).toBe(520);
    expect(Math.abs(box.x - (1280 - (box.x + box.width))), path).toBeLessThanOrEqual(1);
  }
});

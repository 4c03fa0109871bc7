import { expect, test } from '@playwright/test';

test('a second tab is told the app is open elsewhere, and can take over', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/about');
  await expect(first.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/about');
  await expect(second.getByRole('heading', { name: 'Parley is open in another tab' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'About Parley' })).toHaveCount(0);

  await second.getByRole('button', { name: 'Use Parley here' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Parley was opened in another tab' })).toBeVisible();

  await first.getByRole('button', { name: 'Use Parley here' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Parley was opened in another tab' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { newTestContext } from './support/test-contexts';

test('the language switches to Simplified Chinese, survives a reload, and switches back', async ({ page }) => {
  await page.goto('/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();

  await page.getByRole('radio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '语言' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '语言' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();

  await page.goto('/language');
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
});

test('the browser language decides when nothing is stored', async ({ browser }) => {
  const context = await newTestContext(browser, { locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await context.close();
});

import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.goto('/login');
await page.getByLabel('Phone number').fill(process.env.PHONE ?? '13900000001');
await page.getByLabel('Password').fill('parley123');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/conversation/);
const shot = async (name, path) => {
  if (path) await page.goto(path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
};
for (const [name, path] of JSON.parse(process.env.SHOTS)) await shot(name, path);
await browser.close();

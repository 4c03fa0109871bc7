/**
 * Renders the PWA's icons from public/icons/favicon.svg and the install screenshots from a running server,
 * in Debian's Chromium. Run after changing the logo or the UI: `npx tsx e2e/tools/render-pwa-images.ts [url]`.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumArgs } from '../../playwright.config.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:10088';
const svg = readFileSync('public/icons/favicon.svg', 'utf8');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

async function renderIcon(file: string, size: number, fullBleed: boolean) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // Maskable and Apple icons fill the square with colour and keep the mark inside the central 80 %.
  const mark = Math.round(fullBleed ? size * 0.8 : size);
  const background = fullBleed ? '#0089ff' : 'transparent';
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      svg.replace('<svg ', `<svg width="${mark}" height="${mark}" `) +
      '</body>',
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !fullBleed });
  await page.close();
}

await renderIcon('icon-192.png', 192, false);
await renderIcon('icon-512.png', 512, false);
await renderIcon('maskable-512.png', 512, true);
await renderIcon('apple-touch-icon.png', 180, true);

async function renderScreenshot(file: string, width: number, height: number, scale: number) {
  const context = await browser.newContext({
    viewport: { width: width / scale, height: height / scale },
    deviceScaleFactor: scale,
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.evaluate(() => {
    localStorage.setItem('IM_TOKEN', 'screenshot');
    localStorage.setItem('IM_USERID', 'screenshot');
  });
  await page.goto(`${baseURL}/contact`);
  await page.getByRole('navigation').waitFor();
  await page.screenshot({ path: `public/screenshots/${file}` });
  await context.close();
}

await renderScreenshot('narrow.png', 720, 1280, 2);
await renderScreenshot('wide.png', 1280, 800, 1);
await browser.close();

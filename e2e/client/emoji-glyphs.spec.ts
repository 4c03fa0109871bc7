import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForServiceWorker } from '../support/service-worker';
import { friendsInChat } from '../support/ui-session';

// The font is kept by the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Pixels of an emoji's own colours (the yellow of a face, the red of a heart): red well above blue. Text, the
 * empty box a missing glyph leaves, the themes' greys and the brand's blue have none.
 */
async function warmPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let warm = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    if (r >= 150 && r - b >= 90 && g >= 20) warm++;
  }
  return warm;
}

const warmPixelsOf = async (locator: Locator) => warmPixels(await locator.screenshot({ animations: 'disabled' }));

/** What the system's fonts alone draw for an emoji: the app's fonts are left out on purpose. */
function systemFontsDrawColour(page: Page, emoji: string) {
  return page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.font = '48px sans-serif';
    context.textBaseline = 'top';
    context.fillText(text, 4, 4);
    const pixels = context.getImageData(0, 0, 64, 64).data;
    for (let at = 0; at < pixels.length; at += 4) {
      if (pixels[at + 3]! > 0 && pixels[at]! >= 150 && pixels[at]! - pixels[at + 2]! >= 90) return true;
    }
    return false;
  }, emoji);
}

test('emoji are drawn in colour without a system emoji font: the picker, a sent message, and icons are SVG', async ({
  browser,
  request,
}, testInfo) => {
  const { alice, bob } = await friendsInChat(browser, request);
  const page = alice.page;
  // This machine (Debian's Chromium with the CJK fonts only) has no colour emoji font of its own.
  expect(await systemFontsDrawColour(page, '😀')).toBe(false);

  // Control icons are SVG with names, not emoji or symbols from a font.
  for (const name of ['Voice call', 'Video call', 'Back', 'Emoji']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button.locator('svg')).toHaveCount(1);
    expect(await button.innerText()).toBe('');
  }

  // The picker: every emoji cell is drawn in colour, first to last.
  await page.getByRole('button', { name: 'Emoji', exact: true }).click();
  const picker = page.getByRole('toolbar', { name: 'Emoji' });
  await expect(picker).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  for (const emoji of ['😀', '😂', '👍', '🙏', '❤️', '🎉', '🍕', '🔥', '⭐', '💛']) {
    const cell = picker.getByRole('button', { name: emoji, exact: true });
    await cell.scrollIntoViewIfNeeded();
    await expect.poll(() => warmPixelsOf(cell), { message: `${emoji} in colour` }).toBeGreaterThan(20);
  }
  await page.screenshot({ path: testInfo.outputPath('picker.png') });

  // Picked into a message, sent: the friend sees the emoji in colour in the bubble. Bob's worker must have taken his
  // page first: a font fetched before it did bypasses it (on a loaded machine, the install took longer than sign-in).
  await waitForServiceWorker(bob.page);
  await picker.getByRole('button', { name: '😀', exact: true }).click();
  await picker.getByRole('button', { name: '👍', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).press('End');
  await page.keyboard.type(' ok');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const bubble = bob.page.getByRole('log', { name: 'Messages' }).getByText('😀👍 ok');
  await expect(bubble).toBeVisible();
  await bob.page.evaluate(() => document.fonts.ready);
  await expect.poll(() => warmPixelsOf(bubble)).toBeGreaterThan(100);
  // Fetched once, the font is kept by the service worker, so emoji seen once still show offline.
  await expect
    .poll(() =>
      bob.page.evaluate(async () =>
        (await (await caches.open('parley-fonts')).keys()).map((entry) => new URL(entry.url).pathname),
      ),
    )
    .toContainEqual(expect.stringMatching(/^\/assets\/noto-color-emoji-.*\.woff2$/));
  for (const colorScheme of ['light', 'dark'] as const) {
    await bob.page.emulateMedia({ colorScheme });
    await bob.page.screenshot({ path: testInfo.outputPath(`message-${colorScheme}.png`) });
  }
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { friendsInChat } from '../support/ui-session';

const ACTIONS = ['Voice call', 'Video call', 'Chat settings'];

/** The chat pane's header: the one whose heading is the peer's name. */
const chatHeader = (page: Page, name: string) =>
  page.locator('header.screen-header').filter({ has: page.getByRole('heading', { level: 1, name, exact: true }) });

/** The header's controls by name, wherever they are (a link or a button). */
const control = (header: Locator, name: string) =>
  header.getByRole('button', { name, exact: true }).or(header.getByRole('link', { name, exact: true }));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

test('the chat header is one row at 320, 390 and 1280 px in both themes; what does not fit is in a keyboard menu', async ({
  browser,
  request,
}, testInfo) => {
  const { alice } = await friendsInChat(browser, request);
  const page = alice.page;
  const log = page.getByRole('log', { name: 'Messages' });
  await page.getByRole('textbox', { name: 'Message' }).fill('The first message');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const firstMessage = log.getByText('The first message');
  await expect(firstMessage).toBeVisible();

  for (const [width, height] of [
    [320, 640],
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      const header = chatHeader(page, 'Bob');
      await expect(header).toBeVisible();
      // A desktop shows the conversation list beside the chat.
      if (width === 1280) await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
      // Measured again until one layout passes: a notice that arrives above the page between two measurements
      // (the first visit's "ready to work offline") moves everything below it.
      await expect(async () => {
        const bar = await box(header);
        // One row: the bar is its 3rem (48 px and its border) and every control in it is inside it.
        expect(bar.height).toBeLessThanOrEqual(49);
        const controls = header.locator('button:visible, a:visible, h1');
        for (let index = 0; index < (await controls.count()); index++) {
          const item = await box(controls.nth(index));
          expect(item.y, `control ${index} at ${width} px`).toBeGreaterThanOrEqual(bar.y - 0.5);
          expect(item.y + item.height, `control ${index} at ${width} px`).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
          expect(item.x + item.width).toBeLessThanOrEqual(width + 0.5);
          expect(item.x).toBeGreaterThanOrEqual(bar.x - 0.5);
        }
        // Nothing overlaps the message list: it and its first message start below the bar.
        const listTop = (await box(log)).y;
        expect(listTop).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
        expect((await box(firstMessage)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
      }).toPass({ timeout: 10_000 });

      // Each action is in exactly one place: in the bar, or in the "More actions" menu.
      const more = header.getByRole('button', { name: 'More actions' });
      let inMenu: string[] = [];
      if (await more.isVisible()) {
        await more.click();
        const menu = page.getByRole('menu', { name: 'More actions' });
        await expect(menu).toBeVisible();
        inMenu = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
        await page.screenshot({ path: testInfo.outputPath(`chat-${width}-${colorScheme}-menu.png`) });
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(more).toBeFocused();
      }
      for (const name of ACTIONS) {
        const inBar = await control(header, name).isVisible();
        expect(
          inBar !== inMenu.includes(name),
          `${name} at ${width} px: in the bar ${inBar}, in the menu ${inMenu}`,
        ).toBe(true);
      }
      // A narrow phone gives the title its room and moves actions into the menu; a desktop shows them all.
      if (width === 320) expect(inMenu.length).toBeGreaterThan(0);
      if (width === 1280) expect(inMenu).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`chat-${width}-${colorScheme}.png`) });
    }
  }

  // The menu by keyboard at 320 px: it opens on Enter with focus on its first item, arrows move, Enter picks.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ colorScheme: 'light' });
  const more = chatHeader(page, 'Bob').getByRole('button', { name: 'More actions' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More actions' });
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await expect(items.nth(1)).toHaveText('Chat settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/singleSetting\?/);
});

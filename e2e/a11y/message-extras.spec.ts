import { expect, test, type Locator, type Page } from '@playwright/test';
import { friendsInChat } from '../support/ui-session';
import { composer, messageLog, onMessage, say } from '../support/chat-page';
import { expectNoSeriousViolations, overflowsSideways } from '../support/a11y-checks';

// Two users' SDKs on a machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

const pinBar = (page: Page) => page.getByRole('region', { name: 'Pinned messages' });
const editingBar = (page: Page) => page.getByRole('group', { name: 'Editing message' });
const LONG_PLAN = 'Second plan: Monday at the north entrance, bring the signed contracts and the badge of everyone';

/**
 * One state of the screen at a phone at 400 % zoom (320 CSS px), a phone (390) and a desktop (1280), in both themes:
 * nothing scrolls sideways, what must be seen is in view, axe finds nothing serious. `open` brings the state about
 * once, at 320 px; it outlives the widening (crossing into two panes keeps the chat mounted, with its dialogs and
 * edits); `close` ends it at 1280. The screenshots are kept with the test's output.
 */
async function checkEveryWidth(
  page: Page,
  state: string,
  open: () => Promise<Locator[]>,
  close: () => Promise<void>,
  outputPath: (name: string) => string,
) {
  await page.setViewportSize({ width: 320, height: 720 });
  const mustSee = await open();
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const element of mustSee) await expect(element).toBeInViewport();
      expect.soft(await overflowsSideways(page), `${state} at ${width} px overflows`).toBe(false);
      await expectNoSeriousViolations(page, `${state}, ${colorScheme}, ${width} px`);
      await page.screenshot({ path: outputPath(`${state}-${width}-${colorScheme}.png`) });
    }
  }
  await close();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 520, height: 720 });
}

test('the pin bar, the edit bar, the edit history and the pin list fit 320 to 1280 px with no serious axe findings, in both themes', async ({
  browser,
  request,
}, testInfo) => {
  const { alice } = await friendsInChat(browser, request);
  const page = alice.page;
  const out = (name: string) => testInfo.outputPath(name);
  await say(page, 'First plan: Friday');
  await say(page, LONG_PLAN);
  await onMessage(page, 'Alice', 'Pin', 'First plan: Friday');
  await expect(pinBar(page)).toBeVisible();
  await onMessage(page, 'Alice', 'Pin', LONG_PLAN);
  await expect(pinBar(page).getByRole('button', { name: 'All pinned messages (2)' })).toBeVisible();

  await onMessage(page, 'Alice', 'Edit', 'First plan: Friday');
  await composer(page).fill('First plan: Saturday');
  await composer(page).press('Enter');
  await expect(messageLog(page).getByText('edited', { exact: true })).toBeVisible();

  // Editing the long message: the pin bar above the log and the edit bar above the composer, both at once.
  await onMessage(page, 'Alice', 'Edit', LONG_PLAN);
  await checkEveryWidth(
    page,
    'editing',
    async () => {
      await expect(editingBar(page)).toBeVisible();
      await expect(composer(page)).toHaveValue(LONG_PLAN);
      return [pinBar(page), editingBar(page), composer(page)];
    },
    async () => {},
    out,
  );
  await page.keyboard.press('Escape');
  await expect(editingBar(page)).toBeHidden();

  const history = page.getByRole('dialog', { name: 'Edit history' });
  await checkEveryWidth(
    page,
    'edit-history',
    async () => {
      await onMessage(page, 'Alice', 'Edit history', 'First plan: Saturday');
      await expect(history.getByRole('listitem')).toHaveCount(2);
      return [history.getByRole('button', { name: 'Close' })];
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
    },
    out,
  );

  const allPins = pinBar(page).getByRole('button', { name: 'All pinned messages (2)' });
  const pinList = page.getByRole('dialog', { name: 'All pinned messages' });
  await checkEveryWidth(
    page,
    'pin-list',
    async () => {
      await allPins.click();
      await expect(pinList.getByRole('listitem')).toHaveCount(2);
      return [pinList.getByRole('button', { name: 'Close' })];
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(pinList).toBeHidden();
      await expect(allPins).toBeFocused();
    },
    out,
  );
});

import { expect, test, type Page } from '@playwright/test';
import { friendsInChat } from '../support/ui-session';
import { overflowsSideways } from '../support/a11y-checks';
import { onMessage, say } from '../support/chat-page';

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

test('phone, zoomed and desktop windows: Send stays visible, nothing overflows, a desktop shows two panes', async ({
  browser,
  request,
}, testInfo) => {
  const { alice } = await friendsInChat(browser, request);
  const page = alice.page;
  await page.getByRole('textbox', { name: 'Message' }).fill('A long line that wraps: ' + 'word '.repeat(40));
  await sendButton(page).click();
  // Send shows while there is something to send (an empty box offers the voice button in its place).
  await page.getByRole('textbox', { name: 'Message' }).fill('A draft');

  const shoot = async (name: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };

  // 320 CSS px is a 1280 px window at 400 % zoom; 640 is 200 %.
  for (const width of [320, 390, 640]) {
    await page.setViewportSize({ width, height: 640 });
    await expect(sendButton(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);
    // One pane: the chat alone, and no conversation list beside it.
    await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
    await shoot(`chat-${width}`);
  }

  // A larger font setting (the user's default font size doubled) still fits at 390 px.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect(sendButton(page)).toBeInViewport({ ratio: 1 });
  expect(await overflowsSideways(page)).toBe(false);
  await shoot('chat-390-font200');
  await page.reload();

  // Desktop: the rail, the list and the chat side by side; the open chat is marked in the list.
  await page.setViewportSize({ width: 1280, height: 800 });
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bob', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: /Bob/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(sendButton(page)).toBeInViewport({ ratio: 1 });
  const listBox = (await list.boundingBox())!;
  const chatBox = (await page.getByRole('log', { name: 'Messages' }).boundingBox())!;
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(chatBox.x);
  await expect(page).toHaveTitle('Bob · Parley');
  await shoot('chat-1280');

  // The tab's list with nothing open yet, and the phone's list at 390 and 320.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('Pick a chat, a contact or a setting on the left.')).toBeVisible();
  await shoot('list-1280');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 640 });
    await expect(page.getByText('Pick a chat, a contact or a setting on the left.')).toHaveCount(0);
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(`list-${width}`);
  }
});

test('a chat crowded with notices keeps room for its messages at phone size and twice the font @system-notifications', async ({
  browser,
  request,
}) => {
  const { alice } = await friendsInChat(browser, request);
  const page = alice.page;
  const log = page.getByRole('log', { name: 'Messages' });
  await say(page, 'Budget approved');
  await expect(log.getByText('Budget approved')).toBeVisible();
  // The offer of notifications follows the first sent message (the full browser asks; the headless shell never does).
  const offer = page.getByRole('region', { name: 'Notifications' });
  await expect(offer).toBeVisible();
  await onMessage(page, 'Alice', 'Pin', 'Budget approved');
  await expect(page.getByRole('button', { name: /^Pinned message/ })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 700 });
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await say(page, 'Numbers attached');
  // Before, the pin and the offer took the whole height between the header and the composer: the list had none.
  await expect(log.getByText('Numbers attached')).toBeInViewport({ ratio: 1 });
  expect((await log.boundingBox())!.height).toBeGreaterThanOrEqual(150);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  // The squeezed offer scrolls, and its answers stay within reach.
  const turnOn = offer.getByRole('button', { name: 'Turn on notifications' });
  await turnOn.scrollIntoViewIfNeeded();
  await expect(turnOn).toBeInViewport();
  expect(await overflowsSideways(page)).toBe(false);
});

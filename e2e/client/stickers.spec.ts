import { expect, test, type Page } from '@playwright/test';
import { openChatWith, friendsInChat } from '../support/ui-session';

/** A 1×1 PNG: a picture the browser can really decode. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
// The first visit's "ready to work offline" notice is a status too.
const toast = (page: Page) => page.getByRole('status').filter({ hasNotText: 'ready to work offline' });

async function openStickers(page: Page) {
  await page.getByRole('button', { name: 'Emoji', exact: true }).click();
  // The emoji tab stays the first one shown.
  await expect(page.getByRole('tab', { name: 'Emoji' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Stickers' }).click();
}

test('a received picture is added to stickers, sent as a sticker, and kept across a reload', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);

  // Alice has no stickers yet.
  await openStickers(alice.page);
  await expect(alice.page.getByText('Add pictures from chats with Add to stickers')).toBeVisible();
  await alice.page.getByRole('button', { name: 'Emoji', exact: true }).click();

  // Bob sends a picture through the attach menu.
  await bob.page.getByRole('button', { name: 'Attach' }).click();
  const chooser = bob.page.waitForEvent('filechooser');
  await bob.page.getByRole('menuitem', { name: 'Picture or file' }).click();
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const picture = log(alice.page).getByRole('img', { name: 'Picture' });
  await expect(picture).toHaveAttribute('src', /\/object\//);

  // The picture's own address is the one full screen shows.
  await picture.click();
  const preview = alice.page.getByRole('dialog', { name: 'Picture 1 of 1' });
  const pictureURL = await preview.getByRole('img', { name: 'Picture' }).getAttribute('src');
  expect(pictureURL).toMatch(/^https?:\/\/.+\/object\//);
  await preview.getByRole('button', { name: 'Close' }).click();

  // Alice keeps it from the message menu; a second time it is not added again.
  await picture.click({ button: 'right' });
  await alice.page.getByRole('menuitem', { name: 'Add to stickers' }).click();
  await expect(toast(alice.page)).toContainText('Added to stickers');
  await picture.click({ button: 'right' });
  await alice.page.getByRole('menuitem', { name: 'Add to stickers' }).click();
  await expect(toast(alice.page)).toContainText('Already in stickers');

  // She sends it from the Stickers tab: Bob gets a face message showing that picture, outside a bubble.
  await openStickers(alice.page);
  const kept = alice.page.getByRole('button', { name: 'Send sticker' });
  await expect(kept).toHaveCount(1);
  await expect(kept.getByRole('img', { name: 'Sticker' })).toHaveAttribute('src', pictureURL!);
  await kept.click();
  const sticker = log(bob.page).getByRole('img', { name: 'Sticker' });
  await expect(sticker).toHaveAttribute('src', pictureURL!);
  await expect.poll(() => sticker.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(log(alice.page).getByRole('img', { name: 'Sticker' })).toHaveAttribute('src', pictureURL!);
  // The conversation list says what it was.
  await bob.page.getByRole('button', { name: 'Back' }).click();
  await expect(bob.page.getByRole('link', { name: /Alice/ })).toContainText('[Sticker]');

  // After a reload the sticker is still Alice's; removing it empties the tab.
  await alice.page.reload();
  await expect(alice.page.getByRole('heading', { level: 1, name: 'Bob' })).toBeVisible();
  await openStickers(alice.page);
  await expect(kept.getByRole('img', { name: 'Sticker' })).toHaveAttribute('src', pictureURL!);
  await alice.page.getByRole('button', { name: 'Remove sticker' }).click();
  await expect(toast(alice.page)).toContainText('Removed');
  await expect(alice.page.getByText('Add pictures from chats with Add to stickers')).toBeVisible();

  // Bob's stickers are his own: he has none.
  await openChatWith(bob.page, 'Alice');
  await openStickers(bob.page);
  await expect(bob.page.getByText('Add pictures from chats with Add to stickers')).toBeVisible();
});

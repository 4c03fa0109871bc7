import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeFriends, userInBrowser } from '../support/ui-session';
import { registerAccount } from '../support/session';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 30 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: open a chat, send, use and leave the message menu and the emoji picker, go back, a row dialog', async ({
  browser,
  request,
}) => {
  const bob = await registerAccount(request, 'Bob');
  const { account: alice, page } = await userInBrowser(browser, request, 'Alice');
  await makeFriends(request, alice, bob);
  const row = page.getByRole('link', { name: /Bob/ });
  await expect(row).toBeVisible();

  // The row, from the top of the page, and into the chat: focus lands in the message box.
  await page.locator('body').focus();
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await expect(page).toHaveTitle('Bob · Parley');

  // Send with Enter; focus stays in the box.
  await page.keyboard.type('Hello from the keyboard');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hello from the keyboard')).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toHaveValue('');

  // The message's menu: named after its sender, focus inside, Tab stays inside, Escape returns to the button.
  const more = log.getByRole('button', { name: /^More actions for the message from Alice/ }).last();
  await tabTo(page, more, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // The emoji picker is one Tab stop; arrows move; Escape closes it and returns to its toggle.
  const toggle = page.getByRole('button', { name: 'Emoji', exact: true });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('toolbar', { name: 'Emoji' });
  await expect(picker.locator('button[tabindex="0"]')).toHaveCount(1);
  const emoji = picker.getByRole('button');
  await tabTo(page, emoji.first());
  await page.keyboard.press('ArrowRight');
  await expect(emoji.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(message).toHaveValue(/.+/);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(toggle).toBeFocused();

  // Back: focus returns to the row the chat was opened from.
  await tabTo(page, page.getByRole('button', { name: 'Back' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/conversation$/);
  await expect(row).toBeFocused();
  await expect(page).toHaveTitle('Messages · Parley');

  // A row's menu opens a dialog; Escape closes it and focus goes back to the row's button.
  const rowMore = page.getByRole('button', { name: 'More actions for Bob' });
  await tabTo(page, rowMore);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Actions for Bob' }).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete chat with Bob?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rowMore).toBeFocused();
});

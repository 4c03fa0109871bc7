import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, imCall } from './im-admin';

export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
export const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** The "More actions" button of the last message from `sender`, or of the last of theirs that says `text`. */
export function moreActions(page: Page, sender: string, text?: string): Locator {
  const messages = text === undefined ? messageLog(page) : messageLog(page).locator('.message', { hasText: text });
  return messages.getByRole('button', { name: new RegExp(`^More actions for the message from ${sender}`) }).last();
}

/** Opens the menu of that message (see moreActions) with the pointer, and waits for its items. */
export async function openMessageMenu(page: Page, sender: string, text?: string): Promise<Locator> {
  await moreActions(page, sender, text).click();
  const menu = page.getByRole('menu', { name: 'Message actions' });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu;
}

/** Opens the menu of the last message from `sender` by keyboard alone: its "More actions" button, then Enter. */
export async function openMessageMenuByKeyboard(page: Page, sender: string): Promise<void> {
  await moreActions(page, sender).focus();
  await page.keyboard.press('Enter');
}

/** Picks `action` in the menu of the last message from `sender` (of those that say `text`, when given). */
export async function onMessage(page: Page, sender: string, action: string, text?: string): Promise<void> {
  await openMessageMenu(page, sender, text);
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Types a text into the chat's composer and sends it with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** A text from one user to another through the admin API, as a business backend sends it. */
export async function sendTextAs(
  request: APIRequestContext,
  from: { userID: string; nickname: string },
  recvID: string,
  text: string,
  admin?: string,
): Promise<void> {
  await imCall(
    request,
    '/msg/send_msg',
    {
      sendID: from.userID,
      recvID,
      senderNickname: from.nickname,
      contentType: 101,
      sessionType: 1,
      content: { content: text },
    },
    admin ?? (await adminToken(request)),
  );
}

import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, imCall } from './im-admin';

export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
export const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

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

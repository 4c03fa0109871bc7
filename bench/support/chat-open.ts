import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, imCall } from '../../e2e/support/im-admin.ts';
import { sendTextAs } from '../../e2e/support/chat-page.ts';

/** A single chat of `length` texts from a sender of its own: its row names `peer`, its newest text is `newest`. */
export interface SeededChat {
  length: number;
  peer: string;
  newest: string;
}

/** Gives `readerID` a chat of `length` texts, "Note 1 of N" to "Note N of N", sent in order through the admin API. */
export async function seedChatOfLength(api: APIRequestContext, readerID: string, length: number): Promise<SeededChat> {
  const admin = await adminToken(api);
  const sender = { userID: `open${Date.now()}${length}`, nickname: `Archive (${length})` };
  await imCall(api, '/user/user_register', { users: [{ ...sender, faceURL: '' }] }, admin);
  for (let n = 1; n <= length; n++) await sendTextAs(api, sender, readerID, `Note ${n} of ${length}`, admin);
  return { length, peer: sender.nickname, newest: `Note ${length} of ${length}` };
}

/**
 * Clicks the conversation row that names the chat's peer (the innermost element with its name: the click reaches the
 * row's own handler, in any of the clients) and resolves with the milliseconds, on the page's clock, until an
 * animation frame has the newest text in an element of `messageArea` (Parley: its message log). A string, not a
 * function: tsx names the inner functions of a function it compiles with a helper the page does not have.
 */
export async function openChatMs(page: Page, chat: SeededChat, messageArea = '[role="log"]'): Promise<number> {
  await page.getByText(chat.peer).first().waitFor();
  return page.evaluate(`new Promise((resolve, reject) => {
    const peer = ${JSON.stringify(chat.peer)};
    const named = Array.from(document.querySelectorAll('body *')).filter((element) =>
      element.textContent.includes(peer) && element.getClientRects().length > 0);
    const row = named.find((element) => !named.some((other) => other !== element && element.contains(other)));
    if (!row) return reject(new Error('no row for ' + peer));
    const newest = new RegExp(${JSON.stringify(chat.newest.replace(/ /g, '\\s'))} + '(?!\\\\d)');
    const clickedAt = performance.now();
    row.click();
    setTimeout(() => reject(new Error('not shown in 30 s: ' + newest)), 30000);
    const look = () => {
      const shown = Array.from(document.querySelectorAll(${JSON.stringify(messageArea)})).some((area) =>
        area.getClientRects().length > 0 && newest.test(area.innerText));
      if (shown) resolve(Math.round(performance.now() - clickedAt));
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })`) as Promise<number>;
}

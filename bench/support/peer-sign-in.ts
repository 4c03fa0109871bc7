import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { registerAccount } from '../../e2e/support/session.ts';
import { seedSingleChats } from '../../e2e/support/single-chats.ts';
import { seedChatOfLength, type SeededChat } from './chat-open.ts';

/** The nickname of every seeded peer: a row naming it is a conversation row, in any of the clients. */
export const PEER_NAME = 'Sender';

/**
 * An account on the server at `baseURL` with `conversations` single chats, and with `archiveLength` > 0 one more chat
 * of that many texts, the newest of all (support/chat-open.ts); its phone number signs it in.
 */
export async function seededReader(
  baseURL: string,
  conversations: number,
  archiveLength = 0,
): Promise<{ phone: string; archive?: SeededChat }> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const account = await registerAccount(api, 'Reader');
    await seedSingleChats(api, account.userID, conversations, { idSuffix: 'p', nickname: PEER_NAME });
    const archive = archiveLength > 0 ? await seedChatOfLength(api, account.userID, archiveLength) : undefined;
    return { phone: account.phoneNumber, archive };
  } finally {
    await api.dispose();
  }
}

/**
 * Where each client shows an open chat's messages, for `openChatMs`. OpenIM's React demo has none here: its list
 * shows no row in headless Chromium (bench/peers.ts, signedIn), so no chat can be opened from it.
 */
export const MESSAGE_AREAS: Record<string, string> = { Parley: '[role="log"]', H5: '.message_item' };

/** The login form of each client, as a person finds it: the phone number (area code +86 by default), password, button. */
export interface LoginForm {
  phone: (page: Page) => Locator;
  password: (page: Page) => Locator;
  submit: (page: Page) => Locator;
}

export const LOGIN_FORMS: Record<string, LoginForm> = {
  Parley: {
    phone: (page) => page.getByLabel('Phone number'),
    password: (page) => page.getByLabel('Password'),
    submit: (page) => page.getByRole('button', { name: 'Sign in' }),
  },
  H5: {
    phone: (page) => page.locator('input[name="phoneNumber"]'),
    password: (page) => page.locator('input[name="password"]'),
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
  },
  React: {
    phone: (page) => page.getByPlaceholder('Please enter phone number'),
    password: (page) => page.getByPlaceholder('Please enter your password'),
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
  },
};

export async function signInThroughForm(page: Page, form: LoginForm, phone: string, password: string): Promise<void> {
  await form.phone(page).fill(phone);
  await form.password(page).fill(password);
  await form.submit(page).click();
}

/**
 * When the conversation list shows a row, on the page's clock: the first moment the page's rendered text names one of
 * the seeded peers. Text, not markup, so that it reads the three clients alike.
 */
export async function firstRowShownMs(page: Page, peerName: string, timeoutMs: number): Promise<number> {
  const shown = await page.waitForFunction(
    (name) => (document.body?.innerText.includes(name) ? Math.round(performance.now()) : null),
    peerName,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await shown.jsonValue())!;
}

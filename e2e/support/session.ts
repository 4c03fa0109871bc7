import type { APIRequestContext, Page } from '@playwright/test';
import { storeSession as storeSessionAsTheApp, type StoredSession } from '../../src/state/session/stored-session';
import { chatCall, freshPhone, md5, TEST_SUPER_CODE } from './chat-service';

export const TEST_PASSWORD = 'test1234';

/** Registers a new account through the chat service, as a user would, and returns its login. */
export async function registerAccount(request: APIRequestContext, nickname: string) {
  const phoneNumber = freshPhone();
  const result = await chatCall<StoredSession>(request, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname, password: md5(TEST_PASSWORD), areaCode: '+86', phoneNumber },
  });
  if (result.errCode !== 0) throw new Error(`register: ${result.errCode} ${result.errMsg}`);
  return { ...result.data!, phoneNumber, nickname };
}

/** The `localStorage` entries the login screen writes for a session, by the app's own code. */
export function storedSessionEntries(account: StoredSession): { name: string; value: string }[] {
  const entries: { name: string; value: string }[] = [];
  storeSessionAsTheApp(account, { setItem: (name, value) => entries.push({ name, value }) });
  return entries;
}

/** Stores an account's session the way the login screen does, without going through the form. */
export async function storeSession(page: Page, account: StoredSession): Promise<void> {
  await page.goto('/about');
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, storedSessionEntries(account));
}

/** Stores a real session (a freshly registered account) the way the login screen does. */
export async function storeSignedInSession(page: Page, request: APIRequestContext): Promise<void> {
  await storeSession(page, await registerAccount(request, 'Route Tester'));
}

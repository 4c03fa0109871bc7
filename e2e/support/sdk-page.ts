import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newUser } from './im-admin';
import { newTestContext } from './test-contexts';

export interface SdkUser {
  userID: string;
  token: string;
  platformID: number;
}

/** A browser context with the harness page loaded: one "device" running the real wasm SDK. */
export async function openDevice(browser: Browser, origin = ''): Promise<Page> {
  const context = await newTestContext(browser);
  const page = await context.newPage();
  await page.goto(`${origin}/e2e/harness/index.html`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return page;
}

/** Logs in through the real SDK; with PARLEY_SDK_LOGS=1 the SDK's own log lines go to the test output. */
export async function login(page: Page, user: SdkUser): Promise<void> {
  const verbose = process.env.PARLEY_SDK_LOGS === '1';
  if (verbose) page.on('console', (message) => console.log(`[sdk ${user.userID}]`, message.text().slice(0, 800)));
  await page.evaluate(
    ({ userID, token, platformID, verbose }) => window.parleyHarness.login(userID, token, platformID, verbose),
    { ...user, verbose },
  );
  await waitForEvent(page, 'OnConnectSuccess');
}

export async function eventNames(page: Page): Promise<string[]> {
  return page.evaluate(() => window.parleyHarness.events.map((event) => event.name));
}

/** Waits until the SDK has emitted `name` at least `count` times, and returns those events' data. */
export async function waitForEvent<T = unknown>(page: Page, name: string, count = 1): Promise<T[]> {
  await expect
    .poll(() => page.evaluate((n) => window.parleyHarness.events.filter((event) => event.name === n).length, name), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return page.evaluate(
    (n) => window.parleyHarness.events.filter((event) => event.name === n).map((event) => event.data),
    name,
  ) as Promise<T[]>;
}

/** New users, each on a device of their own, logged in and synced: the start of most conversations. */
export async function usersOnline<const Names extends string[]>(
  browser: Browser,
  request: APIRequestContext,
  ...nicknames: Names
): Promise<{ [K in keyof Names]: OnlineUser }> {
  const online: OnlineUser[] = [];
  for (const nickname of nicknames) {
    const user = await newUser(request, nickname);
    const page = await openDevice(browser);
    await login(page, user);
    online.push({ user, page });
  }
  for (const { page } of online) await waitForEvent(page, 'OnSyncServerFinish');
  return online as { [K in keyof Names]: OnlineUser };
}

interface OnlineUser {
  user: SdkUser & { nickname: string };
  page: Page;
}

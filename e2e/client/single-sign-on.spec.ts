import { expect, request as playwrightRequest, test } from '@playwright/test';
import { OwnServer } from '../support/own-server';
import { newTestContext } from '../support/test-contexts';
import { sdkLoggedIn } from '../support/ui-session';
import { chatCall, md5, TEST_SUPER_CODE } from '../support/chat-service';
import { freePort, providerFor, signInWithProvider } from '../support/single-sign-on';
import { signInAtProvider, type IdentityProvider } from '../../server/test/identity-provider';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: OwnServer;
let provider: IdentityProvider;

test.beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const connected = await providerFor(origin);
  provider = connected.provider;
  server = new OwnServer(port, connected.env);
  // OwnServer waits 15 s; on a busy machine the server may need longer, and goes on starting meanwhile.
  await server.start().catch(async (error: unknown) => {
    if (!String(error).includes('did not start')) throw error;
    await expect
      .poll(
        () =>
          fetch(`${server.url}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 90_000 },
      )
      .toBe(true);
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

const storedUserID = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('IM_USERID'));

test('a first sign-in through the provider creates the account and lands on the deep link it began from', async ({
  browser,
}) => {
  provider.addUser('sso-alice', { email: 'alice@example.com', email_verified: true, name: 'Alice Provider' });
  const page = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcontact/);
  await signInWithProvider(page, 'sso-alice');
  // Back through /oidc/callback (the same window, as in the installed app) to where the link pointed.
  await expect(page).toHaveURL(`${server.url}/contact`);
  await sdkLoggedIn(page);
  const userID = await storedUserID(page);
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const self = await chatCall<{ users: Array<{ nickname: string; email: string }> }>(
    api,
    '/user/find/full',
    { userIDs: [userID] },
    await page.evaluate(() => localStorage.getItem('IM_CHAT_TOKEN') ?? ''),
  );
  expect(self.data?.users[0]).toMatchObject({ nickname: 'Alice Provider', email: 'alice@example.com' });
});

test('a first sign-in links to the account with the same verified e-mail', async ({ browser }) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const registered = await chatCall<{ userID: string }>(api, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: 'Bob', password: md5('test1234'), email: 'bob@example.com' },
  });
  provider.addUser('sso-bob', { email: 'bob@example.com', email_verified: true, name: 'Bob at work' });
  const page = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  await page.goto('/login');
  await signInWithProvider(page, 'sso-bob');
  await expect(page).toHaveURL(/\/conversation$/);
  expect(await storedUserID(page)).toBe(registered.data!.userID);
});

test('a wrong state and a callback used twice are refused with clear words', async ({ browser }) => {
  provider.addUser('sso-carol', { email: 'carol@example.com', email_verified: true });
  const page = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  const callbacks: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/oidc/callback?')) callbacks.push(frame.url());
  });
  await page.goto('/login');
  await signInWithProvider(page, 'sso-carol');
  await expect(page).toHaveURL(/\/conversation$/);
  const used = callbacks[0]!;
  // The page replaced the address at once: Back never hands the code over again.
  const other = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  await other.goto(used);
  await expect(other.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Please start again.',
  );
  const forged = new URL(used);
  forged.searchParams.set('state', 'forged-state');
  await other.goto(forged.href);
  await expect(other.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Please start again.',
  );
  await other.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(other.getByRole('button', { name: 'Sign in with Example SSO' })).toBeVisible();
});

for (const [tamper, words] of [
  ['bad-signature', "The identity provider's answer is not signed by a key it publishes."],
  ['wrong-audience', "The identity provider's answer was issued for another application."],
  ['expired', "The identity provider's answer has expired. Check this device's clock, then try again."],
] as const) {
  test(`an ID token with a ${tamper} is refused, and nobody is signed in`, async ({ browser }) => {
    provider.addUser('sso-eve', { email: 'eve@example.com', email_verified: true });
    provider.tamperIdTokens(tamper);
    try {
      const page = await (await newTestContext(browser, { baseURL: server.url })).newPage();
      await page.goto('/login');
      await signInWithProvider(page, 'sso-eve');
      await expect(page.getByRole('alert')).toHaveText(words);
      expect(await storedUserID(page)).toBeNull();
    } finally {
      provider.tamperIdTokens(undefined);
    }
  });
}

test('a person removed at the provider is signed out on every device', async ({ browser }) => {
  provider.addUser('sso-frank', { email: 'frank@example.com', email_verified: true, name: 'Frank' });
  const page = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  await page.goto('/login');
  await signInWithProvider(page, 'sso-frank');
  await expect(page).toHaveURL(/\/conversation$/);
  await sdkLoggedIn(page);
  // The same person on a phone (platform 1: a second browser on Web would simply take the first one's place).
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const started = await chatCall<{ authorizationURL: string }>(api, '/parley/oidc/start', {});
  const callback = await signInAtProvider(started.data!.authorizationURL, 'sso-frank', `${server.url}/oidc/callback`);
  const phone = await chatCall<{ chatToken: string; userID: string }>(api, '/parley/oidc/finish', {
    query: callback.search,
    platform: 1,
  });
  expect(phone.data?.userID).toBe(await storedUserID(page));

  provider.removeUser('sso-frank');
  await provider.backchannelLogout('sso-frank');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText(
    "Your organisation's identity provider signed you out. Please sign in again.",
  );
  const phoneAfter = await chatCall(api, '/user/find/full', { userIDs: [phone.data!.userID] }, phone.data!.chatToken);
  expect(phoneAfter.errCode).toBe(20101);
  // Removed at the provider: on a fresh device its login finds nobody, and no session comes of it.
  const fresh = await (await newTestContext(browser, { baseURL: server.url })).newPage();
  await fresh.goto('/login');
  await signInWithProvider(fresh, 'sso-frank');
  await fresh.waitForLoadState();
  expect(new URL(fresh.url()).origin).toBe(provider.issuer);
  await fresh.goto('/about');
  expect(await storedUserID(fresh)).toBeNull();
});

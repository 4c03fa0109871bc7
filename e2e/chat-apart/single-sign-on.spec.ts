import { expect, test } from '@playwright/test';
import { startTopology, type Topology } from '../../server/ops/chat-topology';
import { signInAtProvider, type IdentityProvider } from '../../server/test/identity-provider';
import { newTestContext } from '../support/test-contexts';
import { sdkLoggedIn } from '../support/ui-session';
import { TEST_SUPER_CODE } from '../support/chat-service';
import { TEST_ADMIN_SECRET } from '../support/im-admin';
import { freePort, providerFor, signInWithProvider } from '../support/single-sign-on';

test.describe.configure({ timeout: 300_000 });

let topology: Topology | undefined;
let provider: IdentityProvider | undefined;
test.afterAll(async () => {
  await topology?.stop();
  await provider?.stop();
});

const post = async (base: string, path: string, body: unknown) =>
  (await (
    await fetch(`${base}/chat${path}`, {
      method: 'POST',
      headers: { operationID: `sso-${Date.now()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { errCode: number; data?: Record<string, string> };

test('a sign-in begun on one chat-service copy finishes on the other; the provider’s logout reaches every device', async ({
  browser,
}) => {
  // A topology of its own: the shared one has no identity provider, and its sign-in screens must stay as they are.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const connected = await providerFor(origin);
  provider = connected.provider;
  topology = await startTopology({
    port,
    copies: 2,
    database: 'postgres',
    dataRoot: 'test-results',
    env: {
      ...connected.env,
      LOG_LEVEL: 'warn',
      PARLEY_SUPER_CODE: TEST_SUPER_CODE,
      PARLEY_ADMIN_SECRET: TEST_ADMIN_SECRET,
      PARLEY_LOGIN_LIMIT_PER_IP: '100000',
    },
    imEnv: { PARLEY_MEDIA_SERVER: 'off' },
  });
  const [first, second] = [topology.copies[0]!, topology.copies[1]!];

  // Straight to each copy: the flow's state, nonce and verifier were kept by the first, in the shared database.
  provider.addUser('sso-grace', { email: 'grace@example.com', email_verified: true, name: 'Grace' });
  const started = await post(first.url, '/parley/oidc/start', { returnTo: '/contact' });
  expect(started.errCode).toBe(0);
  const callback = await signInAtProvider(started.data!.authorizationURL!, 'sso-grace', `${origin}/oidc/callback`);
  const finished = await post(second.url, '/parley/oidc/finish', { query: callback.search, platform: 5 });
  expect(finished).toMatchObject({ errCode: 0, data: { returnTo: '/contact' } });
  // Taken once, on every copy.
  expect((await post(first.url, '/parley/oidc/finish', { query: callback.search, platform: 5 })).errCode).toBe(20302);

  // A browser through the balancer, then the provider's back-channel logout, which reaches one copy.
  const page = await (await newTestContext(browser, { baseURL: topology.url })).newPage();
  await page.goto('/login');
  await signInWithProvider(page, 'sso-grace');
  await expect(page).toHaveURL(/\/conversation$/);
  await sdkLoggedIn(page);
  expect(await page.evaluate(() => localStorage.getItem('IM_USERID'))).toBe(finished.data!.userID);
  provider.removeUser('sso-grace');
  await provider.backchannelLogout('sso-grace');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText(
    "Your organisation's identity provider signed you out. Please sign in again.",
  );
});

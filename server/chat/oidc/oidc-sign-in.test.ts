import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, freePort, TEST_SUPER_CODE } from '../../test/test-app.ts';
import { caller, md5 } from '../../test/chat-calls.ts';
import type { ServerConfig } from '../../config/config.ts';
import {
  signInAtProvider,
  startIdentityProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type IdentityProvider,
} from '../../test/identity-provider.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/oidc/callback';
let app: FastifyInstance | undefined;
let provider: IdentityProvider | undefined;
afterEach(async () => {
  await app?.close();
  await provider?.stop();
  app = provider = undefined;
});

/** A real oidc-provider, and a Parley server that signs in through it (back-channel logout included). */
async function start(overrides: Partial<ServerConfig> = {}) {
  const port = await freePort();
  provider = await startIdentityProvider({
    redirectURIs: [REDIRECT_URI],
    backchannelLogoutURI: `http://127.0.0.1:${port}/chat/parley/oidc/backchannel-logout`,
  });
  const created = await createTestApp({
    oidcIssuer: provider.issuer,
    oidcClientID: TEST_CLIENT_ID,
    oidcClientSecret: TEST_CLIENT_SECRET,
    oidcRedirectURI: REDIRECT_URI,
    oidcDisplayName: 'Example SSO',
    ...overrides,
  });
  app = created.app;
  await app.listen({ port, host: '127.0.0.1' });
  // Over HTTP the test app listens on its webhook port instead (test-app.ts).
  const listening = (app.server.address() as { port: number }).port;
  provider.backchannelTo(`http://127.0.0.1:${listening}/chat/parley/oidc/backchannel-logout`);
  const call = caller(app);
  const adminToken = (
    (
      await call('/api/auth/get_admin_token', {
        secret: created.config.adminSecret,
        userID: created.config.adminUserID,
      })
    ).data as { token: string }
  ).token;
  const idp = provider;
  /** The button, the provider's form as `sub`, and the callback handed to the chat service. */
  const begin = async (returnTo = '') => {
    const started = await call('/chat/parley/oidc/start', { returnTo });
    expect(started.errCode).toBe(0);
    return started.data!.authorizationURL as string;
  };
  const finish = (query: string) => call('/chat/parley/oidc/finish', { query, platform: 5 });
  const signIn = async (sub: string, returnTo = '') => {
    const callback = await signInAtProvider(await begin(returnTo), sub, REDIRECT_URI);
    return finish(callback.search);
  };
  return { ...created, call, adminToken, idp, begin, finish, signIn };
}

describe('single sign-on through a real OpenID provider', () => {
  it('says so in the capabilities, creates the account on a first sign-in and signs in to it again', async () => {
    const { call, idp, signIn, adminToken } = await start();
    const capabilities = await call('/chat/parley/capabilities', {});
    expect(capabilities.data?.signIn).toEqual({ singleSignOn: 'Example SSO', password: true });

    idp.addUser('u-alice', { email: 'Alice@Example.com', email_verified: true, name: 'Alice Liddell' });
    const first = await signIn('u-alice', '/conversation/si_1_2?x=1');
    expect(first.errCode).toBe(0);
    const { userID, imToken, chatToken, returnTo } = first.data as Record<string, string>;
    expect(returnTo).toBe('/conversation/si_1_2?x=1');
    // The account and its IM user, as a registration makes them.
    const self = await call('/chat/user/find/full', { userIDs: [userID] }, chatToken);
    expect(self.data?.users).toEqual([
      expect.objectContaining({ userID, nickname: 'Alice Liddell', email: 'alice@example.com' }),
    ]);
    const imUser = await call('/api/user/get_users_info', { userIDs: [userID] }, imToken);
    expect(imUser.data?.usersInfo).toEqual([expect.objectContaining({ userID, nickname: 'Alice Liddell' })]);

    const again = await signIn('u-alice');
    expect(again.errCode).toBe(0);
    expect(again.data?.userID).toBe(userID);
    // The console marks the account.
    const listed = await call(
      '/chat/user/admin_search',
      { keyword: '', pagination: { pageNumber: 1, showNumber: 20 } },
      adminToken,
    );
    expect(listed.data?.users).toEqual([expect.objectContaining({ userID, singleSignOn: true })]);
  });

  it('links a first sign-in to the account with the same verified e-mail, never by an unverified one', async () => {
    const { call, idp, signIn } = await start();
    const registered = await call('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { nickname: 'Bob', password: md5('secret1'), email: 'bob@example.com' },
    });
    const bobID = registered.data!.userID as string;
    idp.addUser('u-mallory', { email: 'bob@example.com', email_verified: false, name: 'Mallory' });
    const mallory = await signIn('u-mallory');
    expect(mallory.errCode).toBe(0);
    expect(mallory.data?.userID).not.toBe(bobID);

    idp.addUser('u-bob', { email: 'BOB@example.com', email_verified: true, name: 'Bob at work' });
    const bob = await signIn('u-bob');
    expect(bob.errCode).toBe(0);
    expect(bob.data?.userID).toBe(bobID);
  });

  it('refuses an unknown person when the operator turned creation off', async () => {
    const { idp, signIn } = await start({ oidcCreateAccounts: false });
    idp.addUser('u-carol', { email: 'carol@example.com', email_verified: true });
    expect(await signIn('u-carol')).toMatchObject({ errCode: 20305, errMsg: 'NoAccount' });
  });

  it('refuses a wrong state, a callback used twice and a replayed code', async () => {
    const { idp, begin, finish } = await start();
    idp.addUser('u-dave', { email: 'dave@example.com', email_verified: true });
    const callback = await signInAtProvider(await begin(), 'u-dave', REDIRECT_URI);
    const forged = new URLSearchParams(callback.search);
    forged.set('state', 'not-a-state-we-made');
    expect(await finish(`?${forged}`)).toMatchObject({ errCode: 20302, errMsg: 'FlowUnknown' });
    expect((await finish(callback.search)).errCode).toBe(0);
    // The same callback again: its flow was taken.
    expect((await finish(callback.search)).errCode).toBe(20302);
    // The used code with a fresh flow's state: the provider refuses it.
    const fresh = new URL(await begin()).searchParams.get('state')!;
    const replay = new URLSearchParams(callback.search);
    replay.set('state', fresh);
    expect(await finish(`?${replay}`)).toMatchObject({ errCode: 20303, errDlt: 'invalid_grant' });
  });

  it.each([
    ['bad-signature', 'signature'],
    ['wrong-audience', 'audience'],
    ['expired', 'expired'],
  ] as const)('refuses an ID token with a %s, and makes no account', async (tamper, check) => {
    const { idp, signIn, adminToken, call } = await start();
    idp.addUser('u-eve', { email: 'eve@example.com', email_verified: true });
    idp.tamperIdTokens(tamper);
    expect(await signIn('u-eve')).toMatchObject({ errCode: 20304, errMsg: 'TokenInvalid', errDlt: check });
    const listed = await call(
      '/chat/user/admin_search',
      { keyword: '', pagination: { pageNumber: 1, showNumber: 20 } },
      adminToken,
    );
    expect(listed.data?.total).toBe(0);
  });

  it('ends every session of a person the provider logs out, and takes no forged logout', async () => {
    const { idp, signIn, call } = await start();
    idp.addUser('u-frank', { email: 'frank@example.com', email_verified: true });
    const phone = (await signIn('u-frank')).data as Record<string, string>;
    const laptop = (await signIn('u-frank')).data as Record<string, string>;
    const whoAmI = (token: string) => call('/chat/user/find/full', { userIDs: [phone.userID] }, token);

    const postLogout = (logoutToken: string) =>
      fetch(
        `http://127.0.0.1:${(app!.server.address() as { port: number }).port}/chat/parley/oidc/backchannel-logout`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ logout_token: logoutToken }),
        },
      );
    const forged = await postLogout(await idp.forgedLogoutToken('u-frank'));
    expect(forged.status).toBe(400);
    // Anyone can post here: a body past the route's 16 KB is refused before any token is read.
    const oversized = await postLogout('x'.repeat(17_000));
    expect(await oversized.json()).toMatchObject({ errCode: 1001, errMsg: 'ArgsError' });
    expect((await whoAmI(phone.chatToken!)).errCode).toBe(0);

    idp.removeUser('u-frank');
    await idp.backchannelLogout('u-frank');
    for (const device of [phone, laptop])
      expect(await whoAmI(device.chatToken!)).toMatchObject({ errCode: 20101, errDlt: 'SignedOutAtProvider' });
    // IM's logouts follow the answer (the provider waits only seconds).
    await expect
      .poll(async () => (await call('/api/user/get_users_info', { userIDs: [phone.userID] }, phone.imToken)).errCode)
      .not.toBe(0);
    // Removed at the provider: no way back in through it.
    await expect(signIn('u-frank')).rejects.toThrow();
  });

  it('with password sign-in off, refuses passwords and codes but keeps the admin console’s sign-in', async () => {
    const { call, adminToken } = await start({ passwordSignIn: 'off', adminAccounts: 'boss0001' });
    expect((await call('/chat/parley/capabilities', {})).data?.signIn).toEqual({
      singleSignOn: 'Example SSO',
      password: false,
    });
    const byAdmin = await call(
      '/chat/account/add_user',
      { user: { userID: 'boss0001', nickname: 'Boss', password: md5('secret1'), account: 'theboss' } },
      adminToken,
    );
    expect(byAdmin.errCode).toBe(0);
    const login = { account: 'theboss', password: md5('secret1'), platform: 5 };
    expect(await call('/chat/account/login', login)).toMatchObject({ errCode: 20308 });
    expect((await call('/chat/account/code/send', { usedFor: 3, email: 'x@example.com' })).errCode).toBe(20308);
    const self = await call('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      user: { nickname: 'Zed', password: md5('secret1'), email: 'zed@example.com' },
    });
    expect(self.errCode).toBe(20308);
    expect((await call('/chat/account/admin_login', { account: 'theboss', password: md5('secret1') })).errCode).toBe(0);
  });
});

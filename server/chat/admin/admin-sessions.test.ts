import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import { caller, md5 } from '../../test/chat-calls.ts';
import type { ServerConfig } from '../../config/config.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

const SECRET = 'the-first-admin-secret-0001';

async function start(overrides: Partial<ServerConfig>) {
  const created = await createTestApp(overrides);
  apps.push(created.app);
  await created.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...created, call: caller(created.app) };
}

/** The same data (and chat database) under a server started again with another configuration. */
const restart = async (before: Awaited<ReturnType<typeof start>>, overrides: Partial<ServerConfig>) => {
  await apps.pop()!.close();
  const { dataDir, chatDatabaseURL } = before.config;
  return start({ dataDir, chatDatabaseURL, adminSecret: SECRET, ...overrides });
};

describe('admin sessions', () => {
  it('end when the account leaves PARLEY_ADMIN_ACCOUNTS, or the admin secret changes', async () => {
    const first = await start({ adminSecret: SECRET, adminAccounts: 'boss01,boss02' });
    const imAdmin = (
      (await first.call('/api/auth/get_admin_token', { secret: SECRET, userID: first.config.adminUserID })).data as {
        token: string;
      }
    ).token;
    const tokens: Record<string, string> = {};
    for (const userID of ['boss01', 'boss02', 'staff01']) {
      const account = `acct_${userID}`;
      const added = await first.call(
        '/chat/account/add_user',
        { user: { userID, nickname: userID, account, password: md5('pw1234') } },
        imAdmin,
      );
      expect(added.errCode).toBe(0);
      if (userID === 'staff01') continue;
      const login = await first.call('/chat/account/admin_login', { account, password: md5('pw1234') });
      tokens[userID] = (login.data as { chatToken: string }).chatToken;
      expect((await first.call('/chat/user/allow_register/get', {}, tokens[userID])).errCode).toBe(0);
    }

    // boss02 is no longer listed: its token ends at its next request, and can force nobody out.
    const demoted = await restart(first, { adminAccounts: 'boss01' });
    expect((await demoted.call('/chat/user/allow_register/get', {}, tokens.boss01!)).errCode).toBe(0);
    const refused = await demoted.call('/chat/user/force_logout', { userID: 'staff01' }, tokens.boss02!);
    expect(refused).toMatchObject({ errCode: 20101, errDlt: 'no longer an administrator' });
    expect((await demoted.call('/chat/user/allow_register/get', {}, tokens.boss02!)).errCode).toBe(20101);

    // A new admin secret ends every admin account's token, as it ends the IM admin tokens.
    const rekeyed = await restart(demoted, { adminAccounts: 'boss01,boss02', adminSecret: 'a-new-admin-secret-0002' });
    expect((await rekeyed.call('/chat/user/allow_register/get', {}, tokens.boss01!)).errCode).toBe(20101);
    expect((await rekeyed.call('/chat/user/force_logout', { userID: 'staff01' }, imAdmin)).errCode).not.toBe(0);
    // The accounts themselves still sign in as administrators.
    const again = await rekeyed.call('/chat/account/admin_login', { account: 'acct_boss01', password: md5('pw1234') });
    const fresh = (again.data as { chatToken: string }).chatToken;
    expect((await rekeyed.call('/chat/user/allow_register/get', {}, fresh)).errCode).toBe(0);
  });

  it("sign out revokes the IM admin token the console got with the secret (IM's /auth/logout)", async () => {
    const app = await start({ adminSecret: SECRET });
    const got = await app.call('/api/auth/get_admin_token', { secret: SECRET, userID: app.config.adminUserID });
    const token = (got.data as { token: string }).token;
    expect((await app.call('/chat/user/allow_register/get', {}, token)).errCode).toBe(0);
    expect((await app.call('/api/auth/logout', {}, token)).errCode).toBe(0);
    expect((await app.call('/chat/user/allow_register/get', {}, token)).errCode).not.toBe(0);
    expect((await app.call('/api/user/get_users_info', { userIDs: ['x'] }, token)).errCode).toBe(1502);
    expect((await app.call('/api/auth/logout', {}, '')).errCode).toBe(1001);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../../test/admin-app.ts';
import { md5 } from '../../test/chat-calls.ts';
import { GatewayClient } from '../../gateway/gateway-client.ts';
import { CODES_FILE } from '../code-senders.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const page = { pageNumber: 1, showNumber: 20 };

async function start(overrides = {}) {
  const started = await startAdminApp(overrides);
  app = started.app;
  return started;
}

const gateway = (userID: string, token: string, platformID = 5) => {
  const { port } = app!.server.address() as { port: number };
  return GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, { userID, token, platformID });
};

describe('blocking an account', () => {
  it('ends its sessions, refuses its sign-in with 20012 until unblocked, and lists it meanwhile', async () => {
    const { admin, register, login, call, services } = await start();
    const bob = await register('Bob', '13800000002');
    const socket = await gateway(bob.userID, bob.imToken);

    expect((await admin('/block/add', { userID: bob.userID, reason: 'spam' })).errCode).toBe(0);
    await socket.closed;
    expect(services.hub.connectionsOf(bob.userID)).toHaveLength(0);
    expect((await call('/chat/user/find/full', { userIDs: [bob.userID] }, bob.chatToken)).errCode).toBe(20101);
    expect(() => services.tokens.verify(bob.imToken)).toThrow();
    // The right password: refused for the block. A wrong one: still "wrong password", which tells a guesser nothing.
    expect(await login('13800000002')).toMatchObject({ errCode: 20012, errDlt: 'account blocked' });
    expect((await login('13800000002', 'wrong-one')).errCode).toBe(20001);
    expect(
      (
        await call('/chat/account/login', {
          areaCode: '+86',
          phoneNumber: '13800000002',
          verifyCode: '666666',
          platform: 5,
        })
      ).errCode,
    ).toBe(20012);

    const listed = await admin('/block/search', { keyword: 'bo', pagination: page });
    expect(listed.data).toMatchObject({
      total: 1,
      users: [{ userID: bob.userID, nickname: 'Bob', reason: 'spam', opUserID: 'imAdmin' }],
    });
    const found = await admin('/user/admin_search', { keyword: 'Bob', pagination: page });
    expect(found.data).toMatchObject({ total: 1, users: [{ userID: bob.userID, blocked: true, blockReason: 'spam' }] });

    expect((await admin('/block/del', { userIDs: [bob.userID] })).errCode).toBe(0);
    expect((await login('13800000002')).errCode).toBe(0);
    expect((await admin('/block/search', { keyword: '', pagination: page })).data).toMatchObject({ total: 0 });
  });

  it('refuses an unknown account (1004) and bad input (1001) without writing anything', async () => {
    const { admin } = await start();
    expect((await admin('/block/add', { userID: 'nobody' })).errCode).toBe(1004);
    expect((await admin('/block/add', { userID: '' })).errCode).toBe(1001);
    expect((await admin('/block/add', { userID: 'x', reason: 'r'.repeat(201) })).errCode).toBe(1001);
    expect((await admin('/block/del', { userIDs: [] })).errCode).toBe(1001);
    expect((await admin('/block/search', { keyword: '', pagination: { pageNumber: 0, showNumber: 10 } })).errCode).toBe(
      1001,
    );
    expect((await admin('/block/search', { keyword: '', pagination: page })).data).toMatchObject({ total: 0 });
  });
});

describe('force logout', () => {
  it('ends every session of the user, who may sign in again', async () => {
    const { admin, register, login, call } = await start();
    const carol = await register('Carol', '13800000003');
    const socket = await gateway(carol.userID, carol.imToken);
    expect((await admin('/user/force_logout', { userID: carol.userID })).errCode).toBe(0);
    await socket.closed;
    expect((await call('/chat/user/find/full', { userIDs: [carol.userID] }, carol.chatToken)).errCode).toBe(20101);
    expect((await login('13800000003')).errCode).toBe(0);
    expect((await admin('/user/force_logout', { userID: 'nobody' })).errCode).toBe(1004);
  });
});

describe('an admin password reset', () => {
  it('sends the user a code, never a password, and the user sets a new one with it', async () => {
    const { admin, register, login, call, config } = await start({ superCode: undefined });
    // Registered by an admin, as the test server has no super code now.
    const created = await admin('/account/add_user', {
      user: { nickname: 'Dave', areaCode: '+86', phoneNumber: '13800000004', password: md5('secret1') },
    });
    expect(created.errCode).toBe(0);
    const reset = await admin('/user/password/reset', { userID: (created.data as { userID: string }).userID });
    expect(reset).toMatchObject({ errCode: 0, data: { channel: 'phone' } });
    expect(JSON.stringify(reset)).not.toMatch(/password|secret/i);
    const line = readFileSync(join(config.dataDir, CODES_FILE), 'utf8').trim().split('\n').at(-1)!;
    const code = /^\S+ \+86 13800000004 (\d{6})$/.exec(line)?.[1];
    expect(code).toBeDefined();
    const done = await call('/chat/account/password/reset', {
      areaCode: '+86',
      phoneNumber: '13800000004',
      verifyCode: code,
      password: md5('fresh22'),
    });
    expect(done.errCode).toBe(0);
    expect((await login('13800000004', 'fresh22')).errCode).toBe(0);
    void register;
  });

  it('refuses an account with no e-mail or phone to send a code to (1001), and an unknown one (1004)', async () => {
    const { admin } = await start();
    const created = await admin('/account/add_user', {
      user: { nickname: 'Erin', account: 'erin_only', password: md5('secret1') },
    });
    const erin = (created.data as { userID: string }).userID;
    expect((await admin('/user/password/reset', { userID: erin })).errCode).toBe(1001);
    expect((await admin('/user/password/reset', { userID: 'nobody' })).errCode).toBe(1004);
  });
});

describe('creating an account', () => {
  it('makes a chat account and its IM user, which signs in with the password the admin chose', async () => {
    const { admin, call, services } = await start();
    const created = await admin('/account/add_user', {
      user: { userID: 'frank01', nickname: 'Frank', account: 'frank_account', password: md5('secret1') },
    });
    expect(created).toMatchObject({ errCode: 0, data: { userID: 'frank01' } });
    expect(services.users.get('frank01')).toMatchObject({ nickname: 'Frank' });
    const signedIn = await call('/chat/account/login', {
      account: 'frank_account',
      password: md5('secret1'),
      platform: 5,
    });
    expect(signedIn).toMatchObject({ errCode: 0, data: { userID: 'frank01' } });
  });

  it('refuses a taken userID (1003), account (20004) or phone (20003), or no credential (1001), creating nothing', async () => {
    const { admin, register, call, adminToken } = await start();
    await register('Gina', '13800000007');
    await admin('/account/add_user', {
      user: { userID: 'gina02', nickname: 'G', account: 'gina_two', password: md5('x') },
    });
    const attempt = (user: Record<string, unknown>) =>
      admin('/account/add_user', { user: { nickname: 'New', password: md5('x'), ...user } });
    expect((await attempt({ userID: 'gina02', account: 'other_one' })).errCode).toBe(1003);
    expect((await attempt({ account: 'gina_two' })).errCode).toBe(20004);
    expect((await attempt({ areaCode: '+86', phoneNumber: '13800000007' })).errCode).toBe(20003);
    expect((await attempt({})).errCode).toBe(1001);
    expect((await attempt({ account: 'short' })).errCode).toBe(1001);
    expect((await attempt({ account: 'plainpass', password: 'secret' })).errCode).toBe(1001);
    expect((await attempt({ userID: 'imAdmin', account: 'sneaky_admin' })).errCode).toBe(1001);
    // The IM server already has this user, without a chat account: IM refuses, and nothing half-written is left.
    const imOnly = await call('/api/user/user_register', { users: [{ userID: 'imonly1', nickname: 'I' }] }, adminToken);
    expect(imOnly.errCode).toBe(0);
    expect((await attempt({ userID: 'imonly1', account: 'sneaky_admin' })).errCode).not.toBe(0);
    expect((await admin('/user/admin_search', { keyword: 'sneaky', pagination: page })).data).toMatchObject({
      total: 0,
    });
    expect((await admin('/user/admin_search', { keyword: '', pagination: page })).data).toMatchObject({ total: 2 });
  });
});

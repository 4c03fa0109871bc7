import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../../test/admin-app.ts';
import { md5 } from '../../test/chat-calls.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('an account the server marks as an administrator', () => {
  it('signs in to the console with its own password, and no other account does', async () => {
    const started = await startAdminApp({ adminAccounts: 'boss01', loginLimitPerAccount: 5 });
    app = started.app;
    const { admin, call } = started;
    for (const [userID, account] of [
      ['boss01', 'the_boss'],
      ['staff01', 'the_staff'],
    ])
      expect(
        (await admin('/account/add_user', { user: { userID, nickname: userID, account, password: md5('pw1234') } }))
          .errCode,
      ).toBe(0);

    const boss = await call('/chat/account/admin_login', { account: 'the_boss', password: md5('pw1234') });
    expect(boss).toMatchObject({ errCode: 0, data: { userID: 'boss01', expireTimeSeconds: 86_400 } });
    const token = (boss.data as { chatToken: string }).chatToken;
    expect((await call('/chat/user/allow_register/get', {}, token)).errCode).toBe(0);
    // Blocking by an admin account is recorded under its name.
    expect((await call('/chat/block/add', { userID: 'staff01' }, token)).errCode).toBe(0);
    expect(
      (await admin('/block/search', { keyword: '', pagination: { pageNumber: 1, showNumber: 10 } })).data,
    ).toMatchObject({
      users: [{ userID: 'staff01', opUserID: 'boss01' }],
    });
    await admin('/block/del', { userIDs: ['staff01'] });

    // The same account's ordinary sign-in is a user's: no admin routes with it.
    const ordinary = await call('/chat/account/login', { account: 'the_boss', password: md5('pw1234'), platform: 5 });
    const userToken = (ordinary.data as { chatToken: string }).chatToken;
    expect((await call('/chat/user/allow_register/get', {}, userToken)).errCode).toBe(1002);

    // Anyone else, with the right password, gets what a wrong password gets.
    expect((await call('/chat/account/admin_login', { account: 'the_staff', password: md5('pw1234') })).errCode).toBe(
      20001,
    );
    expect((await call('/chat/account/admin_login', { account: 'the_boss', password: md5('wrong') })).errCode).toBe(
      20001,
    );
    expect((await call('/chat/account/admin_login', { account: 'nobody_here', password: md5('pw1234') })).errCode).toBe(
      20001,
    );
    expect((await call('/chat/account/admin_login', { password: md5('pw1234') })).errCode).toBe(1001);
  });

  it('is locked out after too many wrong passwords, like any sign-in, and a blocked one is refused', async () => {
    const started = await startAdminApp({ adminAccounts: 'boss02', loginLimitPerAccount: 3 });
    app = started.app;
    const { admin, call } = started;
    await admin('/account/add_user', {
      user: { userID: 'boss02', nickname: 'B', account: 'boss_two', password: md5('pw1234') },
    });
    const tries = [];
    for (let i = 0; i < 4; i++)
      tries.push(
        (await call('/chat/account/admin_login', { account: 'boss_two', password: md5(`guess${i}`) })).errCode,
      );
    expect(tries.slice(0, 3)).toEqual([20001, 20001, 20001]);
    expect(tries[3]).toBe(20005);
    expect((await call('/chat/account/admin_login', { account: 'boss_two', password: md5('pw1234') })).errCode).toBe(
      20005,
    );

    const other = await startAdminApp({ adminAccounts: 'boss03' });
    try {
      await other.admin('/account/add_user', {
        user: { userID: 'boss03', nickname: 'C', account: 'boss_three', password: md5('pw1234') },
      });
      await other.admin('/block/add', { userID: 'boss03' });
      expect(
        (await other.call('/chat/account/admin_login', { account: 'boss_three', password: md5('pw1234') })).errCode,
      ).toBe(20001);
    } finally {
      await other.app.close();
    }
  });

  it('is nobody by default', async () => {
    const started = await startAdminApp();
    app = started.app;
    await started.admin('/account/add_user', {
      user: { userID: 'u1', nickname: 'U', account: 'some_user', password: md5('pw1234') },
    });
    expect(
      (await started.call('/chat/account/admin_login', { account: 'some_user', password: md5('pw1234') })).errCode,
    ).toBe(20001);
  });
});

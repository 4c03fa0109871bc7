import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../test/admin-app.ts';
import { md5 } from '../test/chat-calls.ts';
import { TEST_SUPER_CODE } from '../test/test-app.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe("OpenIM's reserved user IDs", () => {
  it('are refused to every way of making an account, an admin chat token included, and leave no row', async () => {
    const started = await startAdminApp({ adminAccounts: 'boss01' });
    app = started.app;
    const { admin, call, adminToken, db } = started;
    const made = await admin('/account/add_user', {
      user: { userID: 'boss01', nickname: 'Boss', account: 'the_boss', password: md5('pw1234') },
    });
    expect(made.errCode, JSON.stringify(made)).toBe(0);
    const boss = await call('/chat/account/admin_login', { account: 'the_boss', password: md5('pw1234') });
    expect(boss.errCode, JSON.stringify(boss)).toBe(0);
    const bossToken = (boss.data as { chatToken: string }).chatToken;

    let n = 0;
    const register = (userID: string) =>
      call(
        '/chat/account/register',
        {
          verifyCode: TEST_SUPER_CODE,
          platform: 5,
          user: { userID, nickname: userID, account: `acct_${userID}_${n++}`, password: md5('pw1234') },
        },
        bossToken,
      );
    for (const userID of ['imAdmin', 'chatAdmin', 'IMADMIN', 'openIMAdmin']) {
      expect(await register(userID)).toMatchObject({ errCode: 1001, errDlt: expect.stringMatching(/reserved/) });
      const added = await admin('/account/add_user', {
        user: { userID, nickname: userID, account: `added_${n++}`, password: md5('pw1234') },
      });
      expect(added).toMatchObject({ errCode: 1001 });
      const registered = await call(
        '/api/user/user_register',
        { users: [{ userID, nickname: userID, faceURL: '' }] },
        adminToken,
      );
      expect(registered).toMatchObject({ errCode: 1001, errDlt: expect.stringMatching(/reserved/) });
    }
    const rows = db
      .prepare("SELECT COUNT(*) FROM chat_accounts WHERE lower(user_id) IN ('imadmin', 'chatadmin', 'openimadmin')")
      .pluck()
      .get();
    expect(rows).toBe(0);
    // An ordinary ID still registers.
    expect((await register('staff_777')).errCode).toBe(0);
  });
});

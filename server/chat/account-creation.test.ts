import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../test/admin-app.ts';
import { md5 } from '../test/chat-calls.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('an account whose IM user cannot be made', () => {
  it('is not left behind: IM’s refusal passes through, and the phone number stays free', async () => {
    const started = await startAdminApp();
    app = started.app;
    const { admin, call, adminToken, chatDb } = started;
    // IM already has this user ID (made straight through its API), the chat service does not.
    const imOnly = await call(
      '/api/user/user_register',
      { users: [{ userID: 'imonly_01', nickname: 'IM only', faceURL: '' }] },
      adminToken,
    );
    expect(imOnly.errCode, JSON.stringify(imOnly)).toBe(0);

    const user = { nickname: 'Clash', areaCode: '+86', phoneNumber: '13900002222', password: md5('pw1234') };
    const refused = await admin('/account/add_user', { user: { ...user, userID: 'imonly_01' } });
    expect(refused.errCode, JSON.stringify(refused)).toBe(1102);
    const rows = await chatDb
      .selectFrom('chat_accounts')
      .select('user_id')
      .where('phone_number', '=', '13900002222')
      .execute();
    expect(rows).toEqual([]);

    const made = await admin('/account/add_user', { user });
    expect(made.errCode, JSON.stringify(made)).toBe(0);
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import { CODES_FILE } from './code-senders.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { openChatDatabase } from './storage/chat-database.ts';
import { VerificationCodes } from './verification-codes.ts';
import { ChatTokenStore, ChatUserType } from './chat-tokens.ts';
import { importOrgCsv } from './organization/org-import.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A server as it runs by default: no super code, so codes come only from the operator's log. */
async function start() {
  const created = await createTestApp({ superCode: undefined });
  app = created.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const call = caller(app);
  const lastCode = () =>
    readFileSync(join(created.config.dataDir, CODES_FILE), 'utf8').trim().split('\n').at(-1)!.split(' ').at(-1)!;
  const register = async (user: Record<string, unknown>) => {
    const { areaCode = '', phoneNumber = '', email = '' } = user as Record<string, string>;
    expect((await call('/chat/account/code/send', { usedFor: 1, areaCode, phoneNumber, email })).errCode).toBe(0);
    const registered = await call('/chat/account/register', {
      verifyCode: lastCode(),
      platform: 5,
      autoLogin: true,
      user: { nickname: 'Someone', password: md5('secret1'), ...user },
    });
    expect(registered.errCode).toBe(0);
    return registered.data as { userID: string; chatToken: string };
  };
  return { ...created, call, lastCode, register };
}

describe('phone numbers and e-mail addresses', () => {
  it('cannot be claimed through /user/update, so their real owner can still register', async () => {
    const { call, register } = await start();
    const mallory = await register({ areaCode: '+86', phoneNumber: '13800000009' });
    const claims = [
      { areaCode: '+86', phoneNumber: '13800000001' },
      { email: 'lena@example.com' },
      { areaCode: '+86', phoneNumber: '', email: 'lena@example.com' },
    ];
    for (const claim of claims) {
      const answer = await call('/chat/user/update', { userID: mallory.userID, ...claim }, mallory.chatToken);
      expect(answer).toMatchObject({ errCode: 1002, errDlt: expect.stringMatching(/only with a code/) });
    }
    // Repeating the current values (as a client sending the whole record does) changes nothing and is fine.
    const same = { areaCode: '86', phoneNumber: '13800000009', email: '', nickname: 'Mallory' };
    expect((await call('/chat/user/update', { userID: mallory.userID, ...same }, mallory.chatToken)).errCode).toBe(0);
    const full = await call('/chat/user/find/full', { userIDs: [mallory.userID] }, mallory.chatToken);
    expect(full.data!.users).toEqual([
      expect.objectContaining({ nickname: 'Mallory', phoneNumber: '13800000009', email: '' }),
    ]);

    // Their owners register with them as usual.
    await register({ areaCode: '+86', phoneNumber: '13800000001' });
    await register({ email: 'lena@example.com' });
  });

  it('change with a code sent to the new phone number', async () => {
    const { call, lastCode, register } = await start();
    const ava = await register({ areaCode: '+86', phoneNumber: '13800000001' });
    await register({ areaCode: '+86', phoneNumber: '13800000002' });
    const newPhone = { areaCode: '+44', phoneNumber: '7700900123' };
    // Only to a number nobody holds.
    const taken = { usedFor: 4, areaCode: '+86', phoneNumber: '13800000002' };
    expect((await call('/chat/account/code/send', taken)).errCode).toBe(20003);
    expect((await call('/chat/account/code/send', { usedFor: 4, ...newPhone })).errCode).toBe(0);
    const code = lastCode();
    const wrong = code === '000001' ? '000002' : '000001';
    expect((await call('/chat/account/phone/change', { ...newPhone, verifyCode: wrong }, ava.chatToken)).errCode).toBe(
      20006,
    );
    expect((await call('/chat/account/phone/change', { ...newPhone, verifyCode: code }, ava.chatToken)).errCode).toBe(
      0,
    );
    const login = { ...newPhone, password: md5('secret1'), platform: 5 };
    expect(await call('/chat/account/login', login)).toMatchObject({ errCode: 0, data: { userID: ava.userID } });
    // The old number is free again, and the code is used up.
    const old = { areaCode: '+86', phoneNumber: '13800000001', password: md5('secret1'), platform: 5 };
    expect((await call('/chat/account/login', old)).errCode).toBe(20001);
    expect((await call('/chat/account/phone/change', { ...newPhone, verifyCode: code }, ava.chatToken)).errCode).toBe(
      20007,
    );
  });
});

describe('account names', () => {
  it('are set after registration only by an admin, so nobody takes a name a sheet lists for someone else', async () => {
    const { call, register, chatDb, config } = await start();
    // Lena registered by phone; HR's sheet files her under the account name she is to be given.
    const lena = await register({ areaCode: '+86', phoneNumber: '13800000001' });
    const mallory = await register({ email: 'mallory@example.com', account: 'mallory1' });
    const sheet = 'department,name,account_or_phone,position,entry_date\nFinance,Lena,lena_novak,Controller,\n';
    for (const account of ['lena_novak', '']) {
      const answer = await call('/chat/user/update', { userID: mallory.userID, account }, mallory.chatToken);
      expect(answer).toMatchObject({ errCode: 1002, errDlt: expect.stringMatching(/only by an admin/) });
    }
    expect((await call('/chat/user/update', { userID: mallory.userID, level: 100 }, mallory.chatToken)).errCode).toBe(
      1002,
    );
    // The sheet finds nobody under that name rather than the claimant.
    expect((await importOrgCsv(chatDb, sheet)).problems).toEqual([
      { line: 2, message: 'no account has the account name or phone "lena_novak"' },
    ]);
    // Repeating one's own name (a client sending the whole record) is fine, and an admin sets Lena's.
    const same = { userID: mallory.userID, account: 'mallory1', nickname: 'M' };
    expect((await call('/chat/user/update', same, mallory.chatToken)).errCode).toBe(0);
    expect(
      (await call('/chat/user/update', { userID: lena.userID, account: 'lena_novak' }, lena.chatToken)).errCode,
    ).toBe(1002);
    // An administrator's chat token, bound to the server's admin secret as admin_login's are.
    const admin = await new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS, Date.now, {
      secret: config.adminSecret,
      isAdminAccount: () => true,
    }).issue(config.adminUserID, ChatUserType.admin);
    expect((await call('/chat/user/update', { userID: lena.userID, account: 'lena_novak' }, admin)).errCode).toBe(0);
    const imported = await importOrgCsv(chatDb, sheet);
    expect(imported).toMatchObject({ problems: [], membersImported: 1 });
    const filed = (await chatDb.selectFrom('department_members').select('user_id').execute()).map((row) => row.user_id);
    expect(filed).toEqual([lena.userID]);
  });
});

describe('verification codes at rest', () => {
  it('are stored only salted and hashed, and still verify', async () => {
    const { call, chatDb, lastCode } = await start();
    const phone = { areaCode: '+86', phoneNumber: '13800000001' };
    expect((await call('/chat/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(0);
    expect((await call('/chat/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(0);
    const code = lastCode();
    const rows: Array<Record<string, unknown>> = await chatDb.selectFrom('verification_codes').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).not.toHaveProperty('code');
      expect(Object.values(row)).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // A salt per code: the same code sent twice would not give the same hash.
    expect(new Set(rows.map((row) => row.salt)).size).toBe(2);
    expect((await call('/chat/account/code/verify', { ...phone, verifyCode: code })).errCode).toBe(0);
  });

  it('a code stored in plain text before the upgrade is gone, while its row still counts toward the daily limit', async () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'parley-codes-')));
    const hashed = migrations.find((migration) => migration.name === 'hashed-verification-codes')!;
    migrate(
      db,
      migrations.filter((migration) => migration.id < hashed.id),
    );
    db.prepare(
      "INSERT INTO verification_codes (account, code, created_at) VALUES ('+86 13800000001', '123456', ?)",
    ).run(Date.now());
    migrate(db);
    const rows = db.prepare('SELECT * FROM verification_codes').all();
    expect(rows).toEqual([expect.objectContaining({ account: '+86 13800000001', salt: '', code_hash: '' })]);
    const chat = await openChatDatabase('', db);
    const codes = new VerificationCodes(chat.db, { send: async () => {} }, undefined);
    await expect(codes.verify('+86 13800000001', '123456')).rejects.toMatchObject({ errCode: 20006 });
    db.close();
  });
});

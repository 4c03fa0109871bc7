import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import type { Services } from '../services/services.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import type { ServerConfig } from '../config/config.ts';
import { CODES_FILE } from './code-senders.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
let app: FastifyInstance;
let services: Services;
let chatDb: ChatDb;
let config: ServerConfig;

beforeEach(async () => {
  ({ app, services, config, chatDb } = await createTestApp());
  // The chat module reaches IM over HTTP, so the app must really listen.
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.close());

async function chat(path: string, payload: Record<string, unknown>, token = '', operationID = 'op') {
  const headers: Record<string, string> = {
    ...(operationID ? { operationid: operationID } : {}),
    ...(token ? { token } : {}),
  };
  const response = await app.inject({ method: 'POST', url: `/chat${path}`, headers, payload });
  return response.json() as { errCode: number; errMsg: string; data?: Record<string, unknown> };
}

const phone = { areaCode: '+86', phoneNumber: '13800000001' };
/** The last code sent: the database keeps only its hash, the operator's log (no SMTP here) the code. */
const lastCode = () =>
  readFileSync(join(config.dataDir, CODES_FILE), 'utf8').trim().split('\n').at(-1)!.split(' ').at(-1)!;

async function register(extra: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  return chat('/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    ...extra,
    user: { nickname: 'Alice', password: md5('secret1'), ...phone, ...user },
  });
}

describe('capabilities', () => {
  it('tells anyone, before sign-in, what it offers beyond OpenIM’s open-source chat service', async () => {
    expect(await chat('/parley/capabilities', {})).toMatchObject({
      errCode: 0,
      // The registration screen's agreement link: Parley's own page unless PARLEY_TERMS_URL names another.
      data: {
        accountLogin: true,
        emailChange: true,
        moments: true,
        organization: true,
        reactions: true,
        edits: true,
        pins: true,
        termsUrl: '/terms.html',
        linkPreview: true,
      },
    });
  });
});

describe('verification codes', () => {
  it('checks what a code is for before sending it', async () => {
    expect((await chat('/account/code/send', { usedFor: 2, ...phone })).errCode).toBe(20002);
    expect((await chat('/account/code/send', { usedFor: 9, ...phone })).errCode).toBe(1001);
    expect((await chat('/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(0);
  });

  it('limits an account to 10 codes a day', async () => {
    for (let i = 0; i < 10; i++) expect((await chat('/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(0);
    expect((await chat('/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(20005);
  });

  it('refuses a wrong code, then every code after 5 wrong tries, and an expired one', async () => {
    await chat('/account/code/send', { usedFor: 1, ...phone });
    const code = lastCode();
    const wrong = code === '000001' ? '000002' : '000001';
    expect((await chat('/account/code/verify', { ...phone, verifyCode: code })).errCode).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await chat('/account/code/verify', { ...phone, verifyCode: wrong })).errCode).toBe(20006);
    expect((await chat('/account/code/verify', { ...phone, verifyCode: code })).errCode).toBe(20008);

    await chat('/account/code/send', { usedFor: 1, ...phone });
    await chatDb
      .updateTable('verification_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', 11 * 60000) }))
      .execute();
    const fresh = lastCode();
    expect((await chat('/account/code/verify', { ...phone, verifyCode: fresh })).errCode).toBe(20007);
  });

  it('accepts the super code the test server names (PARLEY_SUPER_CODE)', async () => {
    expect((await chat('/account/code/verify', { ...phone, verifyCode: TEST_SUPER_CODE })).errCode).toBe(0);
  });
});

describe('accounts', () => {
  it('registers through IM, stores no plain password, and logs straight in', async () => {
    const registered = await register();
    expect(registered.errCode).toBe(0);
    const { userID, imToken, chatToken } = registered.data as { userID: string; imToken: string; chatToken: string };
    expect(userID).toMatch(/^\d{10}$/);
    expect(services.users.get(userID)?.nickname).toBe('Alice');
    expect(services.tokens.verify(imToken)).toMatchObject({ userID, platformID: 5 });
    expect(chatToken).toBeTruthy();
    const { password_hash: stored } = await chatDb
      .selectFrom('chat_accounts')
      .select('password_hash')
      .where('user_id', '=', userID)
      .executeTakeFirstOrThrow();
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain(md5('secret1'));
  });

  it('answers a taken phone, account or e-mail with its own code', async () => {
    await register({}, { account: 'alice_01', email: 'alice@example.com' });
    expect((await register({}, { account: '' })).errCode).toBe(20003);
    expect((await register({}, { phoneNumber: '13800000002', account: 'alice_01' })).errCode).toBe(20004);
    expect((await register({}, { phoneNumber: '13800000003', email: 'ALICE@example.com' })).errCode).toBe(20014);
  });

  it('refuses a password that is not an md5 hex, with the field named', async () => {
    const result = await register({}, { password: 'plaintext' });
    expect(result.errCode).toBe(1001);
  });

  it('logs in by password or by code, account before phone before e-mail', async () => {
    const { userID } = (await register({}, { email: 'a@example.com' })).data as { userID: string };
    expect((await chat('/account/login', { ...phone, password: md5('wrong'), platform: 5 })).errCode).toBe(20001);
    expect(
      (
        await chat('/account/login', {
          areaCode: '86',
          phoneNumber: '13800000009',
          password: md5('secret1'),
          platform: 5,
        })
      ).errCode,
    ).toBe(20001); // an unknown account answers as a wrong password does: logins never tell which accounts exist
    const byEmail = await chat('/account/login', { email: 'a@example.com', password: md5('secret1'), platform: 5 });
    expect(byEmail.data).toMatchObject({ userID });
    expect(services.tokens.verify((byEmail.data as { imToken: string }).imToken).platformID).toBe(5);
    expect((await chat('/account/login', { ...phone, verifyCode: TEST_SUPER_CODE, platform: 5 })).data).toMatchObject({
      userID,
    });
  });

  it('changes a password, ending every chat and IM session', async () => {
    const { userID, imToken, chatToken } = (await register()).data as {
      userID: string;
      imToken: string;
      chatToken: string;
    };
    // OpenIM's ChangePasswordReq.Check: the userID is required, even for one's own password.
    expect(
      (
        await chat(
          '/account/password/change',
          { currentPassword: md5('secret1'), newPassword: md5('next2') },
          chatToken,
        )
      ).errCode,
    ).toBe(1001);
    expect(
      (
        await chat(
          '/account/password/change',
          { userID, currentPassword: md5('nope'), newPassword: md5('next2') },
          chatToken,
        )
      ).errCode,
    ).toBe(1002);
    expect(
      (
        await chat(
          '/account/password/change',
          { userID, currentPassword: md5('secret1'), newPassword: md5('secret1') },
          chatToken,
        )
      ).errCode,
    ).toBe(1001);
    expect(
      (
        await chat(
          '/account/password/change',
          { userID, currentPassword: md5('secret1'), newPassword: md5('next2') },
          chatToken,
        )
      ).errCode,
    ).toBe(0);
    // The ended session says why (issue 27 point 7): a device signed out by it tells its user.
    expect(await chat('/user/find/full', { userIDs: [userID] }, chatToken)).toMatchObject({
      errCode: 20101,
      errDlt: 'PasswordChanged',
    });
    expect(() => services.tokens.verify(imToken)).toThrow();
    expect((await chat('/account/login', { ...phone, password: md5('next2'), platform: 5 })).errCode).toBe(0);
  });

  it('changes the e-mail only with a code sent to the new, unused address', async () => {
    const { chatToken } = (await register()).data as { chatToken: string };
    await register({}, { phoneNumber: '13800000002', email: 'taken@example.com' });
    // usedFor 4 sends only to an address nobody holds.
    expect((await chat('/account/code/send', { usedFor: 4, email: 'taken@example.com' })).errCode).toBe(20014);
    // Nor to a number already someone's.
    expect((await chat('/account/code/send', { usedFor: 4, ...phone })).errCode).toBe(20003);
    expect((await chat('/account/code/send', { usedFor: 4, email: 'New@Example.com' })).errCode).toBe(0);
    const code = lastCode();
    const wrong = code === '000001' ? '000002' : '000001';
    expect((await chat('/account/email/change', { email: 'new@example.com', verifyCode: code })).errCode).toBe(1001);
    expect(
      (await chat('/account/email/change', { email: 'new@example.com', verifyCode: wrong }, chatToken)).errCode,
    ).toBe(20006);
    expect(
      (await chat('/account/email/change', { email: 'taken@example.com', verifyCode: TEST_SUPER_CODE }, chatToken))
        .errCode,
    ).toBe(20014);
    expect(
      (await chat('/account/email/change', { email: 'new@example.com', verifyCode: code }, chatToken)).errCode,
    ).toBe(0);
    expect(
      (await chat('/account/login', { email: 'new@example.com', password: md5('secret1'), platform: 5 })).errCode,
    ).toBe(0);
    // The code is used up.
    expect(
      (await chat('/account/email/change', { email: 'new@example.com', verifyCode: code }, chatToken)).errCode,
    ).toBe(20007);
  });

  it('resets a forgotten password with a code', async () => {
    await register();
    expect(
      (await chat('/account/password/reset', { ...phone, verifyCode: TEST_SUPER_CODE, password: md5('fresh3') }))
        .errCode,
    ).toBe(0);
    expect((await chat('/account/login', { ...phone, password: md5('fresh3'), platform: 5 })).errCode).toBe(0);
  });
});

describe('users', () => {
  it('needs operationID and a chat token, and knows a revoked token', async () => {
    expect((await chat('/user/find/public', { userIDs: [] }, '', '')).errMsg).toBe('ArgsError');
    expect((await chat('/user/find/public', { userIDs: [] })).errCode).toBe(1001);
    expect((await chat('/user/find/public', { userIDs: [] }, 'not-a-token')).errCode).toBe(20101);
  });

  it('shows contact details only to the user and their friends', async () => {
    const alice = (await register({}, { email: 'alice@example.com' })).data as { userID: string; chatToken: string };
    const bob = (await register({}, { phoneNumber: '13800000002', nickname: 'Bob' })).data as {
      userID: string;
      chatToken: string;
    };
    const asStranger = await chat('/user/find/full', { userIDs: [alice.userID] }, bob.chatToken);
    expect(asStranger.data!.users).toEqual([
      expect.objectContaining({ userID: alice.userID, phoneNumber: '', email: '' }),
    ]);
    const asSelf = await chat('/user/find/full', { userIDs: [alice.userID] }, alice.chatToken);
    expect(asSelf.data!.users).toEqual([
      expect.objectContaining({ phoneNumber: '13800000001', email: 'alice@example.com' }),
    ]);
    services.relations.addFriend(bob.userID, alice.userID, 2, bob.userID, Date.now());
    const asFriend = await chat('/user/find/full', { userIDs: [alice.userID] }, bob.chatToken);
    expect(asFriend.data!.users).toEqual([expect.objectContaining({ phoneNumber: '13800000001' })]);
  });

  it('matches the search keyword literally', async () => {
    const alice = (await register({}, { nickname: '100% Alice' })).data as { chatToken: string };
    await register({}, { phoneNumber: '13800000002', nickname: 'Bob' });
    const pagination = { pageNumber: 1, showNumber: 20 };
    const percent = await chat('/user/search/public', { keyword: '%', pagination }, alice.chatToken);
    expect((percent.data!.users as Array<{ nickname: string }>).map((u) => u.nickname)).toEqual(['100% Alice']);
    const underscore = await chat('/user/search/public', { keyword: '_', pagination }, alice.chatToken);
    expect(underscore.data!.users).toEqual([]);
  });

  it('forwards a new nickname to IM', async () => {
    const { userID, chatToken } = (await register()).data as { userID: string; chatToken: string };
    // Registered without one, the gender is 0, which OpenIM's clients show as "private".
    const registered = await chat('/user/find/full', { userIDs: [userID] }, chatToken);
    expect(registered.data!.users).toEqual([expect.objectContaining({ gender: 0 })]);
    expect((await chat('/user/update', { userID, nickname: 'Alicia', allowAddFriend: 2 }, chatToken)).errCode).toBe(0);
    expect(services.users.get(userID)?.nickname).toBe('Alicia');
    expect((await chat('/user/update', { userID: 'someone-else', nickname: 'x' }, chatToken)).errCode).toBe(1002);
  });
});

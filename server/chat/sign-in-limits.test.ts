import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';

let app: FastifyInstance;
afterEach(() => app.close());

async function start() {
  const created = await createTestApp({
    loginLimitPerAccount: 3,
    loginLimitPerIP: 5,
    codeSendLimitPerIP: 4,
    adminSecretLimitPerIP: 3,
  });
  app = created.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { ...created, call: caller(app) };
}

const phoneOf = (n: number) => ({ areaCode: '+86', phoneNumber: `1380000000${n}` });
const login = (n: number, password: string) => ({ ...phoneOf(n), password: md5(password), platform: 5 });

async function register(call: ReturnType<typeof caller>, n: number) {
  const result = await call('/chat/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    user: { nickname: `User ${n}`, password: md5('secret1'), ...phoneOf(n) },
  });
  expect(result.errCode).toBe(0);
}

// Each login runs scrypt; under a full parallel run these take longer than vitest's default 5 s.
describe('password login limits', () => {
  it('locks an account after its limit of wrong passwords, known or unknown alike, from any address', async () => {
    const { call } = await start();
    await register(call, 1);
    for (const n of [1, 9]) {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await call('/chat/account/login', login(n, 'wrong'), '', `10.0.0.${i}`)).errCode);
      // Unknown (9) and known (1) accounts answer the same, so neither the answer nor the limit tells them apart.
      expect(codes).toEqual([20001, 20001, 20001, 20005]);
    }
    const locked = await call('/chat/account/login', login(1, 'secret1'), '', '10.0.1.1');
    expect(locked).toMatchObject({ errCode: 20005, errDlt: expect.stringMatching(/retry after \d+ s/) });
  });

  it("leaves a locked account's owner signing in by code, and a reset lifts the lockout", async () => {
    const { call } = await start();
    await register(call, 1);
    for (let i = 0; i < 3; i++) await call('/chat/account/login', login(1, 'wrong'), '', `10.0.2.${i}`);
    expect((await call('/chat/account/login', login(1, 'secret1'), '', '10.0.3.1')).errCode).toBe(20005);
    const byCode = { ...phoneOf(1), verifyCode: TEST_SUPER_CODE, platform: 5 };
    expect((await call('/chat/account/login', byCode, '', '10.0.3.1')).errCode).toBe(0);
    const reset = { ...phoneOf(1), verifyCode: TEST_SUPER_CODE, password: md5('fresh3') };
    expect((await call('/chat/account/password/reset', reset, '', '10.0.3.1')).errCode).toBe(0);
    expect((await call('/chat/account/login', login(1, 'fresh3'), '', '10.0.3.1')).errCode).toBe(0);
  });

  it('locks an address after its limit of wrong passwords over many accounts, and not other addresses', async () => {
    const { call } = await start();
    await register(call, 1);
    for (let n = 2; n < 7; n++) expect((await call('/chat/account/login', login(n, 'guess'))).errCode).toBe(20001);
    expect((await call('/chat/account/login', login(1, 'secret1'))).errCode).toBe(20005);
    expect((await call('/chat/account/login', login(1, 'secret1'), '', '10.0.0.7')).errCode).toBe(0);
  });

  it('counts only failures, so many good sign-ins from one address go through', async () => {
    const { call } = await start();
    await register(call, 1);
    for (let i = 0; i < 12; i++) expect((await call('/chat/account/login', login(1, 'secret1'))).errCode).toBe(0);
  });
});

describe('code sending limits', () => {
  it('limits the codes one address asks for, whatever the accounts and answers', async () => {
    const { call } = await start();
    const answers = [];
    for (let n = 1; n <= 5; n++)
      answers.push((await call('/chat/account/code/send', { usedFor: n % 2 ? 1 : 2, ...phoneOf(n) })).errCode);
    // Registration codes go out; reset codes for unknown accounts say so (OpenIM's 20002), but count all the same.
    expect(answers).toEqual([0, 20002, 0, 20002, 20005]);
    expect((await call('/chat/account/code/send', { usedFor: 1, ...phoneOf(6) }, '', '10.0.0.2')).errCode).toBe(0);
  });
});

describe('admin secret limits', () => {
  it('locks an address after its limit of wrong secrets, even for the right one', async () => {
    const { call, config } = await start();
    const attempt = (secret: string, from = '10.9.9.9') =>
      call('/api/auth/get_admin_token', { secret, userID: config.adminUserID }, '', from);
    for (let i = 0; i < 3; i++) expect((await attempt(`guess-${i}`)).errCode).toBe(1002);
    expect((await attempt(config.adminSecret)).errCode).toBe(429);
    expect((await attempt(config.adminSecret, '10.9.9.8')).errCode).toBe(0);
  });
});

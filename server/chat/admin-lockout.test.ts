import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe("the server's own admin access", () => {
  it('is not locked out by wrong admin secrets sent from its own address', async () => {
    const created = await createTestApp({ adminSecretLimitPerIP: 10 });
    app = created.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const call = caller(app);
    // Anyone on the machine, or behind a reverse proxy that makes every client 127.0.0.1, guesses the secret.
    const guesses = [];
    for (let i = 0; i < 12; i++)
      guesses.push((await call('/api/auth/get_admin_token', { secret: `guess-${i}`, userID: 'imAdmin' })).errCode);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(1002));
    expect(guesses.slice(10)).toEqual([429, 429]);

    // The chat service still registers and signs people in: both need its admin token for IM.
    const phone = { areaCode: '+86', phoneNumber: '13800000001' };
    const registered = await call('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { nickname: 'Alice', password: md5('secret1'), ...phone },
    });
    expect(registered.errCode).toBe(0);
    const login = await call('/chat/account/login', { ...phone, password: md5('secret1'), platform: 5 });
    expect(login.errCode).toBe(0);
  });
});

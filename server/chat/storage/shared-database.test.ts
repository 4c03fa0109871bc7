import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../../test/test-app.ts';
import { caller, md5 } from '../../test/chat-calls.ts';
import { createTestDatabase } from '../../test/postgres-server.ts';
import { usePostgresServer } from '../../test/use-postgres.ts';

/**
 * Two chat services on one PostgreSQL database, as two copies behind a load balancer: what one learns, the other
 * knows. The `server-chat-apart` project's server, else one of this file's own.
 */
const postgresURL = usePostgresServer();

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function twoCopies() {
  const chatDatabaseURL = await createTestDatabase(postgresURL());
  const limits = { loginLimitPerAccount: 3, loginLimitPerIP: 50, codeSendLimitPerIP: 2 };
  const copies = [];
  for (let i = 0; i < 2; i++) {
    const { app } = await createTestApp({ chatDatabaseURL, ...limits });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    copies.push(caller(app));
  }
  return copies as [ReturnType<typeof caller>, ReturnType<typeof caller>];
}

const phone = { areaCode: '+86', phoneNumber: '13800000001' };

describe('two chat services on one PostgreSQL database', () => {
  it('share accounts, and a password lockout tripped through one holds on the other', async () => {
    const [one, other] = await twoCopies();
    const registered = await one('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      user: { nickname: 'Ada', password: md5('secret1'), ...phone },
    });
    expect(registered.errCode).toBe(0);
    // The other copy knows the account: it refuses to register the number again.
    expect((await other('/chat/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(20003);

    const login = (password: string) => ({ ...phone, password: md5(password), platform: 5 });
    for (let i = 0; i < 3; i++) expect((await one('/chat/account/login', login('wrong'))).errCode).toBe(20001);
    // Locked on the copy that never saw a wrong password, even with the right one.
    const locked = await other('/chat/account/login', login('secret1'));
    expect(locked).toMatchObject({ errCode: 20005, errDlt: expect.stringMatching(/retry after \d+ s/) });
  });

  it('count code requests from one address together', async () => {
    const [one, other] = await twoCopies();
    const ask = (n: number) => ({ usedFor: 1, areaCode: '+86', phoneNumber: `1390000000${n}` });
    expect((await one('/chat/account/code/send', ask(1))).errCode).toBe(0);
    expect((await other('/chat/account/code/send', ask(2))).errCode).toBe(0);
    expect((await one('/chat/account/code/send', ask(3))).errCode).toBe(20005);
    expect((await other('/chat/account/code/send', ask(4))).errCode).toBe(20005);
  });
});

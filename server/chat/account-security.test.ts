import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import type { ServerConfig } from '../config/config.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { CODES_FILE } from './code-senders.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function start(overrides: Partial<ServerConfig>) {
  const created = await createTestApp(overrides);
  app = created.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { ...created, call: caller(app) };
}

const phone = { areaCode: '+86', phoneNumber: '13800000001' };
const registration = (verifyCode: string) => ({
  verifyCode,
  platform: 5,
  autoLogin: true,
  user: { nickname: 'Alice', password: md5('secret1'), ...phone },
});

describe('verification codes without SMTP', () => {
  it('accepts no super code by default, and gives the operator each real code in the log file', async () => {
    const { call, config } = await start({ superCode: undefined });
    expect((await call('/chat/account/code/verify', { ...phone, verifyCode: '666666' })).errCode).toBe(20007);
    expect((await call('/chat/account/register', registration('666666'))).errCode).toBe(20007);

    expect((await call('/chat/account/code/send', { usedFor: 1, ...phone })).errCode).toBe(0);
    // "<time> <account> <code>", one line per code sent.
    const line = readFileSync(join(config.dataDir, CODES_FILE), 'utf8').trim().split('\n').at(-1)!;
    const realCode = /^\S+ \+86 13800000001 (\d{6})$/.exec(line)?.[1];
    expect(realCode).toBeDefined();
    expect((await call('/chat/account/register', registration('666666'))).errCode).toBe(20006);
    expect((await call('/chat/account/register', registration(realCode!))).errCode).toBe(0);
  });

  it('accepts the super code PARLEY_SUPER_CODE names, and only that one', async () => {
    const { call } = await start({ superCode: '424242' });
    expect((await call('/chat/account/register', registration('666666'))).errCode).toBe(20007);
    expect((await call('/chat/account/register', registration('424242'))).errCode).toBe(0);
  });
});

describe('a password reset', () => {
  it('ends every session: IM tokens on every platform, chat tokens and open gateway sockets', async () => {
    const { call, services } = await start({ superCode: TEST_SUPER_CODE });
    const { userID, imToken, chatToken } = (await call('/chat/account/register', registration(TEST_SUPER_CODE)))
      .data as { userID: string; imToken: string; chatToken: string };
    const desktop = await call('/chat/account/login', { ...phone, password: md5('secret1'), platform: 3 });
    const desktopToken = (desktop.data as { imToken: string }).imToken;
    const { port } = app!.server.address() as { port: number };
    const socket = await GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, {
      userID,
      token: imToken,
      platformID: 5,
    });

    const reset = { ...phone, verifyCode: TEST_SUPER_CODE, password: md5('fresh3') };
    expect((await call('/chat/account/password/reset', reset)).errCode).toBe(0);

    await socket.closed;
    expect(await call('/chat/user/find/full', { userIDs: [userID] }, chatToken)).toMatchObject({
      errCode: 20101,
      errDlt: 'PasswordChanged',
    });
    expect(() => services.tokens.verify(imToken)).toThrow(expect.objectContaining({ code: 1506 }));
    expect(() => services.tokens.verify(desktopToken)).toThrow(expect.objectContaining({ code: 1506 }));
    expect(services.hub.connectionsOf(userID)).toHaveLength(0);
    const fresh = await call('/chat/account/login', { ...phone, password: md5('fresh3'), platform: 5 });
    expect(fresh.errCode).toBe(0);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { createTestApp, TEST_SUPER_CODE, TEST_WEBHOOK_SECRET, checkedDataDirs } from '../test/test-app.ts';
import { ChatServiceConfigError, buildChatApp } from './build-chat-app.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const post = async (app: FastifyInstance, url: string, payload: unknown, token = '') =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { operationid: 'op', token } });

/** The chat service apart, reaching the IM app at `imURL` over HTTP, as `npm run chat-service` builds it. */
async function chatApart(imURL: string, adminSecret: string, overrides: Record<string, string> = {}) {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'parley-chat-apart-')), 'data');
  const config = {
    ...loadConfig(
      {
        PARLEY_DATA_DIR: dataDir,
        PARLEY_IM_API_URL: `${imURL}/api`,
        PARLEY_CHAT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        PARLEY_ADMIN_SECRET: adminSecret,
        PARLEY_CHAT_IM_CACHE_MS: '0',
        ...overrides,
      },
      tmpdir(),
    ),
    superCode: TEST_SUPER_CODE,
    validateResponses: true,
  };
  checkedDataDirs.add(config.dataDir);
  const db = openDatabase(config.dataDir);
  migrate(db);
  const app = await buildChatApp({ config, db, logger: pino({ level: 'silent' }) });
  apps.push(app);
  return app;
}

describe('the chat service apart (npm run chat-service) beside an IM-only server', () => {
  it('PARLEY_CHAT_SERVICE=off leaves /chat to the copies; IM still answers /api', async () => {
    const { app } = await createTestApp({ chatService: 'off' });
    apps.push(app);
    const login = await post(app, '/chat/account/login', { areaCode: '+86', phoneNumber: '13900000000' });
    expect(login.statusCode).toBe(404);
    expect((await post(app, '/api/auth/get_admin_token', { secret: 'wrong', userID: 'imAdmin' })).statusCode).toBe(200);
  });

  it('registers and signs in through the IM over its REST API only', async () => {
    const im = await createTestApp({ chatService: 'off' });
    apps.push(im.app);
    const imURL = await im.app.listen({ port: 0, host: '127.0.0.1' });
    const chat = await chatApart(imURL, im.config.adminSecret);
    const user = { nickname: 'Apart', password: 'e10adc3949ba59abbe56e057f20f883e', areaCode: '+86' };
    const registered = await post(chat, '/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { ...user, phoneNumber: '13900000001' },
    });
    const { userID, imToken } = registered.json<{ data: { userID: string; imToken: string } }>().data;
    // The IM knows the user the chat service registered, and accepts the IM token it handed out.
    const self = await post(im.app, '/api/user/get_users_info', { userIDs: [userID] }, imToken);
    expect(self.json<{ data: { usersInfo: { nickname: string }[] } }>().data.usersInfo[0]?.nickname).toBe('Apart');
    const login = await post(chat, '/chat/account/login', {
      areaCode: '+86',
      phoneNumber: '13900000001',
      password: user.password,
      platform: 5,
    });
    expect(login.json<{ errCode: number }>().errCode).toBe(0);
  });

  it('behind a trusted balancer, the per-address sign-in limit counts each client, not the balancer', async () => {
    const im = await createTestApp({ chatService: 'off' });
    apps.push(im.app);
    const imURL = await im.app.listen({ port: 0, host: '127.0.0.1' });
    const chat = await chatApart(imURL, im.config.adminSecret, {
      PARLEY_TRUST_PROXY: '127.0.0.1',
      PARLEY_LOGIN_LIMIT_PER_IP: '2',
    });
    let phone = 13900000100;
    const wrongFrom = async (client: string) =>
      (
        await chat.inject({
          method: 'POST',
          url: '/chat/account/login',
          payload: { areaCode: '+86', phoneNumber: String(phone++), password: 'f'.repeat(32), platform: 5 },
          headers: { operationid: 'op', 'x-forwarded-for': client },
        })
      ).json<{ errCode: number }>().errCode;
    await wrongFrom('203.0.113.1');
    await wrongFrom('203.0.113.1');
    expect(await wrongFrom('203.0.113.1')).toBe(20005);
    expect(await wrongFrom('203.0.113.2')).not.toBe(20005);
  });

  it('refuses to start without the IM API URL, or without the webhook secret', async () => {
    await expect(chatApart('', 'secret-secret-secret', { PARLEY_IM_API_URL: '' })).rejects.toThrow(
      ChatServiceConfigError,
    );
    await expect(
      chatApart('http://127.0.0.1:1', 'secret-secret-secret', { PARLEY_CHAT_WEBHOOK_SECRET: '' }),
    ).rejects.toThrow(/PARLEY_CHAT_WEBHOOK_SECRET/);
  });
});

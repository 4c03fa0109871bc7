import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE, TEST_CHAT_TOKEN_TTL_MS } from './test-app.ts';
import { caller, md5 } from './chat-calls.ts';
import type { ServerConfig } from '../config/config.ts';
import { ChatTokenStore } from '../chat/chat-tokens.ts';
import type { ChatDb } from '../chat/storage/chat-schema.ts';

/** A listening test app, its admin token (from the admin secret) and a way to register users. */
export async function startAdminApp(overrides: Partial<ServerConfig> = {}) {
  const created = await createTestApp(overrides);
  const app: FastifyInstance = created.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const call = caller(app);
  const adminToken = (
    (
      await call('/api/auth/get_admin_token', {
        secret: created.config.adminSecret,
        userID: created.config.adminUserID,
      })
    ).data as { token: string }
  ).token;
  const admin = (path: string, body: Record<string, unknown> = {}) => call(`/chat${path}`, body, adminToken);
  const register = async (nickname: string, phoneNumber: string, password = 'secret1') => {
    const registered = await call('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { nickname, password: md5(password), areaCode: '+86', phoneNumber },
    });
    if (registered.errCode !== 0) throw new Error(`register ${nickname}: ${JSON.stringify(registered)}`);
    return registered.data as { userID: string; imToken: string; chatToken: string };
  };
  const login = (phoneNumber: string, password = 'secret1', platform = 5) =>
    call('/chat/account/login', { areaCode: '+86', phoneNumber, password: md5(password), platform });
  return { ...created, app, call, adminToken, admin, register, login };
}

/**
 * A chat token store as the app's own: its administrator tokens are bound to the app's admin secret. An admin token
 * it issues is an administrator's only for a user ID the app lists in adminAccounts (or its IM admin user ID).
 */
export const appChatTokens = (chatDb: ChatDb, config: Pick<ServerConfig, 'adminSecret'>) =>
  new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS, Date.now, {
    secret: config.adminSecret,
    isAdminAccount: () => true,
  });

import type { APIRequestContext } from '@playwright/test';

/** The embedded server's admin API, as a business backend would use it (openim-http-api.md §8). */
/** The admin secret the test servers are started with (playwright.config.ts, own-server.ts); none is a default. */
export const TEST_ADMIN_SECRET = 'parley-e2e-admin-secret';
const ADMIN = { userID: 'imAdmin', secret: TEST_ADMIN_SECRET };

interface Envelope<T> {
  errCode: number;
  errMsg: string;
  data?: T;
}

async function call<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  token = '',
  service = '/api',
): Promise<T> {
  const response = await request.post(`${service}${path}`, {
    data: body,
    headers: { operationID: `e2e-${Date.now()}`, ...(token ? { token } : {}) },
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.errCode !== 0) throw new Error(`${path}: ${envelope.errCode} ${envelope.errMsg}`);
  return envelope.data as T;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await call<{ token: string }>(request, '/auth/get_admin_token', ADMIN)).token;
}

let counter = 0;
/** A unique user per test, registered through the admin API, with a token for the given platform. */
export async function newUser(request: APIRequestContext, nickname: string, platformID = 5) {
  const admin = await adminToken(request);
  const userID = `${nickname.toLowerCase()}${Date.now()}${counter++}`;
  await call(request, '/user/user_register', { users: [{ userID, nickname, faceURL: '' }] }, admin);
  const { token } = await call<{ token: string }>(request, '/auth/get_user_token', { userID, platformID }, admin);
  return { userID, nickname, token, platformID };
}

export async function userToken(request: APIRequestContext, userID: string, platformID: number): Promise<string> {
  const admin = await adminToken(request);
  return (await call<{ token: string }>(request, '/auth/get_user_token', { userID, platformID }, admin)).token;
}

export async function forceLogout(request: APIRequestContext, userID: string, platformID: number): Promise<void> {
  await call(request, '/auth/force_logout', { userID, platformID }, await adminToken(request));
}

export { call as imCall };

/** The chat service's Web Push routes (/chat/push/*), called with the user's IM token. */
export const pushCall = <T>(request: APIRequestContext, path: string, body: unknown, imToken: string) =>
  call<T>(request, path, body, imToken, '/chat');

import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import type { ServerConfig } from '../config/config.ts';
import type { ChatDb } from '../chat/storage/chat-schema.ts';
import { PushSubscriptions } from '../chat/push/push-subscriptions.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { TokenStore } from './tokens.ts';

/** Issue 24, point 3: a session that ends, ends on the server, and takes its push subscriptions with it. */
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function start(overrides: Partial<ServerConfig> = {}) {
  const created = await createTestApp(overrides);
  app = created.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The test machine has no DNS; the push service's name resolves to a public address here.
  created.services.pushRules.resolve = () => Promise.resolve(['142.250.74.42']);
  const { port } = app.server.address() as { port: number };
  return { ...created, call: caller(app), gatewayURL: `ws://127.0.0.1:${port}/msg_gateway` };
}

const phone = { areaCode: '+86', phoneNumber: '13800000002' };
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

async function signedUp(call: ReturnType<typeof caller>) {
  const registration = {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: 'Ann', password: md5('secret1'), ...phone },
  };
  return (await call('/chat/account/register', registration)).data as {
    userID: string;
    imToken: string;
    chatToken: string;
  };
}

/** A browser subscribed to pushes with this IM token (an intruder's, say), through the chat service. */
async function subscribe(call: ReturnType<typeof caller>, imToken: string, name: string) {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${name}`;
  expect((await call('/chat/push/subscribe', { endpoint, keys }, imToken)).errCode).toBe(0);
}

/** The user's subscriptions, as the chat database holds them. */
const endpoints = async (chatDb: ChatDb, userID: string) =>
  (await new PushSubscriptions(chatDb).of(userID)).map((s) => s.endpoint);

describe('ending a session deletes its push subscriptions', () => {
  it('a password change deletes every push subscription of the user', async () => {
    const { call, chatDb } = await start();
    const { userID, imToken, chatToken } = await signedUp(call);
    await subscribe(call, imToken, 'intruder');
    const change = { userID, currentPassword: md5('secret1'), newPassword: md5('fresh22') };
    expect(await endpoints(chatDb, userID)).toEqual(['https://fcm.googleapis.com/fcm/send/intruder']);
    expect((await call('/chat/account/password/change', change, chatToken)).errCode).toBe(0);
    expect(await endpoints(chatDb, userID)).toEqual([]);
    // The intruder's token ended with the rest: it cannot subscribe the browser again.
    const again = { endpoint: 'https://fcm.googleapis.com/fcm/send/intruder', keys };
    expect((await call('/chat/push/subscribe', again, imToken)).errCode).not.toBe(0);
    expect(await endpoints(chatDb, userID)).toEqual([]);
  });

  it('a subscription under way while the password changes does not stay', async () => {
    const { call, chatDb, services } = await start();
    const { userID, imToken, chatToken } = await signedUp(call);
    // The push host's name resolves slowly: the subscribe waits there, its token already checked.
    let resolved!: () => void;
    let asked!: () => void;
    const resolving = new Promise<void>((resolve) => (asked = resolve));
    services.pushRules.resolve = () => {
      asked();
      return new Promise((resolve) => (resolved = () => resolve(['142.250.74.42'])));
    };
    const endpoint = 'https://fcm.googleapis.com/fcm/send/late';
    const subscribing = call('/chat/push/subscribe', { endpoint, keys }, imToken);
    await resolving;
    const change = { userID, currentPassword: md5('secret1'), newPassword: md5('fresh22') };
    expect((await call('/chat/account/password/change', change, chatToken)).errCode).toBe(0);
    resolved();
    expect((await subscribing).errCode).not.toBe(0);
    expect(await endpoints(chatDb, userID)).toEqual([]);
  });

  it('a password reset deletes every push subscription of the user', async () => {
    const { call, chatDb } = await start();
    const { userID, imToken } = await signedUp(call);
    const desktop = await call('/chat/account/login', { ...phone, password: md5('secret1'), platform: 3 });
    await subscribe(call, imToken, 'web');
    await subscribe(call, (desktop.data as { imToken: string }).imToken, 'desktop');
    const reset = { ...phone, verifyCode: TEST_SUPER_CODE, password: md5('fresh33') };
    expect((await call('/chat/account/password/reset', reset)).errCode).toBe(0);
    expect(await endpoints(chatDb, userID)).toEqual([]);
  });

  it('the console’s force logout (the chat service’s) deletes every push subscription of the user', async () => {
    const { call, chatDb, config } = await start();
    const { userID, imToken } = await signedUp(call);
    const desktop = await call('/chat/account/login', { ...phone, password: md5('secret1'), platform: 3 });
    await subscribe(call, imToken, 'web');
    await subscribe(call, (desktop.data as { imToken: string }).imToken, 'desktop');
    const admin = await call('/api/auth/get_admin_token', { secret: config.adminSecret, userID: config.adminUserID });
    const adminToken = (admin.data as { token: string }).token;
    expect((await call('/chat/user/force_logout', { userID }, adminToken)).errCode).toBe(0);
    expect(await endpoints(chatDb, userID)).toEqual([]);
  });

  it('IM’s own force_logout touches no chat table: the IM side knows nothing of push subscriptions', async () => {
    const { call, chatDb, config } = await start();
    const { userID, imToken } = await signedUp(call);
    await subscribe(call, imToken, 'web');
    const admin = await call('/api/auth/get_admin_token', { secret: config.adminSecret, userID: config.adminUserID });
    const adminToken = (admin.data as { token: string }).token;
    expect((await call('/api/auth/force_logout', { userID, platformID: 5 }, adminToken)).errCode).toBe(0);
    expect(await endpoints(chatDb, userID)).toEqual(['https://fcm.googleapis.com/fcm/send/web']);
  });
});

describe('logging out', () => {
  it('gateway 2003 revokes that login’s token, and nothing else', async () => {
    const { call, services, chatDb, gatewayURL } = await start();
    const { userID, imToken } = await signedUp(call);
    const desktop = await call('/chat/account/login', { ...phone, password: md5('secret1'), platform: 3 });
    const desktopToken = (desktop.data as { imToken: string }).imToken;
    await subscribe(call, imToken, 'web');
    await subscribe(call, desktopToken, 'desktop');
    const socket = await GatewayClient.connect(gatewayURL, { userID, token: imToken, platformID: 5 });
    const otherTab = await GatewayClient.connect(gatewayURL, { userID, token: imToken, platformID: 5 });

    // The SDK's DelUserPushTokenReq names a user and platform; the server ends the connection's own login.
    expect((await socket.request(2003, new Uint8Array())).errCode).toBe(0);
    await socket.closed;
    await otherTab.closed;

    expect(() => services.tokens.verify(imToken)).toThrow(expect.objectContaining({ code: 1502 }));
    await expect(GatewayClient.connect(gatewayURL, { userID, token: imToken, platformID: 5 })).rejects.toMatchObject({
      errCode: 1502,
    });
    expect((await call('/api/user/get_users_info', { userIDs: [userID] }, imToken)).errCode).toBe(1502);
    expect(services.tokens.verify(desktopToken).userID).toBe(userID);
    // The subscriptions are the chat service's, which the client's sign-out reaches next (/chat/account/logout).
    expect(await endpoints(chatDb, userID)).toHaveLength(2);
  });

  it('the chat service’s logout revokes the chat token and, given the platform, that IM login and its subscriptions', async () => {
    const { call, services, chatDb } = await start();
    const { userID, imToken, chatToken } = await signedUp(call);
    const other = await call('/chat/account/login', { ...phone, password: md5('secret1'), platform: 3 });
    const otherChatToken = (other.data as { chatToken: string; imToken: string }).chatToken;
    await subscribe(call, imToken, 'web');
    await subscribe(call, (other.data as { imToken: string }).imToken, 'desktop');

    expect((await call('/chat/account/logout', { platform: 5 }, chatToken)).errCode).toBe(0);
    expect((await call('/chat/user/find/full', { userIDs: [userID] }, chatToken)).errCode).toBe(20101);
    expect(() => services.tokens.verify(imToken)).toThrow();
    expect(await endpoints(chatDb, userID)).toEqual(['https://fcm.googleapis.com/fcm/send/desktop']);
    // The other device's session goes on.
    expect((await call('/chat/user/find/full', { userIDs: [userID] }, otherChatToken)).errCode).toBe(0);
    expect((await call('/chat/account/logout', {}, chatToken)).errCode).toBe(20101);
  });
});

describe('admin tokens', () => {
  it('live a day by default, a week at most, not 90 days', async () => {
    const { call, config } = await start();
    const admin = await call('/api/auth/get_admin_token', { secret: config.adminSecret, userID: config.adminUserID });
    expect((admin.data as { expireTimeSeconds: number }).expireTimeSeconds).toBe(86_400);
    const { loadConfig } = await import('../config/config.ts');
    expect(() => loadConfig({ PARLEY_ADMIN_TOKEN_TTL_DAYS: '90' }, '/')).toThrow(/adminTokenTtlDays/);
  });

  it('die when the admin secret changes', async () => {
    const { call, config, db } = await start({ adminSecret: 'first-secret-1' });
    const admin = await call('/api/auth/get_admin_token', { secret: 'first-secret-1', userID: config.adminUserID });
    const adminToken = (admin.data as { token: string }).token;
    const users = { userIDs: [config.adminUserID] };
    expect((await call('/api/user/get_users_info', users, adminToken)).errCode).toBe(0);

    // The same database, opened by a server whose secret was changed.
    const restarted = new TokenStore(db, 90 * 86_400_000, Date.now, { secret: 'second-secret-2', ttlMs: 86_400_000 });
    expect(() => restarted.verify(adminToken)).toThrow(expect.objectContaining({ code: 1507 }));
    const same = new TokenStore(db, 90 * 86_400_000, Date.now, { secret: 'first-secret-1', ttlMs: 86_400_000 });
    expect(same.verify(adminToken).userID).toBe(config.adminUserID);
  });
});

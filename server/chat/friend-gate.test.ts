import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chatOverHttp, createTestApp, freePort, TEST_SUPER_CODE, TEST_WEBHOOK_SECRET } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import type { Services } from '../services/services.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A server whose IM asks the chat service before storing a friend application: in one process through IM's hook
 * (the in-process adapter), or over OpenIM's beforeAddFriend webhook to the chat service's webhook route.
 */
async function start(adapter: 'in-process' | 'http', webhookURL = '') {
  let created: Awaited<ReturnType<typeof createTestApp>>;
  if (adapter === 'in-process') {
    created = await createTestApp({ chatImOverHttp: false, webhookURL });
    await created.app.listen({ port: 0, host: '127.0.0.1' });
  } else if (chatOverHttp()) {
    // The server-chat-apart project's apps are already wired so (server/test/test-app.ts).
    created = await createTestApp();
    await created.app.listen({ port: 0, host: '127.0.0.1' });
  } else {
    const port = await freePort();
    created = await createTestApp({
      chatImOverHttp: true,
      chatWebhookSecret: TEST_WEBHOOK_SECRET,
      chatImCacheMs: 0,
      webhookURL: `http://127.0.0.1:${port}/chat/openim-webhook/${TEST_WEBHOOK_SECRET}`,
    });
    await created.app.listen({ port, host: '127.0.0.1' });
  }
  app = created.app;
  const call = caller(created.app);
  const register = async (nickname: string, phoneNumber: string) => {
    const registered = await call('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { nickname, password: md5('secret1'), areaCode: '+86', phoneNumber },
    });
    expect(registered.errCode, registered.errMsg).toBe(0);
    return registered.data as { userID: string; imToken: string; chatToken: string };
  };
  return { call, register, services: created.services as Services };
}

describe.each(['in-process', 'http'] as const)('the friend-request preference, IM asking %s', (adapter) => {
  it('refuses with 20013 RefuseFriend an application to a user who turned it off, and stores nothing', async () => {
    const { call, register, services } = await start(adapter);
    const ann = await register('Ann', '13800000001');
    const bob = await register('Bob', '13800000002');
    const apply = { fromUserID: ann.userID, toUserID: bob.userID, reqMsg: 'hi' };
    expect((await call('/chat/user/update', { userID: bob.userID, allowAddFriend: 2 }, bob.chatToken)).errCode).toBe(0);

    expect(await call('/api/friend/add_friend', apply, ann.imToken)).toEqual({
      errCode: 20013,
      errMsg: 'RefuseFriend',
      errDlt: 'this user does not accept friend requests',
    });
    expect(services.friendRequests.get(ann.userID, bob.userID)).toBeUndefined();

    // On again, the same application goes through.
    expect((await call('/chat/user/update', { userID: bob.userID, allowAddFriend: 1 }, bob.chatToken)).errCode).toBe(0);
    expect((await call('/api/friend/add_friend', apply, ann.imToken)).errCode).toBe(0);
    expect(services.friendRequests.get(ann.userID, bob.userID)?.reqMsg).toBe('hi');
  });

  it('lets through an application to a user the chat service has no account for', async () => {
    const { call, register, services } = await start(adapter);
    const ann = await register('Ann', '13800000001');
    // Registered straight through the IM admin API: no chat account, so no such preference.
    services.users.register([{ userID: 'im-only', nickname: 'Imogen', faceURL: '' }]);
    const apply = { fromUserID: ann.userID, toUserID: 'im-only', reqMsg: '' };
    expect((await call('/api/friend/add_friend', apply, ann.imToken)).errCode).toBe(0);
    expect(services.friendRequests.get(ann.userID, 'im-only')).toBeDefined();
  });
});

describe('the chat service in one process, beside a webhook receiver configured for other reasons', () => {
  it('is asked after the receiver: both must let the application through', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { call, register, services } = await start('in-process', receiver.url);
      const ann = await register('Ann', '13800000001');
      const bob = await register('Bob', '13800000002');
      const carl = await register('Carl', '13800000003');
      await call('/chat/user/update', { userID: bob.userID, allowAddFriend: 2 }, bob.chatToken);
      const toBob = { fromUserID: ann.userID, toUserID: bob.userID, reqMsg: '' };
      expect(await call('/api/friend/add_friend', toBob, ann.imToken)).toMatchObject({ errCode: 20013 });
      expect(receiver.all('callbackBeforeAddFriendCommand')).toHaveLength(1);
      expect(services.friendRequests.get(ann.userID, bob.userID)).toBeUndefined();

      receiver.answerWith(() => ({ text: JSON.stringify({ errCode: 1002, errMsg: 'NotToday', nextCode: 1 }) }));
      const toCarl = { fromUserID: ann.userID, toUserID: carl.userID, reqMsg: '' };
      expect(await call('/api/friend/add_friend', toCarl, ann.imToken)).toMatchObject({ errCode: 1002 });
      expect(receiver.all('callbackBeforeAddFriendCommand')).toHaveLength(2);
      expect(services.friendRequests.get(ann.userID, carl.userID)).toBeUndefined();
    } finally {
      await app?.close();
      app = undefined;
      await receiver.close();
    }
  });
});

describe("the chat service's answer to OpenIM's beforeAddFriend webhook", () => {
  it('is CommonCallbackResp, field by field: refuse with 20013 and nextCode 1, or continue', async () => {
    const { register, call } = await start('http');
    const bob = await register('Bob', '13800000002');
    const hook = (body: Record<string, unknown>, secret = TEST_WEBHOOK_SECRET) =>
      app!.inject({
        method: 'POST',
        url: `/chat/openim-webhook/${secret}/callbackBeforeAddFriendCommand`,
        headers: { operationid: 'op' },
        payload: body,
      });
    const body = {
      callbackCommand: 'callbackBeforeAddFriendCommand',
      fromUserID: 'someone',
      toUserID: bob.userID,
      reqMsg: 'hello',
      ex: '',
    };
    const allowed = await hook(body);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0 });

    await call('/chat/user/update', { userID: bob.userID, allowAddFriend: 2 }, bob.chatToken);
    const refused = await hook(body);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      actionCode: 0,
      errCode: 20013,
      errMsg: 'RefuseFriend',
      errDlt: 'this user does not accept friend requests',
      nextCode: 1,
    });
    expect(Object.keys(refused.json() as object)).toEqual(['actionCode', 'errCode', 'errMsg', 'errDlt', 'nextCode']);

    // Without the secret, nothing is answered; a body that is not the command's shape decides nothing.
    expect((await hook(body, 'not-the-secret-0123456789')).statusCode).toBe(404);
    const garbled = await hook({ ...body, toUserID: 7 });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ actionCode: 0, nextCode: 0 });
  });
});

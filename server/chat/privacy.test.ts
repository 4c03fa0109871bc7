import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PbCoder } from '@openim/protocol';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import type { Services } from '../services/services.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';

let app: FastifyInstance;
let services: Services;
let call: ReturnType<typeof caller>;

interface Account {
  userID: string;
  imToken: string;
  chatToken: string;
}

beforeEach(async () => {
  ({ app, services } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  call = caller(app);
});
afterEach(() => app.close());

async function register(n: number, user: Record<string, unknown> = {}): Promise<Account> {
  const result = await call('/chat/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: `User ${n}`, password: md5('secret1'), areaCode: '+86', phoneNumber: `1380000000${n}`, ...user },
  });
  expect(result.errCode).toBe(0);
  return result.data as unknown as Account;
}

const befriend = (a: string, b: string) => {
  services.relations.addFriend(a, b, 2, a, Date.now());
  services.relations.addFriend(b, a, 2, a, Date.now());
};
const pagination = { pageNumber: 1, showNumber: 20 };
type Found = Array<Record<string, unknown>>;

describe('finding people by phone or e-mail', () => {
  it('matches only the whole value, never a prefix, and then returns that one field', async () => {
    const alice = await register(1, {
      email: 'alice@example.com',
      account: 'alice_01',
      gender: 2,
      birth: 946684800000,
    });
    const bob = await register(2);
    for (const prefix of ['1380000000', '138', 'alice@', 'alice_0']) {
      const found = await call('/chat/user/search/full', { keyword: prefix, pagination }, bob.chatToken);
      const users = found.data!.users as Found;
      // User IDs are random digits, and part of an ID matches: '138' may find a user by its ID (Alice's own too, about
      // 1 run in 120), never by its number.
      if (!alice.userID.includes(prefix)) expect(users.map((user) => user.userID)).not.toContain(alice.userID);
      for (const user of users) expect(String(user.userID)).toContain(prefix);
      expect(found.data!.total).toBe(users.length);
    }
    const byPhone = await call('/chat/user/search/full', { keyword: '13800000001', pagination }, bob.chatToken);
    expect(byPhone.data!.users).toEqual([
      expect.objectContaining({
        userID: alice.userID,
        phoneNumber: '13800000001',
        areaCode: '+86',
        email: '',
        account: '',
        gender: 0,
        birth: 0,
      }),
    ]);
    const byEmail = await call('/chat/user/search/full', { keyword: 'Alice@Example.com', pagination }, bob.chatToken);
    expect(byEmail.data!.users).toEqual([
      expect.objectContaining({ userID: alice.userID, email: 'alice@example.com', phoneNumber: '' }),
    ]);
    // A friend's search finds parts too, since a friend sees the details anyway.
    befriend(alice.userID, bob.userID);
    const friendSearch = await call('/chat/friend/search', { keyword: '1380000000', pagination }, bob.chatToken);
    expect((friendSearch.data!.users as Found).map((user) => user.userID)).toEqual([alice.userID]);
  });
});

describe('personal details', () => {
  it('shows birthday, gender and account only to the user and friends', async () => {
    const alice = await register(1, { account: 'alice_01', gender: 2, birth: 946684800000 });
    const bob = await register(2);
    const hidden = { account: '', gender: 0, birth: 0, phoneNumber: '' };
    for (const route of ['/chat/user/find/full', '/chat/user/find/public']) {
      const asStranger = await call(route, { userIDs: [alice.userID] }, bob.chatToken);
      expect(asStranger.data!.users).toEqual([
        expect.objectContaining({ userID: alice.userID, account: '', gender: 0 }),
      ]);
    }
    expect((await call('/chat/user/find/full', { userIDs: [alice.userID] }, bob.chatToken)).data!.users).toEqual([
      expect.objectContaining(hidden),
    ]);
    const asSelf = await call('/chat/user/find/full', { userIDs: [alice.userID] }, alice.chatToken);
    expect(asSelf.data!.users).toEqual([
      expect.objectContaining({ account: 'alice_01', gender: 2, birth: 946684800000 }),
    ]);
    befriend(alice.userID, bob.userID);
    const asFriend = await call('/chat/user/find/full', { userIDs: [alice.userID] }, bob.chatToken);
    expect(asFriend.data!.users).toEqual([
      expect.objectContaining({ account: 'alice_01', gender: 2, birth: 946684800000 }),
    ]);
  });
});

describe('moments', () => {
  it('shows "public" moments to the author\'s friends, not to a stranger who knows the ID', async () => {
    const [alice, bob, dave] = [await register(1), await register(2), await register(4)];
    befriend(alice.userID, bob.userID);
    const posted = await call(
      '/chat/office/work_moment/add',
      { content: { text: 'hello', metas: [], type: 0 }, permission: 0 },
      alice.chatToken,
    );
    const { workMomentID } = posted.data!.workMoment as { workMomentID: string };
    expect((await call('/chat/office/work_moment/get', { workMomentID }, bob.chatToken)).errCode).toBe(0);
    expect((await call('/chat/office/work_moment/get', { workMomentID }, dave.chatToken)).errCode).toBe(1004);
    const like = { workMomentID, like: true };
    expect((await call('/chat/office/work_moment/like', like, dave.chatToken)).errCode).toBe(1004);
  });
});

describe('online status', () => {
  it('is shown only to friends and people who share a group; strangers see everyone offline', async () => {
    const [alice, bob, carol, dave] = [await register(1), await register(2), await register(3), await register(4)];
    const { port } = app.server.address() as { port: number };
    const online = await GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, {
      userID: alice.userID,
      token: alice.imToken,
      platformID: 5,
    });
    befriend(alice.userID, bob.userID);
    services.groups.create(
      {
        groupID: 'g1',
        groupName: 'G',
        notification: '',
        introduction: '',
        faceURL: '',
        ex: '',
        ownerUserID: alice.userID,
        creatorUserID: alice.userID,
        needVerification: 0,
        lookMemberInfo: 0,
        applyMemberFriend: 0,
      },
      Date.now(),
    );
    services.groups.addMembers(
      'g1',
      [alice.userID, carol.userID],
      { roleLevel: 20, joinSource: 2, inviterUserID: alice.userID, operatorUserID: alice.userID },
      Date.now(),
    );
    const statusFor = async (viewer: Account) =>
      (
        (await call('/api/user/get_users_online_status', { userIDs: [alice.userID] }, viewer.imToken))
          .data as unknown as Array<{ status: number }>
      )[0]!.status;
    expect(await statusFor(bob)).toBe(1);
    expect(await statusFor(carol)).toBe(1);
    expect(await statusFor(dave)).toBe(0);

    // The gateway's subscription (2005) answers the same, and pushes nothing to a stranger.
    const subscribe = async (viewer: Account) => {
      const client = await GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, {
        userID: viewer.userID,
        token: viewer.imToken,
        platformID: 5,
      });
      const request = PbCoder.SubUserOnlineStatus.encode({
        subscribeUserID: [alice.userID],
        unsubscribeUserID: [],
      }).finish();
      const reply = await client.request(2005, request);
      const tips = PbCoder.SubUserOnlineStatusTips.decode(reply.data);
      const pushes: unknown[] = [];
      client.onPush((push) => pushes.push(push));
      return { client, platforms: tips.subscribers[0]?.onlinePlatformIDs, pushes };
    };
    const asFriend = await subscribe(bob);
    const asStranger = await subscribe(dave);
    expect(asFriend.platforms).toEqual([5]);
    expect(asStranger.platforms).toEqual([]);
    online.close();
    await expect.poll(() => asFriend.pushes.length).toBeGreaterThan(0);
    expect(asStranger.pushes).toHaveLength(0);
    asFriend.client.close();
    asStranger.client.close();
  });
});

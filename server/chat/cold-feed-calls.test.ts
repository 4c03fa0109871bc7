import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createTestApp, TEST_WEBHOOK_SECRET, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import { createTestDatabase } from '../test/postgres-server.ts';
import { countingForwarder } from '../test/counting-forwarder.ts';
import { buildChatApp } from '../app/build-chat-app.ts';
import { openDatabase } from '../db/database.ts';
import { WebhookCommand } from '../protocol/openim-webhooks.ts';
import { ContentType } from '../../wire/message-types.ts';
import { ChatTokenStore } from './chat-tokens.ts';

/**
 * What a moments feed page asks of IM, counted on the wire: chat-service copies reach the real (embedded) IM through
 * a forwarder that keeps each request's path. OpenIM's REST API reads one owner's friends or blocks a request, so a
 * copy with nothing in its memory used to ask for the viewer's and each friend's: 2 × (friends + 1) + 1 requests a
 * page. The lists kept in the chat database (relation-replica.ts) leave a cold copy one request, for the profiles.
 * SQLite in the `server` project, PostgreSQL in `server-chat-apart`.
 */
const closing: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

const FRIENDS = 20;
const ADMIN_TOKEN = '/api/auth/get_admin_token';
const page = { pagination: { pageNumber: 1, showNumber: 20 } };

async function companyOfFriends() {
  const server = process.env.PARLEY_TEST_POSTGRES_URL;
  const chatDatabaseURL = server ? await createTestDatabase(server) : '';
  // The default trust of kept lists, and a cache in memory as long as the copies run by default.
  const a = await createTestApp({
    chatImOverHttp: true,
    chatWebhookSecret: TEST_WEBHOOK_SECRET,
    chatImCacheMs: 60_000,
    chatDatabaseURL,
  });
  closing.push(() => a.app.close());
  const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
  const forwarder = await countingForwarder(address);
  closing.push(() => forwarder.close());

  const friends = Array.from({ length: FRIENDS }, (_, i) => `friend${String(i).padStart(2, '0')}`);
  const people = ['ann', ...friends];
  a.services.users.register(people.map((userID) => ({ userID, nickname: userID, faceURL: '' })));
  const chatTokens = new ChatTokenStore(a.chatDb, TEST_CHAT_TOKEN_TTL_MS);
  const tokens: Record<string, string> = {};
  for (const userID of people) tokens[userID] = await chatTokens.issue(userID);
  for (const friend of friends) {
    a.services.relations.addFriend('ann', friend, 2, 'ann', Date.now());
    a.services.relations.addFriend(friend, 'ann', 2, friend, Date.now());
  }

  const call = async (copy: FastifyInstance, userID: string, path: string, payload: object) =>
    (
      await copy.inject({
        method: 'POST',
        url: `/chat${path}`,
        headers: { operationid: 'op', token: tokens[userID]! },
        payload,
      })
    ).json() as { errCode: number; data?: { workMoments?: Array<{ userID: string }> } };
  for (const friend of friends)
    expect(
      (await call(a.app, friend, '/office/work_moment/add', { content: { text: `from ${friend}` } })).errCode,
    ).toBe(0);

  /** A copy just started, its memory empty, asking IM through the forwarder. */
  const coldCopy = async () => {
    const db = openDatabase(a.config.dataDir);
    const config = { ...a.config, imApiURL: `${forwarder.url}/api` };
    const copy = await buildChatApp({ config, db, logger: pino({ level: process.env.PARLEY_TEST_LOG ?? 'silent' }) });
    closing.push(() => db.close());
    closing.push(() => copy.close());
    return copy;
  };
  /** Ann's first feed page on `copy`: who wrote each moment, and the paths asked of IM meanwhile. */
  const feedPage = async (copy: FastifyInstance) => {
    forwarder.paths.length = 0;
    const feed = await call(copy, 'ann', '/office/work_moment/find/recv', page);
    expect(feed.errCode).toBe(0);
    return { authors: feed.data!.workMoments!.map((m) => m.userID).sort(), asked: [...forwarder.paths] };
  };
  return { a, friends, coldCopy, feedPage };
}

describe('a moments feed page on a copy whose memory is cold', () => {
  it('asks IM once, for the profiles, once any copy has read the lists', async () => {
    const { friends, coldCopy, feedPage } = await companyOfFriends();
    const first = await feedPage(await coldCopy());
    expect(first.authors).toEqual(friends);

    const cold = await feedPage(await coldCopy());
    expect(cold.authors).toEqual(friends);
    // The admin token, once in a copy's life, and the page's profiles: at most three requests, where there were 43.
    expect(cold.asked.length).toBeLessThanOrEqual(3);
    expect(cold.asked.filter((path) => path !== ADMIN_TOKEN)).toEqual(['/api/user/get_users_info']);
  });

  it('still sees a deletion and a block whose webhooks reached another copy', async () => {
    const { a, friends, coldCopy, feedPage } = await companyOfFriends();
    await feedPage(await coldCopy());
    const [deleter, blocker] = friends;
    // IM changes, and tells copy A alone: a deletion by its after-callback, a block by its notification's after-send.
    a.services.relations.removeFriend(deleter!, 'ann');
    const webhook = (body: Record<string, unknown>) =>
      a.app.inject({
        method: 'POST',
        url: `/chat/openim-webhook/${TEST_WEBHOOK_SECRET}/${String(body.callbackCommand)}`,
        headers: { operationID: 'op' },
        payload: body,
      });
    const deleted = { callbackCommand: WebhookCommand.afterDeleteFriend, ownerUserID: deleter, friendUserID: 'ann' };
    expect((await webhook(deleted)).statusCode).toBe(200);
    a.services.relations.addBlack(blocker!, 'ann', blocker!, Date.now());
    // OpenIM v3.8.3 has no after-callback for a block: its notification (1207) rides the after-send webhook.
    const blocked = {
      callbackCommand: WebhookCommand.afterSendSingleMsg,
      sendID: blocker,
      recvID: 'ann',
      serverMsgID: 's1',
      clientMsgID: 'c1',
      operationID: 'op',
      senderPlatformID: 5,
      senderNickname: blocker,
      sessionType: 1,
      msgFrom: 200,
      contentType: ContentType.blackAdded,
      status: 1,
      sendTime: Date.now(),
      createTime: Date.now(),
      content: '{}',
      seq: 0,
      atUserList: null,
      faceURL: '',
      ex: '',
    };
    expect((await webhook(blocked)).statusCode).toBe(200);

    const cold = await feedPage(await coldCopy());
    expect(cold.authors).toEqual(friends.filter((f) => f !== deleter && f !== blocker));
    // Asked again: the lists the two webhooks marked (both parties' friends and blocks), and the profiles.
    expect(cold.asked.filter((path) => path !== ADMIN_TOKEN).sort()).toEqual(
      [
        ...Array(3).fill('/api/friend/get_full_friend_user_ids'),
        ...Array(3).fill('/api/friend/get_black_list'),
        '/api/user/get_users_info',
      ].sort(),
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createTestApp, TEST_WEBHOOK_SECRET, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import { createTestDatabase } from '../test/postgres-server.ts';
import { usePostgresServer } from '../test/use-postgres.ts';
import { buildChatApp } from '../app/build-chat-app.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { WebhookCommand } from '../protocol/openim-webhooks.ts';
import { ChatTokenStore } from './chat-tokens.ts';

/**
 * Three chat-service copies on one chat database, each with the default-length cache of IM reads, as behind a
 * balancer: OpenIM posts a webhook to one of them, and the two others must stop trusting what they cached at their
 * next poll of it (storage/shared-invalidations.ts). Copy A is the embedded server's own chat service over HTTP (its
 * IM is the one all three ask); B and C are `npm run chat-service` apps on its REST API.
 */
const postgresURL = usePostgresServer();
const closing: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

const page = { pagination: { pageNumber: 1, showNumber: 20 } };

async function threeCopies(database: 'sqlite' | 'postgres') {
  const chatDatabaseURL = database === 'postgres' ? await createTestDatabase(postgresURL()) : '';
  const cache = { chatWebhookSecret: TEST_WEBHOOK_SECRET, chatImCacheMs: 600_000, chatDatabaseURL };
  const a = await createTestApp({ chatImOverHttp: true, ...cache });
  closing.push(() => a.app.close());
  const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
  const others: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    // On SQLite the copies share the server's file, as copies on one machine do.
    const db: Db = openDatabase(a.config.dataDir);
    const config = { ...a.config, imApiURL: `${address}/api` };
    const copy = await buildChatApp({ config, db, logger: pino({ level: 'silent' }) });
    closing.push(() => db.close());
    closing.push(() => copy.close());
    others.push(copy);
  }
  const tokens = new ChatTokenStore(a.chatDb, TEST_CHAT_TOKEN_TTL_MS);
  const people = ['ann', 'ben'];
  a.services.users.register(people.map((userID) => ({ userID, nickname: userID, faceURL: '' })));
  const token: Record<string, string> = {};
  for (const userID of people) token[userID] = await tokens.issue(userID);
  a.services.relations.addFriend('ann', 'ben', 2, 'ann', Date.now());
  a.services.relations.addFriend('ben', 'ann', 2, 'ben', Date.now());

  const call = async (copy: FastifyInstance, userID: string, path: string, payload: object) =>
    (
      await copy.inject({
        method: 'POST',
        url: `/chat${path}`,
        headers: { operationid: 'op', token: token[userID]! },
        payload,
      })
    ).json() as { errCode: number; data?: { workMoments?: Array<{ userID: string }> } };
  const feedOf = async (copy: FastifyInstance, viewer: string) =>
    (await call(copy, viewer, '/office/work_moment/find/recv', page)).data!.workMoments!.map((m) => m.userID);
  return { a: a.app, b: others[0]!, c: others[1]!, services: a.services, call, feedOf };
}

describe.each(['sqlite', 'postgres'] as const)('three chat-service copies on %s', (database) => {
  it('a friend deletion whose webhook reached copy A is seen on copies B and C at their next polls, long before their cache ends', async () => {
    const { a, b, c, services, call, feedOf } = await threeCopies(database);
    expect((await call(a, 'ann', '/office/work_moment/add', { content: { text: 'hi' } })).errCode).toBe(0);
    for (const copy of [a, b, c]) expect(await feedOf(copy, 'ben')).toEqual(['ann']);

    services.relations.removeFriend('ann', 'ben');
    // The long cache holds on every copy: nothing told them yet.
    for (const copy of [b, c]) expect(await feedOf(copy, 'ben')).toEqual(['ann']);
    const told = await a.inject({
      method: 'POST',
      url: `/chat/openim-webhook/${TEST_WEBHOOK_SECRET}/${WebhookCommand.afterDeleteFriend}`,
      headers: { operationID: 'op' },
      payload: { callbackCommand: WebhookCommand.afterDeleteFriend, ownerUserID: 'ann', friendUserID: 'ben' },
    });
    expect(told.statusCode).toBe(200);
    expect(await feedOf(a, 'ben')).toEqual([]);
    await Promise.all(
      // The copies poll every 250 ms on SQLite (at once on PostgreSQL); 5 s leaves a loaded machine room, and is far
      // inside the 10-minute cache.
      [b, c].map((copy) => expect.poll(() => feedOf(copy, 'ben'), { timeout: 5_000, interval: 50 }).toEqual([])),
    );
  });
});

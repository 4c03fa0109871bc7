import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { createTestApp } from '../../test/test-app.ts';
import { caller } from '../../test/chat-calls.ts';
import { createTestDatabase, startPostgres, type PostgresServer } from '../../test/postgres-server.ts';
import { migrate, openDatabase } from '../../db/database.ts';
import { completeMsgData } from '../../protocol/protobuf.ts';
import { openChatDatabase } from '../storage/chat-database.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { PushSubscriptions, type PushSubscriptionRecord } from './push-subscriptions.ts';

/**
 * Web Push subscriptions in the chat database: the rules on whichever dialect the Vitest project gives (SQLite in
 * `server`, PostgreSQL in `server-chat-apart`), and two chat services on one PostgreSQL database.
 */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  vi.restoreAllMocks();
});

const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const record = (endpoint: string, userID = 'ann', platformID = 5): PushSubscriptionRecord => ({
  endpoint,
  userID,
  platformID,
  ...keys,
  privatePreviews: false,
  locale: 'en',
});
const endpointsOf = async (store: PushSubscriptions, userID: string) =>
  (await store.of(userID)).map((s) => s.endpoint).sort();

async function chatDb(): Promise<ChatDb> {
  const { app, chatDb } = await createTestApp();
  apps.push(app);
  return chatDb;
}

describe('push subscriptions in the chat database', () => {
  it('keep at most perUser a user, the oldest giving way, and never the one just saved', async () => {
    let now = 1000;
    const store = new PushSubscriptions(await chatDb(), 3, () => now);
    for (const name of ['a', 'b', 'c']) {
      await store.save(record(name));
      now += 10;
    }
    await store.save(record('d'));
    expect(await endpointsOf(store, 'ann')).toEqual(['b', 'c', 'd']);
    // Saved through a copy whose clock is behind: the new browser still stays, the oldest of the others goes.
    now = 0;
    await store.save(record('e'));
    expect(await endpointsOf(store, 'ann')).toEqual(['c', 'd', 'e']);
    // In the same millisecond as the others: still bounded, still kept.
    now = 5000;
    for (const name of ['f', 'g', 'h', 'i']) await store.save(record(name));
    expect(await endpointsOf(store, 'ann')).toHaveLength(3);
    expect(await endpointsOf(store, 'ann')).toContain('i');
  });

  it('move an endpoint to the user who saves it, remove only the caller’s own, and end by platform or user', async () => {
    const store = new PushSubscriptions(await chatDb());
    await store.save(record('shared', 'ann'));
    await store.save(record('shared', 'bob', 3));
    expect(await store.of('ann')).toEqual([]);
    expect(await store.of('bob')).toMatchObject([{ endpoint: 'shared', userID: 'bob', platformID: 3 }]);
    expect(await store.remove('ann', 'shared')).toBe(false);
    expect(await store.remove('bob', 'shared')).toBe(true);

    await store.save(record('web', 'ann', 5));
    await store.save(record('desktop', 'ann', 3));
    await store.save(record('other', 'bob', 5));
    await store.removePlatform('ann', 5);
    expect(await endpointsOf(store, 'ann')).toEqual(['desktop']);
    await store.removeUser('ann');
    expect(await store.of('ann')).toEqual([]);
    expect(await endpointsOf(store, 'bob')).toEqual(['other']);
  });

  it('find the subscriptions of a group larger than one query’s list', async () => {
    const store = new PushSubscriptions(await chatDb());
    const userIDs = Array.from({ length: 1200 }, (_, i) => `u${i}`);
    for (const userID of ['u0', 'u700', 'u1199']) await store.save(record(`e-${userID}`, userID));
    const found = await store.ofUsers(userIDs);
    expect(found.map((s) => s.userID).sort()).toEqual(['u0', 'u1199', 'u700']);
    expect(found[0]).toMatchObject({ privatePreviews: false, locale: 'en', platformID: 5 });
  });
});

describe('upgrading', () => {
  let own: PostgresServer | undefined;
  let serverURL: string;
  beforeAll(async () => {
    serverURL = process.env.PARLEY_TEST_POSTGRES_URL || (own = await startPostgres()).url;
  });
  afterAll(() => own?.stop());

  const legacyWith = (rows: PushSubscriptionRecord[]) => {
    const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'parley-legacy-')));
    migrate(sqlite);
    const insert = sqlite.prepare(
      `INSERT INTO push_subscriptions (endpoint, user_id, platform_id, p256dh, auth, private_previews, locale,
       create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [i, row] of rows.entries())
      insert.run(row.endpoint, row.userID, row.platformID, row.p256dh, row.auth, 1, 'zh-CN', 1000 + i);
    return sqlite;
  };

  it('to PostgreSQL brings the subscriptions the server kept in its SQLite file, and leaves none there', async () => {
    const sqlite = legacyWith([record('kept-web'), record('kept-desktop', 'ann', 3)]);
    const chat = await openChatDatabase(await createTestDatabase(serverURL), sqlite);
    try {
      const moved = await new PushSubscriptions(chat.db).of('ann');
      expect(moved).toMatchObject([
        { endpoint: 'kept-web', platformID: 5, privatePreviews: true, locale: 'zh-CN' },
        { endpoint: 'kept-desktop', platformID: 3 },
      ]);
      expect(sqlite.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').get()).toEqual({ n: 0 });
    } finally {
      await chat.close();
      sqlite.close();
    }
  });

  it('on SQLite keeps them where they are: the chat database is that very file', async () => {
    const sqlite = legacyWith([record('kept')]);
    const chat = await openChatDatabase('', sqlite);
    expect(await new PushSubscriptions(chat.db).of('ann')).toMatchObject([{ endpoint: 'kept', locale: 'zh-CN' }]);
    sqlite.close();
  });

  it('two chat services on one PostgreSQL database: subscribed through one, pushed by the other', async () => {
    const sent: string[] = [];
    vi.spyOn(webpush, 'sendNotification').mockImplementation((async (subscription: { endpoint: string }) => {
      sent.push(subscription.endpoint);
      return { statusCode: 201, body: '', headers: {} };
    }) as never);
    const chatDatabaseURL = await createTestDatabase(serverURL);
    // Each with an IM of its own, the after-send in process: the chat database is all they share.
    const copy = () => createTestApp({ chatDatabaseURL, chatImOverHttp: false, webhookURL: '' });
    const [one, other] = [await copy(), await copy()];
    apps.push(one.app, other.app);
    for (const { services } of [one, other]) {
      services.users.register(['ann', 'bob'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
      services.pushRules.resolve = () => Promise.resolve(['142.250.74.42']);
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/ann';
    const token = one.services.tokens.issue('ann', 5).token;
    expect((await caller(one.app)('/chat/push/subscribe', { endpoint, keys }, token)).errCode).toBe(0);

    const hi = completeMsgData({
      sendID: 'bob',
      recvID: 'ann',
      clientMsgID: 'hi',
      sessionType: 1,
      contentType: 101,
      content: new TextEncoder().encode(JSON.stringify({ content: 'Hi' })),
    });
    await other.services.messages.send('bob', hi);
    await expect.poll(() => sent).toEqual([endpoint]);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/postgres-server.ts';
import { usePostgresServer } from '../../test/use-postgres.ts';
import { loadConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/database.ts';
import { buildChatApp } from '../../app/build-chat-app.ts';
import { openChatDatabase } from '../storage/chat-database.ts';
import { ChatTokenStore } from '../chat-tokens.ts';
import { MAX_PINS, PIN_LIMIT_ERROR } from '../../../wire/message-extras.ts';

/**
 * Two chat-service copies on one PostgreSQL beside one IM, reached over its REST API: the pin limit holds when two
 * people pin the last free place through different copies at the same moment.
 */
const postgresURL = usePostgresServer();

const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

async function topology() {
  const im = await createTestApp({ chatService: 'off' });
  closing.push(() => im.app.close());
  await im.app.listen({ port: 0, host: '127.0.0.1' });
  const address = im.app.server.address();
  const imApiURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const chatDatabaseURL = await createTestDatabase(postgresURL());
  const copy = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-copy-'));
    const config = {
      ...loadConfig({ PARLEY_DATA_DIR: dataDir }, dataDir),
      adminSecret: im.config.adminSecret,
      adminUserID: im.config.adminUserID,
      imApiURL,
      chatWebhookSecret: 'pins-two-copies-webhook-secret',
      chatDatabaseURL,
      chatImCacheMs: 0,
    };
    const app = await buildChatApp({ config, db: openDatabase(dataDir), logger: pino({ level: 'silent' }) });
    await app.ready();
    closing.push(() => app.close());
    return app;
  };
  const [a, b] = [await copy(), await copy()];
  const shared = await openChatDatabase(chatDatabaseURL, openDatabase(mkdtempSync(join(tmpdir(), 'x-'))));
  closing.push(() => shared.close());
  const { services } = im;
  services.users.register(['ann', 'ada'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
  const group = { groupID: 'g1', groupName: 'g1', notification: '', introduction: '', faceURL: '', ex: '' };
  const rules = { needVerification: 0, lookMemberInfo: 0, applyMemberFriend: 0 };
  services.groups.create({ ...group, ...rules, ownerUserID: 'ann', creatorUserID: 'ann' }, Date.now());
  const how = { joinSource: 2, inviterUserID: 'ann', operatorUserID: 'ann' };
  services.groups.addMembers('g1', ['ann'], { ...how, roleLevel: 100 }, Date.now());
  services.groups.addMembers('g1', ['ada'], { ...how, roleLevel: 60 }, Date.now());
  return { a, b, tokens: new ChatTokenStore(shared.db, TEST_CHAT_TOKEN_TTL_MS) };
}

async function pin(copy: FastifyInstance, token: string, clientMsgID: string) {
  const response = await copy.inject({
    method: 'POST',
    url: '/chat/message/pin/set',
    headers: { operationid: 'op', token },
    payload: { groupID: 'g1', clientMsgID, seq: 1, sendTime: 1, pin: true },
  });
  return (response.json() as { errCode: number }).errCode;
}

describe('pins across two chat-service copies on one PostgreSQL', { timeout: 120_000 }, () => {
  it(`let only one of two ${MAX_PINS}th pins made at once through different copies in`, async () => {
    const { a, b, tokens } = await topology();
    const [ann, ada] = [await tokens.issue('ann'), await tokens.issue('ada')];
    for (let i = 0; i < MAX_PINS - 1; i++) expect(await pin(i % 2 ? a : b, ann, `m${i}`)).toBe(0);
    const both = await Promise.all([pin(a, ann, 'last-a'), pin(b, ada, 'last-b')]);
    expect(both.sort()).toEqual([0, PIN_LIMIT_ERROR]);
    const list = await b.inject({
      method: 'POST',
      url: '/chat/message/pin/list',
      headers: { operationid: 'op', token: ada },
      payload: { groupID: 'g1' },
    });
    expect((list.json() as { data: { pins: unknown[] } }).data.pins).toHaveLength(MAX_PINS);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { TokenVerifier } from 'livekit-server-sdk';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/postgres-server.ts';
import { usePostgresServer } from '../../test/use-postgres.ts';
import { ChatRooms } from './chat-rooms.ts';
import { loadConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/database.ts';
import { buildChatApp } from '../../app/build-chat-app.ts';
import { openChatDatabase, type ChatDatabase } from '../storage/chat-database.ts';
import { ChatTokenStore } from '../chat-tokens.ts';
import { afterSendBody } from '../../webhooks/webhook-bodies.ts';
import { WebhookCommand, type WebhookBody } from '../../protocol/openim-webhooks.ts';
import { meetingInvitationMessage, signalMessage } from '../../calls/signal-fixture.ts';
import type { Services } from '../../services/services.ts';

/**
 * Two chat-service copies (`npm run chat-service`) on one PostgreSQL beside one IM, reached over its REST API: a
 * webhook reaches one copy, as a balancer sends it, and the token request goes to the other.
 */
const postgresURL = usePostgresServer();

const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

const SECRET = 'two-copies-webhook-secret-0123';
const livekit = { livekitURL: 'wss://rtc.example.com', livekitApiKey: 'key', livekitApiSecret: 'x'.repeat(32) };

async function topology({ cacheMs = 0 } = {}) {
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
      ...livekit,
      adminSecret: im.config.adminSecret,
      adminUserID: im.config.adminUserID,
      imApiURL,
      chatWebhookSecret: SECRET,
      chatDatabaseURL,
      // A webhook reaches one copy: the other reads IM afresh, as the copies of docs/past-one-machine.md do.
      chatImCacheMs: cacheMs,
    };
    const app = await buildChatApp({ config, db: openDatabase(dataDir), logger: pino({ level: 'silent' }) });
    await app.ready();
    closing.push(() => app.close());
    return app;
  };
  const [a, b] = [await copy(), await copy()];
  const shared: ChatDatabase = await openChatDatabase(chatDatabaseURL, openDatabase(mkdtempSync(join(tmpdir(), 'x-'))));
  closing.push(() => shared.close());
  im.services.users.register(
    ['ann', 'ben', 'carol', 'mallory'].map((userID) => ({ userID, nickname: userID, faceURL: '' })),
  );
  return { im: im.services, a, b, tokens: new ChatTokenStore(shared.db, TEST_CHAT_TOKEN_TTL_MS) };
}

/** A webhook delivered to one copy: a message's after-send exactly as the embedded IM posts it, or `body`. */
async function heardBy(copy: FastifyInstance, msg: Parameters<typeof afterSendBody>[0] | WebhookBody) {
  const body = 'callbackCommand' in msg ? msg : afterSendBody(msg, 'op')!;
  const response = await copy.inject({
    method: 'POST',
    url: `/chat/openim-webhook/${SECRET}/${body.callbackCommand}`,
    headers: { operationID: 'op' },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
}

/** The media room `userID` may enter for `room` through `copy`, or the error code. */
async function tokenRoom(copy: FastifyInstance, tokens: ChatTokenStore, userID: string, room: string) {
  const response = await copy.inject({
    method: 'POST',
    url: '/chat/user/rtc/get_token',
    headers: { operationid: 'op', token: await tokens.issue(userID) },
    payload: { room, identity: userID },
  });
  const body = response.json() as { errCode: number; data?: { token: string } };
  if (body.errCode !== 0) return body.errCode;
  return (await new TokenVerifier(livekit.livekitApiKey, livekit.livekitApiSecret).verify(body.data!.token)).video!
    .room!;
}

function groupWith(services: Services, groupID: string, members: string[]) {
  const owner = members[0]!;
  const group = { groupID, groupName: groupID, notification: '', introduction: '', faceURL: '', ex: '' };
  const rules = { needVerification: 0, lookMemberInfo: 0, applyMemberFriend: 0 };
  services.groups.create({ ...group, ...rules, ownerUserID: owner, creatorUserID: owner }, Date.now());
  const how = { roleLevel: 20, joinSource: 2, inviterUserID: owner, operatorUserID: owner };
  services.groups.addMembers(groupID, members, how, Date.now());
}

describe('call and meeting rooms across two chat-service copies on one PostgreSQL', () => {
  it('grant through one copy a call whose invite only the other heard, and refuse a stranger there', async () => {
    const { a, b, tokens } = await topology();
    const invitation = { inviterUserID: 'ann', inviteeUserIDList: ['ben'], roomID: 'room-1', timeout: 30 };
    await heardBy(a, signalMessage(200, 'ann', { recvID: 'ben' }, invitation));
    const room = await tokenRoom(b, tokens, 'ben', 'room-1');
    expect(room).toMatch(/^call-/);
    expect(await tokenRoom(a, tokens, 'ann', 'room-1')).toBe(room);
    expect(await tokenRoom(b, tokens, 'mallory', 'room-1')).toBe(1002);
    // The cancel reaches the copy that never heard the invite: the call is over on both.
    await heardBy(b, signalMessage(203, 'ann', { recvID: 'ben' }, invitation));
    expect(await tokenRoom(a, tokens, 'ben', 'room-1')).toBe(1002);
  });

  it('refuse through one copy a member who left the group of a call and a meeting the other heard', async () => {
    const { im, a, b, tokens } = await topology();
    groupWith(im, 'g1', ['ann', 'ben', 'carol']);
    const invitation = { inviterUserID: 'ann', inviteeUserIDList: ['ben', 'carol'], roomID: 'g-room', groupID: 'g1' };
    await heardBy(a, signalMessage(200, 'ann', { groupID: 'g1' }, invitation));
    await heardBy(a, meetingInvitationMessage('ann', { groupID: 'g1' }, { id: 'm1', start: Date.now() / 1000 }));
    expect(await tokenRoom(b, tokens, 'carol', 'g-room')).toMatch(/^call-/);
    expect(await tokenRoom(b, tokens, 'carol', 'm1')).toMatch(/^meeting-/);
    expect(await tokenRoom(b, tokens, 'mallory', 'g-room')).toBe(1002);
    expect(await tokenRoom(b, tokens, 'mallory', 'm1')).toBe(1002);

    im.groups.removeMembers('g1', ['carol']);
    await heardBy(a, { callbackCommand: WebhookCommand.afterQuitGroup, groupID: 'g1', userID: 'carol' });
    expect(await tokenRoom(b, tokens, 'carol', 'g-room')).toBe(1002);
    expect(await tokenRoom(b, tokens, 'carol', 'm1')).toBe(1002);
    expect(await tokenRoom(b, tokens, 'ben', 'g-room')).toMatch(/^call-/);
  });
  it('refuse a leaver through a copy whose cache of IM reads still counts them in', async () => {
    // Copies that cache IM reads (PARLEY_CHAT_IM_CACHE_MS) hear a quit only where the webhook went: who may enter a
    // room is read from IM afresh all the same.
    const { im, a, b, tokens } = await topology({ cacheMs: 60_000 });
    groupWith(im, 'g2', ['ann', 'ben', 'carol']);
    const invitation = { inviterUserID: 'ann', inviteeUserIDList: ['ben', 'carol'], roomID: 'g2-room', groupID: 'g2' };
    await heardBy(a, signalMessage(200, 'ann', { groupID: 'g2' }, invitation));
    expect(await tokenRoom(b, tokens, 'carol', 'g2-room')).toMatch(/^call-/);

    im.groups.removeMembers('g2', ['carol']);
    await heardBy(a, { callbackCommand: WebhookCommand.afterQuitGroup, groupID: 'g2', userID: 'carol' });
    expect(await tokenRoom(b, tokens, 'carol', 'g2-room')).toBe(1002);
  });
});

describe('two copies hearing about one room ID at the same moment', () => {
  it('let exactly one of a call invite and a meeting invitation claim it, every time', async () => {
    // Two pools on one database, as two copies hold.
    const url = await createTestDatabase(postgresURL());
    const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'x-')));
    const noGroups = () => Promise.resolve([] as string[]);
    const pools: ChatDatabase[] = [];
    for (let i = 0; i < 2; i++) pools.push(await openChatDatabase(url, sqlite));
    closing.push(() => Promise.all(pools.map((pool) => pool.close())));
    const [calls, meetings] = pools.map((chat) => new ChatRooms(chat.db, chat.dialect, noGroups));
    const db = pools[0]!.db;
    const invite = { inviterUserID: 'ann', inviteeUserIDList: ['ben'], timeout: 30 };
    // Many IDs at once, each heard by both copies at once: every pair of transactions runs side by side.
    const ids = Array.from({ length: 40 }, (_, i) => `${100_000_000 + i}`);
    const start = Date.now() / 1000;
    await Promise.all(
      ids.flatMap((id) => [
        meetings!.heard(meetingInvitationMessage('mallory', { recvID: 'eve' }, { id, start })),
        calls!.heard(signalMessage(200, 'ann', { recvID: 'ben' }, { ...invite, roomID: id })),
      ]),
    );
    // Whichever came first holds each ID; the other was refused it, and its party with it.
    const held = [
      ...(await db.selectFrom('chat_calls').select('room_id as id').execute()),
      ...(await db.selectFrom('meetings').select('meeting_id as id').execute()),
    ].map((row) => row.id);
    expect(held.sort()).toEqual(ids);
    for (const id of ids) {
      const [ben, eve] = [await calls!.access('ben', id), await meetings!.access('eve', id)];
      expect([ben.kind, eve.kind].sort(), id).toEqual(['denied', 'granted']);
    }
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_WEBHOOK_SECRET, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import type { Services } from '../services/services.ts';
import { WebhookCommand, webhookContinue } from '../protocol/openim-webhooks.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { ChatTokenStore } from './chat-tokens.ts';

/**
 * The chat service over OpenIM's REST API and webhooks (http-im.ts) with its cache on, as it runs beside a real
 * OpenIM: the stores below are changed directly, which no webhook reports, so only the webhooks posted here (in
 * OpenIM v3.8.3's shapes) make the chat service see a change before the cache expires.
 */
let app: FastifyInstance;
let chatDb: ChatDb;
let services: Services;
const tokens: Record<string, string> = {};
const page = { pagination: { pageNumber: 1, showNumber: 20 } };
const livekit = { livekitURL: 'wss://rtc.example.com', livekitApiKey: 'key', livekitApiSecret: 'x'.repeat(32) };

beforeEach(async () => {
  ({ app, services, chatDb } = await createTestApp({
    chatImOverHttp: true,
    chatWebhookSecret: TEST_WEBHOOK_SECRET,
    chatImCacheMs: 600_000,
    ...livekit,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const chatTokens = new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS);
  const people = ['ann', 'ben'];
  services.users.register(people.map((userID) => ({ userID, nickname: userID.toUpperCase(), faceURL: '' })));
  for (const userID of people) tokens[userID] = await chatTokens.issue(userID);
  services.relations.addFriend('ann', 'ben', 2, 'ann', Date.now());
  services.relations.addFriend('ben', 'ann', 2, 'ben', Date.now());
});
afterEach(() => app.close());

async function chat(userID: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat${path}`,
    headers: { operationid: 'op', token: tokens[userID]! },
    payload,
  });
  return response.json() as { errCode: number; data?: Record<string, unknown> };
}

const webhook = (body: Record<string, unknown>, secret = TEST_WEBHOOK_SECRET, command = body.callbackCommand) =>
  app.inject({
    method: 'POST',
    url: `/chat/openim-webhook/${secret}/${String(command)}`,
    headers: { operationID: 'op' },
    payload: body,
  });

const feedOf = async (viewer: string) =>
  ((await chat(viewer, '/office/work_moment/find/recv', page)).data!.workMoments as Array<{ userID: string }>).map(
    (m) => m.userID,
  );

/** An after-send webhook for a message as OpenIM v3.8.3 posts it (seq 0: it fires before the seq is given). */
const afterSend = (sendID: string, recvID: string, contentType: number, content: string) => ({
  callbackCommand: WebhookCommand.afterSendSingleMsg,
  sendID,
  recvID,
  serverMsgID: 's1',
  clientMsgID: `c${Math.random()}`,
  operationID: 'op',
  senderPlatformID: 5,
  senderNickname: sendID,
  sessionType: 1,
  msgFrom: 100,
  contentType,
  status: 1,
  sendTime: Date.now(),
  createTime: Date.now(),
  content,
  seq: 0,
  atUserList: null,
  faceURL: '',
  ex: '',
});

describe('the chat service over HTTP and webhooks', () => {
  it('sees a friend deleted the moment the friend-delete webhook arrives, and not before', async () => {
    expect((await chat('ann', '/office/work_moment/add', { content: { text: 'hi' } })).errCode).toBe(0);
    expect(await feedOf('ben')).toEqual(['ann']);
    services.relations.removeFriend('ann', 'ben');
    // Cached: IM changed, and nothing told the chat service yet.
    expect(await feedOf('ben')).toEqual(['ann']);
    const told = await webhook({
      callbackCommand: WebhookCommand.afterDeleteFriend,
      ownerUserID: 'ann',
      friendUserID: 'ben',
    });
    expect(told.statusCode).toBe(200);
    expect(told.json()).toEqual(webhookContinue);
    expect(await feedOf('ben')).toEqual([]);
  });

  it('sees a block through the blacklist notification riding the after-send webhook (v3.8.3 has no after-add-black)', async () => {
    await chat('ann', '/office/work_moment/add', { content: { text: 'hi' } });
    expect(await feedOf('ben')).toEqual(['ann']);
    services.relations.addBlack('ann', 'ben', '', Date.now());
    expect(await feedOf('ben')).toEqual(['ann']);
    expect((await webhook(afterSend('ann', 'ben', 1205, ''))).statusCode).toBe(200);
    expect(await feedOf('ben')).toEqual([]);
  });

  it('takes webhooks only with the secret, in the shape of their command, and changes nothing otherwise', async () => {
    await chat('ann', '/office/work_moment/add', { content: { text: 'hi' } });
    expect(await feedOf('ben')).toEqual(['ann']);
    services.relations.removeFriend('ann', 'ben');
    const body = { callbackCommand: WebhookCommand.afterDeleteFriend, ownerUserID: 'ann', friendUserID: 'ben' };
    expect((await webhook(body, 'wrong-secret-0123456789abc')).statusCode).toBe(404);
    expect((await webhook(body, TEST_WEBHOOK_SECRET, WebhookCommand.afterRemoveBlack)).statusCode).toBe(400);
    expect((await webhook({ ...body, ownerUserID: 7 })).statusCode).toBe(400);
    expect((await webhook({ callbackCommand: 'callbackSomethingElse' })).statusCode).toBe(400);
    expect(await feedOf('ben')).toEqual(['ann']);
  });

  it('learns a call from the after-send webhook of its invite (online-only in IM) and ends it on cancel', async () => {
    const invitation = {
      inviterUserID: 'ann',
      inviteeUserIDList: ['ben'],
      roomID: 'room-1',
      timeout: 30,
      mediaType: 'video',
      sessionType: 1,
      platformID: 5,
      groupID: '',
    };
    const signal = (customType: number) =>
      JSON.stringify({ data: JSON.stringify({ customType, data: invitation }), description: '', extension: '' });
    const token = () => chat('ben', '/user/rtc/get_token', { room: 'room-1', identity: 'ben' });
    expect((await token()).errCode).toBe(1002);
    expect((await webhook(afterSend('ann', 'ben', 110, signal(200)))).statusCode).toBe(200);
    expect(await token()).toMatchObject({ errCode: 0, data: { serverUrl: livekit.livekitURL } });
    expect((await webhook(afterSend('ann', 'ben', 110, signal(203)))).statusCode).toBe(200);
    expect((await token()).errCode).toBe(1002);
  });
});

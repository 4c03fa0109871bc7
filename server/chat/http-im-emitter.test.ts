import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, freePort, TEST_WEBHOOK_SECRET, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import type { Services } from '../services/services.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { ChatTokenStore } from './chat-tokens.ts';

/**
 * The whole loop over HTTP, cache on: the chat service reads IM only through its REST API, and the embedded IM
 * (PARLEY_WEBHOOK_URL) posts OpenIM's webhooks to the chat service when a user changes something through IM's API.
 */
let app: FastifyInstance;
let chatDb: ChatDb;
let services: Services;
const chatTokens: Record<string, string> = {};
const imTokens: Record<string, string> = {};

beforeEach(async () => {
  const port = await freePort();
  ({ app, services, chatDb } = await createTestApp({
    chatImOverHttp: true,
    chatWebhookSecret: TEST_WEBHOOK_SECRET,
    chatImCacheMs: 600_000,
    webhookURL: `http://127.0.0.1:${port}/chat/openim-webhook/${TEST_WEBHOOK_SECRET}`,
  }));
  await app.listen({ port, host: '127.0.0.1' });
  const store = new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS);
  services.users.register(['ann', 'ben'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
  for (const userID of ['ann', 'ben']) {
    chatTokens[userID] = await store.issue(userID);
    imTokens[userID] = services.tokens.issue(userID, 5).token;
  }
  services.relations.addFriend('ann', 'ben', 2, 'ann', Date.now());
  services.relations.addFriend('ben', 'ann', 2, 'ben', Date.now());
});
afterEach(() => app.close());

const post = async (url: string, token: string, payload: Record<string, unknown>) =>
  (await app.inject({ method: 'POST', url, headers: { operationid: 'op', token }, payload })).json() as {
    errCode: number;
    data?: Record<string, unknown>;
  };

const feedOf = async (viewer: string) =>
  (
    (
      await post('/chat/office/work_moment/find/recv', chatTokens[viewer]!, {
        pagination: { pageNumber: 1, showNumber: 20 },
      })
    ).data!.workMoments as Array<{ userID: string }>
  ).map((m) => m.userID);

it('hides a friend’s moments once the friend is deleted through IM’s API, told by IM’s own webhook', async () => {
  expect((await post('/chat/office/work_moment/add', chatTokens.ann!, { content: { text: 'hi' } })).errCode).toBe(0);
  expect(await feedOf('ben')).toEqual(['ann']);
  const deleted = await post('/api/friend/delete_friend', imTokens.ann!, { ownerUserID: 'ann', friendUserID: 'ben' });
  expect(deleted.errCode).toBe(0);
  // The webhook leaves IM after the answer (OpenIM's after-callbacks are asynchronous).
  await expect.poll(() => feedOf('ben')).toEqual([]);
});

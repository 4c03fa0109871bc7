import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import { ChatTokenStore } from '../chat-tokens.ts';

/**
 * The feeds' pages over HTTP: OpenIM's page numbers, and Parley's cursor (wire/moment-cursor.ts), which neither
 * repeats nor skips a moment when others are posted while someone pages.
 */
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  const { app: created, services, chatDb } = await createTestApp();
  app = created;
  // The chat service may reach IM over HTTP (the server-chat-over-http project): the app must be listening.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const chatTokens = new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS);
  for (const userID of ['ann', 'ben', 'eve']) {
    services.users.register([{ userID, nickname: userID.toUpperCase(), faceURL: '' }]);
    tokens[userID] = await chatTokens.issue(userID);
  }
  services.relations.addFriend('ben', 'ann', 2, 'ann', Date.now());
  services.relations.addFriend('ann', 'ben', 2, 'ann', Date.now());
});
afterEach(() => app.close());

async function call(userID: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat/office/work_moment${path}`,
    headers: { operationid: 'op', token: tokens[userID]! },
    payload,
  });
  return response.json() as { errCode: number; errMsg: string; data?: Record<string, unknown> };
}

interface Listed {
  workMomentID: string;
  createTime: number;
  content: { text: string };
}

/** ann posts; a millisecond apart, so that "newer" means a later time. */
async function post(text: string, permission = 0): Promise<Listed> {
  await new Promise((resolve) => setTimeout(resolve, 2));
  const answer = await call('ann', '/add', { content: { text, metas: [], type: 0 }, permission });
  expect(answer.errCode).toBe(0);
  return answer.data!.workMoment as Listed;
}

async function page(userID: string, path: '/find/recv' | '/find/send', extra: Record<string, unknown>) {
  const answer = await call(userID, path, { userID: 'ann', pagination: { pageNumber: 1, showNumber: 2 }, ...extra });
  expect(answer.errCode).toBe(0);
  return answer.data!.workMoments as Listed[];
}

const texts = (moments: Listed[]) => moments.map((m) => m.content.text);
const after = (moments: Listed[]) => ({
  createTime: moments.at(-1)!.createTime,
  workMomentID: moments.at(-1)!.workMomentID,
});

describe('moment feed pages after a cursor', () => {
  it.each(['/find/recv', '/find/send'] as const)(
    '%s neither repeats nor skips a moment when one is posted between pages, as page numbers do',
    async (path) => {
      for (const n of [1, 2, 3, 4, 5]) await post(`m${n}`);
      const first = await page('ben', path, {});
      expect(texts(first)).toEqual(['m5', 'm4']);
      await post('m6');
      const second = await page('ben', path, { cursor: after(first) });
      expect(texts(second)).toEqual(['m3', 'm2']);
      expect(texts(await page('ben', path, { cursor: after(second) }))).toEqual(['m1']);
      // OpenIM's clients still page by number, and meet the moment that slid down from page 1 again.
      const numbered = await page('ben', path, { pagination: { pageNumber: 2, showNumber: 2 } });
      expect(texts(numbered)).toEqual(['m4', 'm3']);
    },
  );

  it('shows after a cursor only what the reader may see, whoever the cursor names', async () => {
    await post('open 1');
    const hidden = await post('private', 1);
    await post('open 2');
    // ben pages on from ann's private moment, which he cannot see: he gets the older public one, never the private.
    const cursor = { createTime: hidden.createTime + 1, workMomentID: hidden.workMomentID };
    expect(texts(await page('ben', '/find/recv', { cursor }))).toEqual(['open 1']);
    // eve is no friend of ann's: her feed has none of ann's moments, with a cursor or without.
    expect(await page('eve', '/find/recv', { cursor })).toEqual([]);
    expect(await page('eve', '/find/send', { cursor })).toEqual([]);
  });

  it.each([
    ['a negative time', { createTime: -1, workMomentID: 'x' }],
    ['a time as text', { createTime: '1700000000000', workMomentID: 'x' }],
    ['a fractional time', { createTime: 1.5, workMomentID: 'x' }],
    ['a time past 2^53', { createTime: 2 ** 60, workMomentID: 'x' }],
    ['no id', { createTime: 1 }],
    ['an empty id', { createTime: 1, workMomentID: '' }],
    ['an id too long', { createTime: 1, workMomentID: 'x'.repeat(65) }],
    ['a field of its own', { createTime: 1, workMomentID: 'x', offset: 3 }],
    ['not an object', 'm5'],
  ])('refuses a cursor with %s (1001), on both feeds', async (_, cursor) => {
    for (const path of ['/find/recv', '/find/send']) {
      const answer = await call('ben', path, { userID: 'ann', pagination: { pageNumber: 1, showNumber: 2 }, cursor });
      expect(answer).toMatchObject({ errCode: 1001 });
      expect(answer.data).toBeUndefined();
    }
  });

  it('refuses a cursor with a later page number: which of the two was meant cannot be told', async () => {
    const answer = await call('ben', '/find/recv', {
      pagination: { pageNumber: 2, showNumber: 2 },
      cursor: { createTime: Date.now(), workMomentID: 'x' },
    });
    expect(answer).toMatchObject({ errCode: 1001, errMsg: 'ArgsError' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import type { Services } from '../../services/services.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ChatTokenStore } from '../chat-tokens.ts';
import { ImAdminClient } from '../im-admin-client.ts';
import { MOMENT_WRITES_PER_MINUTE } from './moment-routes.ts';

let app: FastifyInstance;
let chatDb: ChatDb;
let services: Services;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  ({ app, services, chatDb } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const chatTokens = new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS);
  for (const userID of ['ann', 'ben', 'cat', 'dan']) {
    services.users.register([{ userID, nickname: userID.toUpperCase(), faceURL: '' }]);
    tokens[userID] = await chatTokens.issue(userID);
  }
  // ann's friends see her moments in their feed.
  for (const friend of ['ben', 'cat', 'dan']) {
    services.relations.addFriend(friend, 'ann', 2, 'ann', Date.now());
    services.relations.addFriend('ann', friend, 2, 'ann', Date.now());
  }
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

async function call(userID: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat/office/work_moment${path}`,
    headers: { operationid: 'op', token: tokens[userID]! },
    payload,
  });
  return response.json() as { errCode: number; data?: Record<string, unknown> };
}

const post = async (permission: number, extra: Record<string, unknown> = {}) =>
  (
    (await call('ann', '/add', { content: { text: 'hello', metas: [], type: 0 }, permission, ...extra })).data!
      .workMoment as { workMomentID: string }
  ).workMomentID;

const feedOf = async (userID: string) =>
  (
    (await call(userID, '/find/recv', { pagination: { pageNumber: 1, showNumber: 20 } })).data!.workMoments as Array<{
      workMomentID: string;
    }>
  ).map((m) => m.workMomentID);

describe('moment permissions', () => {
  it('shows public moments to friends and private ones to nobody else', async () => {
    const open = await post(0);
    const mine = await post(1);
    expect(await feedOf('ben')).toEqual([open]);
    expect(await feedOf('ann')).toEqual([mine, open]);
    expect((await call('ben', '/get', { workMomentID: mine })).errCode).toBe(1004);
  });

  it('shows a listed moment to the listed and the mentioned, and hides an excluded one from the excluded', async () => {
    const listed = await post(2, { permissionUserIDs: ['ben'], atUserIDs: ['cat'] });
    const excluding = await post(3, { permissionUserIDs: ['ben'] });
    expect(await feedOf('ben')).toEqual([listed]);
    expect(await feedOf('cat')).toEqual([excluding, listed]);
    expect(await feedOf('dan')).toEqual([excluding]);
  });
});

describe('likes, comments and the interaction log', () => {
  it('logs likes and comments for the author and counts them unread until cleared', async () => {
    const id = await post(0);
    expect((await call('ben', '/like', { workMomentID: id, like: true })).errCode).toBe(0);
    expect((await call('cat', '/comment/add', { workMomentID: id, content: 'nice', replyUserID: '' })).errCode).toBe(0);
    expect((await call('ann', '/unread/count', {})).data).toEqual({ total: 2 });
    const logs = (await call('ann', '/logs', { pagination: { pageNumber: 1, showNumber: 10 } })).data!
      .workMoments as Array<{ type: number }>;
    expect(logs.map((l) => l.type)).toEqual([3, 1]);
    await call('ann', '/unread/clear', { type: 3 });
    expect((await call('ann', '/unread/count', {})).data).toEqual({ total: 0 });
  });

  it('allows replying only to someone who commented, and deleting only by those involved', async () => {
    const id = await post(0);
    expect((await call('ben', '/comment/add', { workMomentID: id, content: 'hi', replyUserID: 'cat' })).errCode).toBe(
      1001,
    );
    const first = (await call('cat', '/comment/add', { workMomentID: id, content: 'first', replyUserID: '' })).data!
      .commentID as string;
    const reply = (await call('ben', '/comment/add', { workMomentID: id, content: 'reply', replyUserID: 'cat' })).data!
      .commentID as string;
    expect((await call('dan', '/comment/del', { workMomentID: id, commentID: first })).errCode).toBe(1002);
    expect((await call('cat', '/comment/del', { workMomentID: id, commentID: reply })).errCode).toBe(0);
    expect((await call('ann', '/comment/del', { workMomentID: id, commentID: first })).errCode).toBe(0);
  });
});

describe('what an attacker cannot do', () => {
  it('accepts only http(s) media, one video, and mentions of friends', async () => {
    const add = (content: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      call('ann', '/add', { content: { text: 'x', type: 0, ...content }, permission: 0, ...extra });
    const meta = (original: string) => ({ original, thumb: '', width: 1, height: 1 });
    expect((await add({ metas: [meta('javascript:alert(1)')] })).errCode).toBe(1001);
    expect((await add({ metas: [meta('https://cdn.example/a.png')], text: '' })).errCode).toBe(0);
    expect(
      (await add({ type: 1, metas: [meta('https://a.example/1.mp4'), meta('https://a.example/2.mp4')] })).errCode,
    ).toBe(1001);
    expect((await add({ metas: Array.from({ length: 10 }, () => meta('https://a.example/p.png')) })).errCode).toBe(
      1001,
    );
    services.users.register([{ userID: 'eve', nickname: 'EVE', faceURL: '' }]);
    expect((await add({ metas: [] }, { atUserIDs: ['eve'] })).errCode).toBe(1002);
    expect((await add({ metas: [] }, { permission: 2, permissionGroupIDs: ['someone-elses-group'] })).errCode).toBe(
      1002,
    );
  });

  it("shows one person's moments only to friends, and who a moment is hidden from only to its author", async () => {
    const id = await post(3, { permissionUserIDs: ['dan'] });
    services.users.register([{ userID: 'eve', nickname: 'EVE', faceURL: '' }]);
    tokens.eve = await new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS).issue('eve');
    const sent = async (viewer: string) =>
      (await call(viewer, '/find/send', { userID: 'ann', pagination: { pageNumber: 1, showNumber: 20 } })).data!
        .workMoments as Array<{ workMomentID: string; permissionUsers: unknown[] }>;
    expect(await sent('eve')).toEqual([]);
    expect((await sent('ben')).map((m) => m.permissionUsers)).toEqual([[]]);
    expect((await sent('ann'))[0]!.permissionUsers).toMatchObject([{ userID: 'dan' }]);
    expect(await sent('dan')).toEqual([]);
    expect((await call('dan', '/like', { workMomentID: id, like: true })).errCode).toBe(1004);
  });

  it('tells the interactive list who did what, and which entries are new', async () => {
    const id = await post(0);
    await call('ben', '/like', { workMomentID: id, like: true });
    const page = async () =>
      (await call('ann', '/logs', { pagination: { pageNumber: 1, showNumber: 10 } })).data!.workMoments as Array<{
        opUser: { userID: string };
        unread: boolean;
      }>;
    expect(await page()).toMatchObject([{ type: 1, opUser: { userID: 'ben', nickname: 'BEN' }, unread: true }]);
    // Unliking and liking again does not tell the author a second time.
    await call('ben', '/like', { workMomentID: id, like: false });
    await call('ben', '/like', { workMomentID: id, like: true });
    expect(await page()).toHaveLength(1);
    await call('ann', '/unread/clear', { type: 2 });
    expect(await page()).toMatchObject([{ unread: false }]);
  });
});

describe('moment write limit', () => {
  it('refuses one user’s writes beyond the minute’s limit with 20005, and leaves reads and other users alone', async () => {
    const id = await post(0);
    for (let write = 1; write < MOMENT_WRITES_PER_MINUTE; write++) {
      expect((await call('ann', '/like', { workMomentID: id, like: write % 2 === 0 })).errCode).toBe(0);
    }
    const refused = await call('ann', '/comment/add', { workMomentID: id, content: 'one too many' });
    expect(refused).toMatchObject({ errCode: 20005 });
    expect((refused as { errDlt?: string }).errDlt).toMatch(/retry after \d+ s/);
    // Nothing of the refused write was stored.
    const moment = (await call('ann', '/get', { workMomentID: id })).data!.workMoment as { comments: unknown[] };
    expect(moment.comments).toEqual([]);
    expect((await call('ben', '/comment/add', { workMomentID: id, content: 'fine' })).errCode).toBe(0);
  });
});

describe('one visibility rule everywhere', () => {
  const page = { pagination: { pageNumber: 1, showNumber: 20 } };
  /** The wm_* notices sent to `userID` so far, through the real IM client. */
  const noticesTo = (spy: { mock: { calls: unknown[][] } }, userID: string) =>
    spy.mock.calls.filter(([, recipient]) => recipient === userID).map(([, , key]) => key);
  const ids = (data: Record<string, unknown> | undefined) =>
    (data!.workMoments as Array<{ workMomentID: string }>).map((m) => m.workMomentID);

  it('ends a deleted friend’s view of "friends" moments: get, both feeds, the list, its count and every notice', async () => {
    const notices = vi.spyOn(ImAdminClient.prototype, 'businessNotification');
    const id = await post(0);
    expect((await call('ben', '/comment/add', { workMomentID: id, content: 'first' })).errCode).toBe(0);
    // ann deletes ben; ben still has ann on his side, as OpenIM's one-sided delete leaves it.
    services.relations.removeFriend('ann', 'ben');
    expect(services.relations.isFriend('ben', 'ann')).toBe(true);
    expect((await call('ben', '/get', { workMomentID: id })).errCode).toBe(1004);
    expect(await feedOf('ben')).toEqual([]);
    expect(ids((await call('ben', '/find/send', { userID: 'ann', ...page })).data)).toEqual([]);
    // A reply to his old comment neither reaches his list, nor his count, nor his notices.
    const before = noticesTo(notices, 'ben').length;
    expect(
      (await call('cat', '/comment/add', { workMomentID: id, content: 'to ben', replyUserID: 'ben' })).errCode,
    ).toBe(0);
    await call('ann', '/comment/add', { workMomentID: id, content: 'also', replyUserID: 'ben' });
    expect(ids((await call('ben', '/logs', page)).data)).toEqual([]);
    expect((await call('ben', '/unread/count', {})).data).toEqual({ total: 0 });
    expect(noticesTo(notices, 'ben').length).toBe(before);
    expect(noticesTo(notices, 'ann')).toContain('wm_comment');
    // Nor does he hear of the moment's deletion.
    await call('ann', '/del', { workMomentID: id });
    expect(noticesTo(notices, 'ben').length).toBe(before);
  });

  it('hides moments across a block in either direction, listed or not, and tells the blocked nothing', async () => {
    const notices = vi.spyOn(ImAdminClient.prototype, 'businessNotification');
    const id = await post(0);
    services.relations.addBlack('ben', 'ann', '', Date.now());
    services.relations.addBlack('ann', 'cat', '', Date.now());
    expect(await feedOf('ben')).toEqual([]);
    expect(await feedOf('cat')).toEqual([]);
    expect((await call('ben', '/get', { workMomentID: id })).errCode).toBe(1004);
    expect((await call('cat', '/like', { workMomentID: id, like: true })).errCode).toBe(1004);
    expect(await feedOf('dan')).toEqual([id]);
    // A listed moment too: being listed does not pass a block.
    const listed = await post(2, { permissionUserIDs: ['ben', 'dan'] });
    expect(await feedOf('ben')).toEqual([]);
    expect(await feedOf('dan')).toEqual([listed, id]);
    expect(noticesTo(notices, 'ben')).toEqual([]);
  });

  it('sends no mention notice, and no list entry, for a moment the mentioned may not see', async () => {
    const notices = vi.spyOn(ImAdminClient.prototype, 'businessNotification');
    await post(1, { atUserIDs: ['ben'] });
    await post(3, { atUserIDs: ['cat'], permissionUserIDs: ['cat'] });
    const seen = await post(0, { atUserIDs: ['dan'] });
    expect(noticesTo(notices, 'ben')).toEqual([]);
    expect(noticesTo(notices, 'cat')).toEqual([]);
    expect(noticesTo(notices, 'dan')).toEqual(['wm_at']);
    expect((await call('ben', '/unread/count', {})).data).toEqual({ total: 0 });
    expect(ids((await call('dan', '/logs', page)).data)).toEqual([seen]);
  });

  it('fills a page of the interactive list past the entries it may no longer show', async () => {
    services.relations.addFriend('cat', 'dan', 2, 'cat', Date.now());
    services.relations.addFriend('dan', 'cat', 2, 'cat', Date.now());
    const byCat = async () =>
      (
        (await call('cat', '/add', { content: { text: 'cat', metas: [], type: 0 }, permission: 0, atUserIDs: ['dan'] }))
          .data!.workMoment as { workMomentID: string }
      ).workMomentID;
    await byCat();
    const seen = await post(0, { atUserIDs: ['dan'] });
    await byCat();
    services.relations.removeFriend('cat', 'dan');
    const onePage = (pageNumber: number) => call('dan', '/logs', { pagination: { pageNumber, showNumber: 1 } });
    expect(ids((await onePage(1)).data)).toEqual([seen]);
    expect(ids((await onePage(2)).data)).toEqual([]);
    expect((await call('dan', '/unread/count', {})).data).toEqual({ total: 1 });
  });
});

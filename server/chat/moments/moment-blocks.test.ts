import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import type { Services } from '../../services/services.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ChatTokenStore } from '../chat-tokens.ts';
import { ImAdminClient } from '../im-admin-client.ts';
import type { WorkMoment } from './moment-model.ts';

let app: FastifyInstance;
let chatDb: ChatDb;
let services: Services;
const tokens: Record<string, string> = {};
const page = { pagination: { pageNumber: 1, showNumber: 20 } };

beforeEach(async () => {
  ({ app, services, chatDb } = await createTestApp());
  // Over HTTP (the server-chat-apart project) the chat service reaches IM through the listening server.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const chatTokens = new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS);
  const people = ['ann', 'ben', 'cat', 'dan'];
  services.users.register(people.map((userID) => ({ userID, nickname: userID.toUpperCase(), faceURL: '' })));
  for (const userID of people) tokens[userID] = await chatTokens.issue(userID);
  // Everyone is everyone's friend, so only blocks keep anyone apart.
  for (const a of people) for (const b of people) if (a !== b) services.relations.addFriend(a, b, 2, a, Date.now());
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

/** Who liked and who commented (replying to whom) as `moment` shows them. */
const people = (moment: WorkMoment) => ({
  likes: moment.likeUsers.map((u) => u.userID),
  comments: moment.comments.map((c) => `${c.userID}>${c.replyUserID}`),
});

/** The moment as each answer gives it to `viewer`: get, both feeds and the interactive list. */
async function everyAnswer(viewer: string, workMomentID: string) {
  const answers = [
    (await call(viewer, '/get', { workMomentID })).data!.workMoment as WorkMoment,
    ...((await call(viewer, '/find/recv', page)).data!.workMoments as WorkMoment[]),
    ...((await call(viewer, '/find/send', { userID: 'ann', ...page })).data!.workMoments as WorkMoment[]),
    ...((await call(viewer, '/logs', page)).data!.workMoments as WorkMoment[]),
  ];
  return answers.filter((m) => m.workMomentID === workMomentID).map(people);
}

describe('likes and comments across a block', () => {
  it('are hidden in every moment answer from whoever blocked their author, and from whom their author blocked', async () => {
    const notices = vi.spyOn(ImAdminClient.prototype, 'businessNotification');
    const moment = (await call('ann', '/add', { content: { text: 'hi', metas: [], type: 0 }, atUserIDs: ['cat'] }))
      .data!.workMoment as WorkMoment;
    const id = moment.workMomentID;
    expect((await call('ben', '/like', { workMomentID: id, like: true })).errCode).toBe(0);
    expect((await call('cat', '/like', { workMomentID: id, like: true })).errCode).toBe(0);
    expect((await call('ben', '/comment/add', { workMomentID: id, content: 'b' })).errCode).toBe(0);
    expect((await call('cat', '/comment/add', { workMomentID: id, content: 'c' })).errCode).toBe(0);
    expect((await call('dan', '/comment/add', { workMomentID: id, content: 'd', replyUserID: 'ben' })).errCode).toBe(0);
    expect((await call('dan', '/comment/add', { workMomentID: id, content: 'd', replyUserID: 'cat' })).errCode).toBe(0);

    services.relations.addBlack('cat', 'ben', '', Date.now());
    const all = { likes: ['ben', 'cat'], comments: ['ben>', 'cat>', 'dan>ben', 'dan>cat'] };
    // The author and an onlooker see everything; cat (who blocked ben) and ben (blocked by cat) not each other.
    for (const answer of await everyAnswer('ann', id)) expect(answer).toEqual(all);
    for (const answer of await everyAnswer('dan', id)) expect(answer).toEqual(all);
    const forCat = await everyAnswer('cat', id);
    expect(forCat.length).toBeGreaterThanOrEqual(4);
    for (const answer of forCat) expect(answer).toEqual({ likes: ['cat'], comments: ['cat>', 'dan>cat'] });
    for (const answer of await everyAnswer('ben', id))
      expect(answer).toEqual({ likes: ['ben'], comments: ['ben>', 'dan>ben'] });

    // An entry in the interactive list goes while its author and the list's owner are kept apart.
    const logsOf = async (userID: string) =>
      ((await call(userID, '/logs', page)).data!.workMoments as Array<{ opUser: { userID: string } }>).map(
        (entry) => entry.opUser.userID,
      );
    expect(await logsOf('cat')).toEqual(['dan', 'ann']);
    services.relations.addBlack('dan', 'cat', '', Date.now());
    expect(await logsOf('cat')).toEqual(['ann']);
    expect((await call('cat', '/unread/count', {})).data).toEqual({ total: 1 });
    services.relations.removeBlack('dan', 'cat');

    // Nobody can reply to a comment they may not see, and a notice carries the moment as its recipient may see it.
    expect((await call('ben', '/comment/add', { workMomentID: id, content: 'x', replyUserID: 'cat' })).errCode).toBe(
      1001,
    );
    notices.mockClear();
    expect((await call('dan', '/comment/add', { workMomentID: id, content: 'e', replyUserID: 'cat' })).errCode).toBe(0);
    const toCat = notices.mock.calls.filter(([, recipient]) => recipient === 'cat');
    expect(toCat).toHaveLength(1);
    const body = (JSON.parse(toCat[0]![3]) as { body: WorkMoment }).body;
    expect(people(body)).toEqual({ likes: ['cat'], comments: ['cat>', 'dan>cat', 'dan>cat'] });
  });
});

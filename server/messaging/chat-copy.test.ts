import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import type { Services } from '../services/services.ts';

let app: FastifyInstance;
let services: Services;
const tokens: Record<string, string> = {};
const conversationID = 'si_ann_ben';

beforeEach(async () => {
  ({ app, services } = await createTestApp());
  for (const userID of ['ann', 'ben']) {
    services.users.register([{ userID, nickname: userID, faceURL: '' }]);
    tokens[userID] = services.tokens.issue(userID, 5).token;
  }
});
afterEach(() => app.close());

const call = async (userID: string, path: string, payload: Record<string, unknown>) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { token: tokens[userID]!, operationid: 't' },
      payload,
    })
  ).json() as { errCode: number };

const befriend = async () => {
  expect((await call('ann', '/friend/add_friend', { fromUserID: 'ann', toUserID: 'ben', reqMsg: '' })).errCode).toBe(0);
  expect(
    (await call('ben', '/friend/add_friend_response', { fromUserID: 'ann', toUserID: 'ben', handleResult: 1 })).errCode,
  ).toBe(0);
};

const unread = (userID: string) => {
  const { maxSeq } = services.messageStore.conversationSeqs(conversationID);
  return maxSeq - services.messageStore.userSeqs(userID, conversationID).hasReadSeq;
};

describe('tips stored in a chat (chat copies)', () => {
  it('count as unread for nobody', async () => {
    await befriend();
    expect(services.messageStore.conversationSeqs(conversationID).maxSeq).toBe(1);
    expect([unread('ann'), unread('ben')]).toEqual([0, 0]);
  });

  it('leave earlier unread messages unread', async () => {
    await services.messages.send(
      'ann',
      completeMsgData({ sendID: 'ann', recvID: 'ben', sessionType: 1, contentType: 101, clientMsgID: 'hello' }),
    );
    await befriend();
    expect([unread('ann'), unread('ben')]).toEqual([0, 2]);
  });
});

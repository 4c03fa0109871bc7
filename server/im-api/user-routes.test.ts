import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  const created = await createTestApp();
  app = created.app;
  const peers = Array.from({ length: 300 }, (_, i) => ({
    userID: `peer-with-a-long-id-${i}`,
    nickname: `Peer ${i}`,
    faceURL: '',
  }));
  created.services.users.register([{ userID: 'ann', nickname: 'Ann', faceURL: '' }, ...peers]);
  token = created.services.tokens.issue('ann', 5).token;
});
afterEach(() => app.close());

async function usersInfo(userIDs: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/get_users_info',
    headers: { token, operationid: 't' },
    payload: { userIDs },
  });
  return response.json() as { errCode: number; errMsg: string; data?: { usersInfo: Array<{ userID: string }> } };
}

describe('/user/get_users_info', () => {
  it('answers the SDK’s first lookup for a page of 300 conversations: each peer named 300 times (2.7 MB)', async () => {
    const page = Array.from({ length: 300 }, (_, i) => `peer-with-a-long-id-${i}`);
    const asTheSdkSendsIt = Array.from({ length: 300 }, () => page).flat();
    const answer = await usersInfo(asTheSdkSendsIt);
    expect(answer.errCode).toBe(0);
    expect(answer.data?.usersInfo.map((user) => user.userID)).toEqual(page);
  });

  it('refuses more than 1,000 distinct users', async () => {
    const answer = await usersInfo(Array.from({ length: 1001 }, (_, i) => `u${i}`));
    expect(answer).toMatchObject({ errCode: 1001, errMsg: 'ArgsError' });
  });
});

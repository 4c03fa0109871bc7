import { afterEach, describe, expect, it } from 'vitest';
import { startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';
import { FRIEND_APPLICATIONS_PER_MINUTE } from './friend-write-routes.ts';

let server: GatewayApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('friend applications', () => {
  it('refuse a sender past the per-minute limit with 429, storing nothing more, while others still apply', async () => {
    server = await startGatewayApp();
    const targets = Array.from({ length: FRIEND_APPLICATIONS_PER_MINUTE + 1 }, (_, i) => `target${i}`);
    for (const target of targets) server.user(target);
    const apply = (from: string, to: string) =>
      server!.api(from, '/friend/add_friend', { fromUserID: from, toUserID: to, reqMsg: 'hi' });

    for (const target of targets.slice(0, -1)) expect(await apply('spammer', target)).toMatchObject({ errCode: 0 });
    const refused = await apply('spammer', targets.at(-1)!);
    expect(refused).toMatchObject({
      errCode: 429,
      errMsg: 'TooManyRequests',
      errDlt: expect.stringMatching(/retry after \d+ s/),
    });
    expect(server.services.friendRequests.get('spammer', targets.at(-1)!)).toBeUndefined();

    // The limit is the sender's: someone else applying to the same person is not affected.
    expect(await apply('ann', targets.at(-1)!)).toMatchObject({ errCode: 0 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TokenVerifier } from 'livekit-server-sdk';
import { createTestApp } from '../test/test-app.ts';
import { signalMessage } from '../calls/signal-fixture.ts';
import { mediaRoomName } from '../calls/room-registry.ts';
import { ChatTokenStore } from './chat-tokens.ts';

let app: FastifyInstance;
afterEach(() => app.close());

const livekit = {
  livekitURL: 'wss://rtc.example.com',
  livekitApiKey: 'key',
  livekitApiSecret: 'a-long-enough-test-secret-value',
};

async function tokenFor(
  overrides: Record<string, string>,
  userID: string,
  body: Record<string, string>,
  invite = true,
) {
  const created = await createTestApp(overrides);
  app = created.app;
  if (invite) {
    created.services.callRooms.accepted(
      signalMessage(
        200,
        'alice',
        { recvID: 'bob' },
        { inviterUserID: 'alice', inviteeUserIDList: ['bob'], roomID: 'r1' },
      ),
    );
  }
  const chatToken = new ChatTokenStore(created.services.db, 60_000).issue(userID);
  const response = await app.inject({
    method: 'POST',
    url: '/chat/user/rtc/get_token',
    headers: { operationid: 'op', token: chatToken },
    payload: body,
  });
  return response.json() as { errCode: number; errMsg: string; data?: { serverUrl: string; token: string } };
}

describe('RTC tokens', () => {
  it('answers 500 ServerInternalError, as OpenIM’s chat service does, when there is no media server', async () => {
    expect(await tokenFor({}, 'alice', { room: 'r1', identity: 'alice' })).toMatchObject({
      errCode: 500,
      errMsg: 'ServerInternalError',
    });
  });

  it('grants a party to the live invitation that call’s media room for ten minutes, under the caller’s own identity', async () => {
    const result = await tokenFor(livekit, 'bob', { room: 'r1', identity: 'mallory' });
    expect(result.data?.serverUrl).toBe('wss://rtc.example.com');
    const claims = await new TokenVerifier('key', 'a-long-enough-test-secret-value').verify(result.data!.token);
    expect(claims.sub).toBe('bob');
    expect(claims.video).toMatchObject({ roomJoin: true, room: mediaRoomName('call', 'alice', 'r1') });
    expect(claims.exp! - claims.nbf!).toBe(600);
  });

  it('refuses anyone not invited, and any room without a live invitation', async () => {
    expect(await tokenFor(livekit, 'mallory', { room: 'r1', identity: 'mallory' })).toMatchObject({
      errCode: 1002,
      errMsg: 'NoPermissionError',
    });
    await app.close();
    expect(await tokenFor(livekit, 'alice', { room: 'r1', identity: 'alice' }, false)).toMatchObject({ errCode: 1002 });
  });
});

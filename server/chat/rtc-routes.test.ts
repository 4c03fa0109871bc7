import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TokenVerifier } from 'livekit-server-sdk';
import { createTestApp } from '../test/test-app.ts';
import { ChatTokenStore } from './chat-tokens.ts';

let app: FastifyInstance;
afterEach(() => app.close());

async function getToken(overrides: Record<string, string>, body: Record<string, string>) {
  const created = await createTestApp(overrides);
  app = created.app;
  const chatToken = new ChatTokenStore(created.services.db, 60_000).issue('alice');
  const response = await app.inject({
    method: 'POST',
    url: '/chat/user/rtc/get_token',
    headers: { operationid: 'op', token: chatToken },
    payload: body,
  });
  return response.json() as { errCode: number; errMsg: string; data?: { serverUrl: string; token: string } };
}

describe('RTC tokens', () => {
  it('refuses with RtcNotConfigured when no LiveKit server is configured', async () => {
    expect(await getToken({}, { room: 'r1', identity: 'alice' })).toMatchObject({
      errCode: 20201,
      errMsg: 'RtcNotConfigured',
    });
  });

  it('grants the caller, and only the caller, one room for an hour', async () => {
    const config = {
      livekitURL: 'wss://rtc.example.com',
      livekitApiKey: 'key',
      livekitApiSecret: 'a-long-enough-test-secret-value',
    };
    const result = await getToken(config, { room: 'r1', identity: 'mallory' });
    expect(result.data?.serverUrl).toBe('wss://rtc.example.com');
    const claims = await new TokenVerifier('key', 'a-long-enough-test-secret-value').verify(result.data!.token);
    expect(claims.sub).toBe('alice');
    expect(claims.video).toMatchObject({ roomJoin: true, room: 'r1' });
    expect(claims.exp! - claims.nbf!).toBe(3600);
  });
});

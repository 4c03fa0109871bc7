import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TokenVerifier } from 'livekit-server-sdk';
import { chatOverHttp, createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import { signalMessage } from '../calls/signal-fixture.ts';
import { mediaRoomName } from './rooms/media-room-name.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { ChatTokenStore } from './chat-tokens.ts';
import { RTC_TOKENS_PER_MINUTE } from './rtc-routes.ts';

let app: FastifyInstance;
let chatDb: ChatDb;
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
  ({ app, chatDb } = created);
  created.services.users.register(['alice', 'bob'].map((id) => ({ userID: id, nickname: id, faceURL: '' })));
  // Over HTTP the chat service learns the invite from IM's after-send webhook, which needs a listening app.
  if (chatOverHttp()) await app.listen({ port: 0, host: '127.0.0.1' });
  if (invite) {
    await created.services.messages.send(
      'alice',
      signalMessage(
        200,
        'alice',
        { recvID: 'bob' },
        { inviterUserID: 'alice', inviteeUserIDList: ['bob'], roomID: 'r1' },
      ),
    );
    await created.webhooksSettled();
  }
  return request(userID, body);
}

async function request(userID: string, body: Record<string, string>) {
  const chatToken = await new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS).issue(userID);
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

  it('refuses one user’s token requests beyond the minute’s limit with 20005, and leaves other users alone', async () => {
    const answers = [(await tokenFor(livekit, 'bob', { room: 'r1', identity: 'bob' })).errCode];
    for (let i = 1; i <= RTC_TOKENS_PER_MINUTE; i++) answers.push((await request('bob', { room: 'r1' })).errCode);
    expect(answers).toEqual([...Array<number>(RTC_TOKENS_PER_MINUTE).fill(0), 20005]);
    expect(await request('bob', { room: 'r1' })).toMatchObject({ errCode: 20005, errMsg: 'TooFrequent' });
    // Refused requests count too: asking for rooms one may not enter would also load the media server.
    const probes: number[] = [];
    for (let i = 0; i <= RTC_TOKENS_PER_MINUTE; i++) probes.push((await request('mallory', { room: `r${i}` })).errCode);
    expect(probes).toEqual([...Array<number>(RTC_TOKENS_PER_MINUTE).fill(1002), 20005]);
    expect((await request('alice', { room: 'r1' })).errCode).toBe(0);
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

describe('RTC tokens for a group call no copy heard of (its invite webhook died with a copy)', () => {
  it('grants the inviter’s claim once IM counts them a member, then the members; refuses a stranger with 1002', async () => {
    const created = await createTestApp(livekit);
    ({ app, chatDb } = created);
    if (chatOverHttp()) await app.listen({ port: 0, host: '127.0.0.1' });
    const { services } = created;
    services.users.register(['alice', 'bob', 'mallory'].map((id) => ({ userID: id, nickname: id, faceURL: '' })));
    const info = { groupName: 'g1', notification: '', introduction: '', faceURL: '', ex: '' };
    const roles = { needVerification: 0, lookMemberInfo: 0, applyMemberFriend: 0 };
    services.groups.create({ groupID: 'g1', ...info, ...roles, ownerUserID: 'alice', creatorUserID: 'alice' }, 0);
    const joined = { joinSource: 2, inviterUserID: 'alice', operatorUserID: 'alice' };
    services.groups.addMembers('g1', ['alice'], { roleLevel: 100, ...joined }, Date.now());
    services.groups.addMembers('g1', ['bob'], { roleLevel: 20, ...joined }, Date.now());
    const claim = { groupID: 'g1', inviterUserID: 'alice', mediaType: 'video' };

    // Without the claim (OpenIM's clients), a room nobody heard of is refused as before.
    expect(await request('alice', { room: 'lost' })).toMatchObject({ errCode: 1002 });
    // A stranger's claim, of his own call or of alice's, is refused the same way, and records nothing.
    expect(await request('mallory', { room: 'lost', ...claim, inviterUserID: 'mallory' })).toMatchObject({
      errCode: 1002,
      errMsg: 'NoPermissionError',
    });
    expect(await request('mallory', { room: 'lost', ...claim })).toMatchObject({ errCode: 1002 });
    // (A member's claim of another's call rests on the media server: rooms/call-recovery.test.ts.)

    const granted = await request('alice', { room: 'lost', ...claim });
    expect(granted.errCode).toBe(0);
    const claims = await new TokenVerifier('key', 'a-long-enough-test-secret-value').verify(granted.data!.token);
    expect(claims.video).toMatchObject({ roomJoin: true, room: mediaRoomName('call', 'alice', 'lost') });
    // Recorded: bob comes in now without any claim, mallory still not.
    expect((await request('bob', { room: 'lost' })).errCode).toBe(0);
    expect(await request('mallory', { room: 'lost', ...claim })).toMatchObject({ errCode: 1002 });
    // A claim that is not a media type is bad input.
    expect((await request('alice', { room: 'other', ...claim, mediaType: 'smell' })).errCode).toBe(1001);
  });
});

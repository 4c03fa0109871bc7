import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TokenVerifier } from 'livekit-server-sdk';
import { chatOverHttp, createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import { meetingInvitationMessage, signalMessage } from '../calls/signal-fixture.ts';
import type { Services } from '../services/services.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { ChatTokenStore } from './chat-tokens.ts';

// Nothing listens there: asked who is in a room, this media server counts as empty (fail closed).
const livekit = {
  livekitURL: 'ws://127.0.0.1:9',
  livekitApiKey: 'key',
  livekitApiSecret: 'a-long-enough-test-secret-value',
};

let app: FastifyInstance;
let chatDb: ChatDb;
let services: Services;
let webhooksSettled: () => Promise<void>;

beforeEach(async () => {
  // The registries read the clock they were built with: only Date is faked, before the app is built.
  vi.useFakeTimers({ toFake: ['Date'] });
  ({ app, services, chatDb, webhooksSettled } = await createTestApp(livekit));
  // Over HTTP the chat service learns calls and meetings from IM's after-send webhooks, which need a listening app.
  if (chatOverHttp()) await app.listen({ port: 0, host: '127.0.0.1' });
  services.users.register(
    ['alice', 'bob', 'carol', 'mallory', 'eve'].map((userID) => ({ userID, nickname: userID, faceURL: '' })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  return app.close();
});

/** What /chat/user/rtc/get_token answers `userID` for `room`: the media room its token names, or the error code. */
async function tokenRoom(userID: string, room: string): Promise<string | number> {
  const response = await app.inject({
    method: 'POST',
    url: '/chat/user/rtc/get_token',
    headers: { operationid: 'op', token: await new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS).issue(userID) },
    payload: { room, identity: userID },
  });
  const body = response.json() as { errCode: number; data?: { token: string } };
  if (body.errCode !== 0) return body.errCode;
  const claims = await new TokenVerifier(livekit.livekitApiKey, livekit.livekitApiSecret).verify(body.data!.token);
  return claims.video!.room!;
}

/** Sends as IM would, and (over HTTP) waits until the chat service has heard it: one message at a time, in order. */
async function send(...args: Parameters<Services['messages']['send']>) {
  await services.messages.send(...args);
  await webhooksSettled();
}

const invite = (from: string, to: string, roomID: string) =>
  send(
    from,
    signalMessage(200, from, { recvID: to }, { inviterUserID: from, inviteeUserIDList: [to], roomID, timeout: 30 }),
  );

const inviteToMeeting = (from: string, to: string, id: string) =>
  send(from, meetingInvitationMessage(from, { recvID: to }, { id, start: Date.now() / 1000 }));

function groupWith(groupID: string, members: string[]) {
  services.groups.create(
    {
      groupID,
      groupName: groupID,
      notification: '',
      introduction: '',
      faceURL: '',
      ex: '',
      ownerUserID: members[0]!,
      creatorUserID: members[0]!,
      needVerification: 0,
      lookMemberInfo: 0,
      applyMemberFriend: 0,
    },
    Date.now(),
  );
  services.groups.addMembers(
    groupID,
    members,
    { roleLevel: 20, joinSource: 2, inviterUserID: members[0]!, operatorUserID: members[0]! },
    Date.now(),
  );
}

describe('rooms cannot be hijacked', () => {
  it('a call invite sent to oneself, naming a meeting, does not let its sender into the meeting', async () => {
    await inviteToMeeting('alice', 'bob', '123456789');
    await invite('mallory', 'mallory', '123456789');
    expect(await tokenRoom('mallory', '123456789')).toBe(1002);
    expect(await tokenRoom('bob', '123456789')).toMatch(/^meeting-/);
  });

  it('a meeting invitation sent to oneself, naming a live call, makes nobody its host', async () => {
    await invite('alice', 'bob', 'call-room-1');
    await inviteToMeeting('mallory', 'mallory', 'call-room-1');
    expect(await tokenRoom('mallory', 'call-room-1')).toBe(1002);
    expect(await tokenRoom('bob', 'call-room-1')).toMatch(/^call-/);
  });

  it('signals and invitations to oneself grant nothing, even for a room nobody holds', async () => {
    await invite('mallory', 'mallory', 'fresh-call');
    await inviteToMeeting('mallory', 'mallory', '987654321');
    expect(await tokenRoom('mallory', 'fresh-call')).toBe(1002);
    expect(await tokenRoom('mallory', '987654321')).toBe(1002);
  });

  it('a room ID one registry holds cannot be claimed in the other, even by inviting other people', async () => {
    await inviteToMeeting('alice', 'bob', '111222333');
    await invite('mallory', 'eve', '111222333');
    expect(await tokenRoom('mallory', '111222333')).toBe(1002);
    expect(await tokenRoom('eve', '111222333')).toBe(1002);

    await invite('alice', 'bob', 'call-room-2');
    await inviteToMeeting('mallory', 'eve', 'call-room-2');
    expect(await tokenRoom('mallory', 'call-room-2')).toBe(1002);
    expect(await tokenRoom('eve', 'call-room-2')).toBe(1002);
  });

  it('calls and meetings get media rooms of their own, named by the server from the owner and the ID', async () => {
    await invite('alice', 'bob', 'room-a');
    await inviteToMeeting('alice', 'bob', '444555666');
    const call = await tokenRoom('bob', 'room-a');
    const meeting = await tokenRoom('bob', '444555666');
    expect(call).toMatch(/^call-[\w-]{32}$/);
    expect(meeting).toMatch(/^meeting-[\w-]{32}$/);
    expect(await tokenRoom('alice', 'room-a')).toBe(call);
    // Another owner's call with the same ID, once the first is over, lands in another media room.
    await send(
      'alice',
      signalMessage(
        203,
        'alice',
        { recvID: 'bob' },
        { inviterUserID: 'alice', inviteeUserIDList: ['bob'], roomID: 'room-a' },
      ),
    );
    await invite('mallory', 'eve', 'room-a');
    const other = await tokenRoom('mallory', 'room-a');
    expect(other).toMatch(/^call-/);
    expect(other).not.toBe(call);
  });

  it('in a group call, everyone must be a member when asking, listed invitees and the inviter included', async () => {
    groupWith('g1', ['alice', 'bob', 'carol']);
    await send(
      'alice',
      signalMessage(
        200,
        'alice',
        { groupID: 'g1' },
        { inviterUserID: 'alice', inviteeUserIDList: ['bob', 'carol'], groupID: 'g1', roomID: 'g-room', timeout: 30 },
      ),
    );
    expect(await tokenRoom('bob', 'g-room')).toEqual(expect.any(String));
    services.groups.removeMembers('g1', ['bob', 'alice']);
    expect(await tokenRoom('bob', 'g-room')).toBe(1002);
    expect(await tokenRoom('alice', 'g-room')).toBe(1002);
    expect(await tokenRoom('carol', 'g-room')).toEqual(expect.any(String));
  });

  it('accepting a call does not stretch anyone’s access for hours: an emptied room ends it', async () => {
    const call = { inviterUserID: 'alice', inviteeUserIDList: ['bob'], roomID: 'answered', timeout: 30 };
    await send('alice', signalMessage(200, 'alice', { recvID: 'bob' }, call));
    await send('bob', signalMessage(201, 'bob', { recvID: 'alice' }, call));
    expect(await tokenRoom('bob', 'answered')).toEqual(expect.any(String));
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    expect(await tokenRoom('bob', 'answered')).toBe(1002);
    expect(await tokenRoom('alice', 'answered')).toBe(1002);
  });
});

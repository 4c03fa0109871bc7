import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { loadOrCreateMediaKeys } from '../media/media-keys.ts';
import { MediaServer } from '../media/media-server.ts';
import { signalMessage } from '../calls/signal-fixture.ts';
import { chatOverHttp, createTestApp } from '../test/test-app.ts';
import { ChatTokenStore } from './chat-tokens.ts';
import { GROUP_CALL_LOOKUPS_PER_MINUTE } from './group-call-routes.ts';

const MEMBERS = ['alice', 'bob', 'dave'];
const group = {
  groupID: 'g1',
  groupName: 'g1',
  notification: '',
  introduction: '',
  faceURL: '',
  ex: '',
  ownerUserID: 'alice',
  creatorUserID: 'alice',
  needVerification: 0,
  lookMemberInfo: 0,
  applyMemberFriend: 0,
};

describe('the calls running in a group', () => {
  it.runIf(MediaServer.available())(
    'tells a member who saw no invite which call runs and who is in it (the real LiveKit), and nobody else',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'parley-group-calls-'));
      const base = 24000 + (process.pid % 1000) * 3;
      const keys = loadOrCreateMediaKeys(dir);
      const media = new MediaServer({
        keys,
        port: base,
        tcpPort: base + 1,
        udpPort: base + 2,
        lan: false,
        logger: pino({ level: 'silent' }),
      });
      expect(await media.start()).toBe(true);
      const { app, services, chatDb, webhooksSettled } = await createTestApp({
        livekitURL: media.url,
        livekitApiKey: keys.apiKey,
        livekitApiSecret: keys.apiSecret,
      });
      const sockets: WebSocket[] = [];
      if (chatOverHttp()) await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        services.users.register(
          [...MEMBERS, 'mallory'].map((userID) => ({ userID, nickname: `${userID} N`, faceURL: '' })),
        );
        services.groups.create(group, Date.now());
        services.groups.addMembers(
          'g1',
          ['alice'],
          { roleLevel: 100, joinSource: 2, inviterUserID: 'alice', operatorUserID: 'alice' },
          Date.now(),
        );
        services.groups.addMembers(
          'g1',
          MEMBERS.slice(1),
          { roleLevel: 20, joinSource: 2, inviterUserID: 'alice', operatorUserID: 'alice' },
          Date.now(),
        );
        const chatTokens = new ChatTokenStore(chatDb, 60_000);
        const post = async (userID: string, url: string, payload: Record<string, unknown>) =>
          (
            await app.inject({
              method: 'POST',
              url,
              headers: { operationid: 'op', token: await chatTokens.issue(userID) },
              payload,
            })
          ).json() as { errCode: number; errMsg: string; data?: Record<string, unknown> };
        const lookup = (userID: string) => post(userID, '/chat/user/rtc/group_calls', { groupID: 'g1' });

        // No call yet: nothing to join.
        expect(await lookup('dave')).toMatchObject({ errCode: 0, data: { calls: [] } });

        // Alice calls Bob alone (a voice call) and waits in the room; Dave was not invited.
        const invitation = {
          inviterUserID: 'alice',
          inviteeUserIDList: ['bob'],
          groupID: 'g1',
          roomID: 'g-room',
          timeout: 30,
          mediaType: 'audio',
        };
        await services.messages.send('alice', signalMessage(200, 'alice', { groupID: 'g1' }, invitation));
        await webhooksSettled();
        // Invited but nobody in the room yet: no call to show.
        expect(await lookup('dave')).toMatchObject({ errCode: 0, data: { calls: [] } });
        const { data } = await post('alice', '/chat/user/rtc/get_token', { room: 'g-room', identity: 'alice' });
        sockets.push(new WebSocket(`${media.url}/rtc?access_token=${String(data!.token)}&protocol=15`));

        await expect
          .poll(async () => (await lookup('dave')).data, { timeout: 15_000 })
          .toEqual({
            calls: [
              {
                roomID: 'g-room',
                inviterUserID: 'alice',
                inviteeUserIDList: ['bob'],
                mediaType: 'audio',
                participants: [{ userID: 'alice', nickname: 'alice N', faceURL: '' }],
              },
            ],
          });

        // Someone outside the group learns nothing, not even that a call runs.
        expect(await lookup('mallory')).toMatchObject({ errCode: 1002, errMsg: 'NoPermissionError' });
        expect((await lookup('mallory')).data).toBeUndefined();

        // Each user has a minute's allowance; past it, 20005, and other users are not affected.
        const answers: number[] = [];
        for (let i = 0; i < GROUP_CALL_LOOKUPS_PER_MINUTE; i++) answers.push((await lookup('bob')).errCode);
        expect(answers.every((code) => code === 0)).toBe(true);
        expect(await lookup('bob')).toMatchObject({ errCode: 20005, errMsg: 'TooFrequent' });
        expect((await lookup('alice')).errCode).toBe(0);
      } finally {
        for (const socket of sockets) socket.close();
        await app.close();
        await media.stop();
      }
    },
    60_000,
  );
});

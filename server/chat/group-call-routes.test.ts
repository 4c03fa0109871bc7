import WebSocket from 'ws';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MediaServer } from '../media/media-server.ts';
import { signalMessage } from '../calls/signal-fixture.ts';
import { callGroupApp, startLiveKit } from '../test/call-fixture.ts';
import { GROUP_CALL_LOOKUPS_PER_MINUTE } from './group-call-routes.ts';

describe('the calls running in a group', () => {
  it.runIf(MediaServer.available())(
    'tells a member who saw no invite which call runs and who is in it (the real LiveKit), and nobody else',
    async () => {
      const liveKit = await startLiveKit('group-call-routes');
      const { media } = liveKit;
      const { services, webhooksSettled, call } = await callGroupApp(liveKit, {
        owner: 'alice',
        members: ['bob', 'dave'],
        outsiders: ['mallory'],
        nickname: (userID) => `${userID} N`,
      });
      const sockets: WebSocket[] = [];
      onTestFinished(() => sockets.forEach((socket) => socket.close()));
      const lookup = (userID: string) => call(userID, '/user/rtc/group_calls', { groupID: 'g1' });

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
      const { data } = await call<{ token: string }>('alice', '/user/rtc/get_token', {
        room: 'g-room',
        identity: 'alice',
      });
      sockets.push(new WebSocket(`${media.url}/rtc?access_token=${data!.token}&protocol=15`));

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
    },
  );
});

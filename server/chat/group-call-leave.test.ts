import WebSocket from 'ws';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RoomServiceClient } from 'livekit-server-sdk';
import { MediaServer } from '../media/media-server.ts';
import { meetingInvitationMessage, signalMessage } from '../calls/signal-fixture.ts';
import { mediaRoomName } from './rooms/media-room-name.ts';
import { callGroupApp, startLiveKit } from '../test/call-fixture.ts';
import { WATCH_INTERVAL_MS } from './media-ejection.ts';

const PEOPLE = ['alice', 'bob', 'carol', 'dave'];

describe('leaving a group', () => {
  it.runIf(MediaServer.available())(
    'puts a member who quits, is kicked, or whose group is dismissed out of its live calls and meetings on the real LiveKit',
    async () => {
      const liveKit = await startLiveKit('group-call-leave');
      const { media, keys } = liveKit;
      const { services, webhooksSettled, call, app } = await callGroupApp(liveKit, {
        owner: 'alice',
        members: PEOPLE.slice(1),
      });
      const sockets: WebSocket[] = [];
      onTestFinished(() => sockets.forEach((socket) => socket.close()));
      const invitation = {
        inviterUserID: 'alice',
        inviteeUserIDList: PEOPLE.slice(1),
        groupID: 'g1',
        roomID: 'g-room',
        timeout: 30,
      };
      await services.messages.send('alice', signalMessage(200, 'alice', { groupID: 'g1' }, invitation));
      // A meeting the group is invited to, and carol on her own too.
      const meeting = { id: 'm1', start: Date.now() / 1000 };
      await services.messages.send('alice', meetingInvitationMessage('alice', { groupID: 'g1' }, meeting));
      await services.messages.send('alice', meetingInvitationMessage('alice', { recvID: 'carol' }, meeting));
      await webhooksSettled();

      const tokenFor = (userID: string, room = 'g-room') =>
        call<{ token: string }>(userID, '/user/rtc/get_token', { room, identity: userID });
      // Everyone connects (a signalling connection is enough for LiveKit to list them).
      const held: Record<string, string> = {};
      for (const userID of PEOPLE) {
        const { data } = await tokenFor(userID);
        held[userID] = data!.token;
        sockets.push(new WebSocket(`${media.url}/rtc?access_token=${data!.token}&protocol=15`));
      }
      for (const userID of ['bob', 'carol', 'dave']) {
        const { data } = await tokenFor(userID, 'm1');
        sockets.push(new WebSocket(`${media.url}/rtc?access_token=${data!.token}&protocol=15`));
      }
      const rooms = new RoomServiceClient(media.url, keys.apiKey, keys.apiSecret);
      const listed = async (mediaRoom: string) =>
        (await rooms.listParticipants(mediaRoom).catch(() => [])).map((p) => p.identity).sort();
      const inRoom = () => listed(mediaRoomName('call', 'alice', 'g-room'));
      const inMeeting = () => listed(mediaRoomName('meeting', 'alice', 'm1'));
      await expect.poll(inRoom, { timeout: 15_000 }).toEqual(PEOPLE);
      await expect.poll(inMeeting, { timeout: 15_000 }).toEqual(['bob', 'carol', 'dave']);

      const im = (userID: string, path: string, payload: Record<string, unknown>) =>
        app
          .inject({
            method: 'POST',
            url: `/api${path}`,
            headers: { token: services.tokens.issue(userID, 5).token, operationid: 'op' },
            payload,
          })
          .then((response) => (response.json() as { errCode: number }).errCode);

      expect(await im('alice', '/group/kick_group', { groupID: 'g1', kickedUserIDs: ['bob'], reason: '' })).toBe(0);
      await expect.poll(inRoom, { timeout: 15_000 }).toEqual(['alice', 'carol', 'dave']);
      await expect.poll(inMeeting, { timeout: 15_000 }).toEqual(['carol', 'dave']);
      // LiveKit would let him back in with the token he holds: the server puts him out again.
      const rejoined = new WebSocket(`${media.url}/rtc?access_token=${held.bob}&protocol=15`);
      sockets.push(rejoined);
      const joined = new Promise<boolean>((resolve) => rejoined.once('message', () => resolve(true)));
      const putOut = new Promise<boolean>((resolve) => {
        rejoined.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 10_000);
      });
      expect(await joined).toBe(true);
      expect(await putOut).toBe(true);
      expect(await inRoom()).toEqual(['alice', 'carol', 'dave']);
      expect(await im('carol', '/group/quit_group', { groupID: 'g1', userID: 'carol' })).toBe(0);
      await expect.poll(inRoom, { timeout: 15_000 }).toEqual(['alice', 'dave']);
      // Invited on her own, carol stays in the meeting.
      await new Promise((resolve) => setTimeout(resolve, 2 * WATCH_INTERVAL_MS));
      expect(await inMeeting()).toEqual(['carol', 'dave']);
      expect(await im('alice', '/group/dismiss_group', { groupID: 'g1' })).toBe(0);
      await expect.poll(inRoom, { timeout: 15_000 }).toEqual([]);
      await expect.poll(inMeeting, { timeout: 15_000 }).toEqual(['carol']);
      // Nor can anyone come back for a new token.
      expect((await tokenFor('dave')).errCode).toBe(1002);
    },
  );
});

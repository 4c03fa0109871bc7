import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import type { Services } from '../services/services.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import { option } from '../messaging/message-model.ts';
import type { ClientConnection } from '../presence/connection-hub.ts';
import { signalMessage } from './signal-fixture.ts';

let app: FastifyInstance;
let services: Services;

beforeEach(async () => {
  ({ app, services } = await createTestApp());
  services.users.register(['ann', 'bob'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
});
afterEach(() => app.close());

const invitation = {
  inviterUserID: 'bob',
  inviteeUserIDList: ['ann'],
  groupID: '',
  roomID: 'room-1',
  timeout: 30,
  mediaType: 'audio',
  sessionType: 1,
};

describe('call signals on the embedded server', () => {
  it('are online-only whatever the client asked: never stored or counted, still heard by the chat service (its call rooms and Web Push)', async () => {
    const heard: MsgData[] = [];
    services.messages.onStored((msg) => heard.push(msg));
    // Sent as an ordinary stored message (an older client), and as OpenIM's clients send it (online-only).
    const stored = signalMessage(200, 'bob', { recvID: 'ann' }, invitation);
    await services.messages.send('bob', stored);
    const onlineOnly = signalMessage(203, 'bob', { recvID: 'ann' }, invitation);
    onlineOnly.options = { history: false, persistent: false, unreadCount: false, offlinePush: false };

    expect(services.messageStore.conversationSeqs('si_ann_bob').maxSeq).toBe(0);
    expect(heard).toHaveLength(1);
    const [invite] = heard;
    expect(invite!.seq).toBe(0);
    for (const key of ['history', 'persistent', 'unreadCount', 'offlinePush', 'conversationUpdate', 'senderSync']) {
      expect(option(invite!.options, key as 'history'), key).toBe(false);
    }
    await services.messages.send('bob', onlineOnly);
    expect(services.messageStore.conversationSeqs('si_ann_bob').maxSeq).toBe(0);
    expect(heard.map((msg) => msg.seq)).toEqual([0, 0]);
  });

  it('reach every device of the sender when sent to oneself (an answer stops the ringing elsewhere), and only the peer otherwise', async () => {
    const frames: Record<string, number> = {};
    const device = (id: number, userID: string, platformID: number) => {
      const connection = {
        id,
        userID,
        platformID,
        token: 't',
        isBackground: false,
        send: () => void (frames[`${userID}/${platformID}`] = (frames[`${userID}/${platformID}`] ?? 0) + 1),
        kick: () => undefined,
        close: () => undefined,
      } satisfies ClientConnection;
      services.hub.add(connection);
    };
    device(1, 'ann', 5);
    device(2, 'ann', 2);
    device(3, 'bob', 5);
    device(4, 'bob', 2);
    const accepted = { ...invitation, inviterUserID: 'bob', inviteeUserIDList: ['ann'] };
    await services.messages.send('bob', signalMessage(200, 'bob', { recvID: 'ann' }, accepted));
    expect(frames).toEqual({ 'ann/5': 1, 'ann/2': 1 });
    await services.messages.send('ann', signalMessage(201, 'ann', { recvID: 'bob' }, accepted));
    await services.messages.send('ann', signalMessage(201, 'ann', { recvID: 'ann' }, accepted));
    expect(frames).toEqual({ 'ann/5': 2, 'ann/2': 2, 'bob/5': 1, 'bob/2': 1 });
  });

  it('leave ordinary custom messages stored', async () => {
    await services.messages.send('bob', signalMessage(100, 'bob', { recvID: 'ann' }, { duration: 3 }));
    expect(services.messageStore.conversationSeqs('si_ann_bob').maxSeq).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PbCoder } from '@openim/protocol';
import { createTestApp } from '../test/test-app.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import { decodeResponseFrame } from '../protocol/ws-envelope.ts';
import type { ClientConnection } from '../presence/connection-hub.ts';
import type { Services } from '../services/services.ts';

let app: FastifyInstance;
let services: Services;

beforeEach(async () => {
  ({ app, services } = await createTestApp());
  services.users.register(['ann', 'ben'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
});
afterEach(() => {
  vi.restoreAllMocks();
  return app.close();
});

describe('a sent message', () => {
  it('is encoded once: its push carries the bytes the store wrote', async () => {
    const frames: Buffer[] = [];
    services.hub.add({
      id: 1,
      userID: 'ben',
      platformID: 5,
      token: 't',
      isBackground: false,
      send: (frame) => frames.push(frame),
      kick: () => undefined,
      close: () => undefined,
    } satisfies ClientConnection);
    const encode = vi.spyOn(PbCoder.MsgData, 'encode');

    await services.messages.send(
      'ann',
      completeMsgData({
        sendID: 'ann',
        recvID: 'ben',
        clientMsgID: 'c1',
        sessionType: 1,
        contentType: 101,
        content: new TextEncoder().encode('{"content":"hi"}'),
      }),
    );

    expect(encode).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(1);
    const push = PbCoder.PushMessages.decode(decodeResponseFrame(frames[0]!).data);
    const [stored] = services.messageStore.read('ben', 'si_ann_ben', 1, 1);
    const plain = (msg: typeof stored) => ({ ...msg!, content: [...msg!.content] });
    expect(push.msgs.si_ann_ben!.Msgs.map(plain)).toEqual([plain(stored)]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PbCoder } from '@openim/protocol';
import { createTestApp } from '../test/test-app.ts';
import { GatewayClient } from './gateway-client.ts';
import type { Services } from '../services/services.ts';
import { completeMsgData, encodeMsgData } from '../protocol/protobuf.ts';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';

let app: FastifyInstance;
let services: Services;
let gatewayURL: string;

beforeEach(async () => {
  const created = await createTestApp();
  app = created.app;
  services = created.services;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  gatewayURL = `ws://127.0.0.1:${address.port}/msg_gateway`;
});
afterEach(() => app.close());

function user(userID: string, platformID = 5) {
  services.users.register([{ userID, nickname: userID, faceURL: '' }]);
  return { userID, platformID, token: services.tokens.issue(userID, platformID).token };
}

const text = (sendID: string, recvID: string, body: string, clientMsgID: string) =>
  encodeMsgData(
    completeMsgData({
      sendID,
      recvID,
      clientMsgID,
      sessionType: 1,
      msgFrom: 100,
      contentType: 101,
      senderPlatformID: 5,
      content: new TextEncoder().encode(JSON.stringify({ content: body })),
      createTime: Date.now(),
    }),
  );

describe('message gateway', () => {
  it('refuses a bad token in the first frame with the SDK code', async () => {
    await expect(
      GatewayClient.connect(gatewayURL, { userID: 'nobody', token: 'forged', platformID: 5 }),
    ).rejects.toMatchObject({
      errCode: 1507,
    });
    const alice = user('alice');
    await expect(GatewayClient.connect(gatewayURL, { ...alice, platformID: 3 })).rejects.toMatchObject({
      errCode: 1502,
    });
  });

  it('stores, acknowledges and pushes a message to the peer and the sender', async () => {
    const alice = await GatewayClient.connect(gatewayURL, user('alice'));
    const bob = await GatewayClient.connect(gatewayURL, user('bob'));
    const bobPush = new Promise<Uint8Array>((resolve) => bob.onPush((push) => resolve(push.data)));
    const alicePush = new Promise<Uint8Array>((resolve) => alice.onPush((push) => resolve(push.data)));

    const ack = await alice.request(1003, text('alice', 'bob', 'hi', 'c1'));
    expect(ack.errCode).toBe(0);
    expect(PbCoder.UserSendMsgResp.decode(ack.data)).toMatchObject({ clientMsgID: 'c1' });

    for (const pushed of [await bobPush, await alicePush]) {
      const push = PbCoder.PushMessages.decode(pushed);
      expect(push.msgs.si_alice_bob?.Msgs[0]).toMatchObject({ clientMsgID: 'c1', seq: 1, status: 2 });
    }
    alice.close();
    bob.close();
  });

  it('refuses a message to someone who blacklisted the sender with 1302', async () => {
    const alice = await GatewayClient.connect(gatewayURL, user('alice'));
    user('bob');
    services.db
      .prepare('INSERT INTO blacks (owner_user_id, block_user_id, create_time) VALUES (?, ?, ?)')
      .run('bob', 'alice', Date.now());
    const ack = await alice.request(1003, text('alice', 'bob', 'hi', 'c1'));
    expect(ack).toMatchObject({ errCode: 1302, errMsg: 'BlockedByPeer' });
    alice.close();
  });

  it('answers 1001 with the newest seqs and 1002 with the latest message, placeholder-free', async () => {
    const alice = await GatewayClient.connect(gatewayURL, user('alice'));
    user('bob');
    for (let i = 1; i <= 3; i++) await alice.request(1003, text('alice', 'bob', `m${i}`, `c${i}`));

    const newest = await alice.request(
      1001,
      new BinaryWriter().tag(1, WireType.LengthDelimited).string('alice').finish(),
    );
    expect(PbCoder.GetMaxSeqResp.decode(newest.data).maxSeqs).toEqual({ si_alice_bob: 3 });

    const pullRequest = PbCoder.PullMessageBySeqsReq.encode({
      userID: 'alice',
      seqRanges: [{ conversationID: 'si_alice_bob', begin: 0, end: 3, num: 1 }],
      order: 0,
    }).finish();
    const pulled = PbCoder.PullMessageBySeqsResp.decode((await alice.request(1002, pullRequest)).data);
    expect(pulled.msgs.si_alice_bob?.Msgs.map((m) => m.seq)).toEqual([3]);
    expect(pulled.msgs.si_alice_bob?.isEnd).toBe(true);
    alice.close();
  });

  it('survives malformed frames from one client without disturbing another', async () => {
    const alice = await GatewayClient.connect(gatewayURL, user('alice'));
    const mallory = await GatewayClient.connect(gatewayURL, user('mallory'));
    const closed = mallory.closed;
    mallory.sendRaw(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad]));
    expect(await closed).toBe(1007);

    const again = await GatewayClient.connect(gatewayURL, { ...user('eve') });
    const eveClosed = again.closed;
    again.sendRaw('{"reqIdentifier":1001}');
    expect(await eveClosed).toBe(1003);

    user('bob');
    const ack = await alice.request(1003, text('alice', 'bob', 'still here', 'c9'));
    expect(ack.errCode).toBe(0);
    alice.close();
  });

  it('kicks the older login on the same platform with 2002 and marks its token', async () => {
    const alice = user('alice');
    const first = await GatewayClient.connect(gatewayURL, alice);
    const kicked = new Promise<number>((resolve) => first.onPush((push) => resolve(push.reqIdentifier)));
    const second = await GatewayClient.connect(gatewayURL, {
      ...alice,
      token: services.tokens.issue('alice', 5).token,
    });
    expect(await kicked).toBe(2002);
    await expect(GatewayClient.connect(gatewayURL, alice)).rejects.toMatchObject({ errCode: 1506 });
    second.close();
  });
});

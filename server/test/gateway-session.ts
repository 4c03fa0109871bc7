import { PbCoder } from '@openim/protocol';
import { BinaryReader, BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { completeMsgData, decodeMsgData, encodeMsgData, type MsgData } from '../protocol/protobuf.ts';
import type { Services } from '../services/services.ts';
import { createTestApp } from './test-app.ts';

/** A listening test app with helpers to register users, open raw gateway sessions and call the REST API as them. */
export async function startGatewayApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const { app, services, config } = await createTestApp(overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const gatewayURL = `ws://127.0.0.1:${port}/msg_gateway`;
  const tokens = new Map<string, string>();

  const user = (userID: string, platformID = 5) => {
    if (!services.users.exists(userID)) services.users.register([{ userID, nickname: userID, faceURL: '' }]);
    const token = tokens.get(userID) ?? services.tokens.issue(userID, platformID).token;
    tokens.set(userID, token);
    return { userID, platformID, token };
  };
  const clients: GatewayClient[] = [];
  const connect = async (userID: string) => {
    const client = await GatewayClient.connect(gatewayURL, user(userID));
    clients.push(client);
    return client;
  };
  /** Closes every session a test opened, then the app (which waits for open sockets). */
  const close = async () => {
    for (const client of clients) client.close();
    await app.close();
  };
  const api = async (userID: string, path: string, payload: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { token: user(userID).token, operationid: 't' },
      payload: payload as Record<string, unknown>,
    });
    return response.json() as { errCode: number; errMsg: string; data?: Record<string, unknown> };
  };
  return { app, services, config, gatewayURL, user, connect, api, close };
}

export type GatewayApp = Awaited<ReturnType<typeof startGatewayApp>>;

let nextClientMsgID = 1;

/** A message as the SDK builds it; `overrides` forge whatever a hostile client would. */
export function message(overrides: Partial<MsgData> & { sendID: string }): MsgData {
  return completeMsgData({
    clientMsgID: `c${nextClientMsgID++}`,
    sessionType: 1,
    msgFrom: 100,
    contentType: 101,
    senderPlatformID: 5,
    content: new TextEncoder().encode(JSON.stringify({ content: 'hi' })),
    createTime: Date.now(),
    ...overrides,
  });
}

export const sendMessage = (client: GatewayClient, msg: MsgData) => client.request(1003, encodeMsgData(msg));

const getMaxSeqReq = (userID: string) => new BinaryWriter().tag(1, WireType.LengthDelimited).string(userID).finish();

/** Every pull the SDK can make, asked for one set of conversations, decoded to seqs. */
export async function pullEverything(client: GatewayClient, conversationIDs: string[]) {
  const userID = client.userID;
  const newest = PbCoder.GetMaxSeqResp.decode((await client.request(1001, getMaxSeqReq(userID))).data).maxSeqs;
  const byRange = PbCoder.PullMessageBySeqsResp.decode(
    (
      await client.request(
        1002,
        PbCoder.PullMessageBySeqsReq.encode({
          userID,
          seqRanges: conversationIDs.map((conversationID) => ({ conversationID, begin: 0, end: 1000, num: 100 })),
          order: 0,
        }).finish(),
      )
    ).data,
  );
  const byList = PbCoder.PullMessageBySeqsResp.decode(
    (
      await client.request(
        1005,
        PbCoder.GetSeqMessageReq.encode({
          userID,
          conversations: conversationIDs.map((conversationID) => ({
            conversationID,
            seqs: Array.from({ length: 50 }, (_, i) => i + 1),
          })),
        }).finish(),
      )
    ).data,
  );
  const hasRead = PbCoder.GetConversationsHasReadAndMaxSeqResp.decode(
    (
      await client.request(
        1006,
        PbCoder.GetConversationsHasReadAndMaxSeqReq.encode({ userID, conversationIDs }).finish(),
      )
    ).data,
  ).seqs;
  const last = decodeLastMessages((await client.request(1007, lastMessageReq(userID, conversationIDs))).data);
  const seqsOf = (maps: typeof byRange) =>
    Object.fromEntries(
      [...Object.entries(maps.msgs), ...Object.entries(maps.notificationMsgs)].map(([id, pull]) => [
        id,
        pull.Msgs.filter((m) => m.status !== 4).map((m) => m.seq),
      ]),
    );
  return { newest, byRange: seqsOf(byRange), byList: seqsOf(byList), hasRead, last };
}

export function lastMessageReq(userID: string, conversationIDs: string[]): Uint8Array {
  const writer = new BinaryWriter().tag(1, WireType.LengthDelimited).string(userID);
  for (const id of conversationIDs) writer.tag(2, WireType.LengthDelimited).string(id);
  return writer.finish();
}

/** 1007 GetLastMessageResp{msgs=1 map<string, MsgData>} → conversationID → seq. */
function decodeLastMessages(bytes: Uint8Array): Record<string, number> {
  const result: Record<string, number> = {};
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    reader.tag();
    const entry = new BinaryReader(reader.bytes());
    let key = '';
    let msg: MsgData | undefined;
    while (entry.pos < entry.len) {
      const [field] = entry.tag();
      if (field === 1) key = entry.string();
      else msg = decodeMsgData(entry.bytes());
    }
    if (msg) result[key] = msg.seq;
  }
  return result;
}

export type { Services };

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { message, sendMessage, startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import {
  afterSendGroupMsgSchema,
  afterSendSingleMsgSchema,
  afterUserOfflineSchema,
  afterUserOnlineSchema,
} from '../protocol/openim-webhooks.ts';
import { ONLINE_ONLY_OPTIONS } from '../messaging/message-model.ts';

let server: GatewayApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  server = await startGatewayApp({ webhookURL: receiver.url });
});
afterEach(async () => {
  await server.close();
  await receiver.close();
});

const text = (words: string) => new TextEncoder().encode(JSON.stringify({ content: words }));

describe('the embedded IM posts OpenIM v3.8.3 after-send webhooks', () => {
  it('reports a single-chat message sent through the gateway, field by field, at <url>/callbackAfterSendSingleMsgCommand', async () => {
    await server.connect('bob');
    const ann = await server.connect('ann');
    const sent = message({
      sendID: 'ann',
      recvID: 'bob',
      content: text('hello bob'),
      senderNickname: 'forged',
      status: 1,
      atUserIDList: [],
      ex: 'x1',
      createTime: 1_700_000_000_000,
    });
    const reply = await sendMessage(ann, sent);
    expect(reply.errCode).toBe(0);

    const hook = await receiver.next('callbackAfterSendSingleMsgCommand');
    expect(hook.path).toBe('/openim-hooks/callbackAfterSendSingleMsgCommand');
    expect(hook.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hook.headers.operationid).toBe(reply.operationID);
    const stored = server.services.messageStore.read('ann', 'si_ann_bob', 1, 1)[0]!;
    expect(hook.body).toEqual({
      callbackCommand: 'callbackAfterSendSingleMsgCommand',
      sendID: 'ann',
      recvID: 'bob',
      serverMsgID: stored.serverMsgID,
      clientMsgID: sent.clientMsgID,
      operationID: reply.operationID,
      senderPlatformID: 5,
      // The server stamps the sender's real profile over what the client claimed.
      senderNickname: 'ann',
      sessionType: 1,
      msgFrom: 100,
      contentType: 101,
      status: 1,
      sendTime: stored.sendTime,
      createTime: 1_700_000_000_000,
      content: '{"content":"hello bob"}',
      // OpenIM fires before a seq is given.
      seq: 0,
      atUserList: null,
      faceURL: '',
      ex: 'x1',
    });
    expect(afterSendSingleMsgSchema.parse(hook.body)).toEqual(hook.body);
  });

  it('reports a group message with groupID and the @ list, and an online-only message too, but never typing', async () => {
    server.user('bob');
    const created = await server.api('ann', '/group/create_group', {
      memberUserIDs: ['bob'],
      groupInfo: { groupName: 'Team', groupType: 2 },
    });
    const groupID = (created.data!.groupInfo as { groupID: string }).groupID;
    const ann = await server.connect('ann');
    const sent = message({
      sendID: 'ann',
      groupID,
      sessionType: 3,
      contentType: 106,
      content: new TextEncoder().encode(JSON.stringify({ text: '@bob look', atUserList: ['bob'] })),
      atUserIDList: ['bob'],
    });
    expect((await sendMessage(ann, sent)).errCode).toBe(0);
    const hook = await receiver.next('callbackAfterSendGroupMsgCommand', (body) => body.contentType === 106);
    expect(hook.path).toBe('/openim-hooks/callbackAfterSendGroupMsgCommand');
    expect(afterSendGroupMsgSchema.parse(hook.body)).toEqual(hook.body);
    expect(hook.body).toMatchObject({
      sendID: 'ann',
      groupID,
      sessionType: 3,
      contentType: 106,
      clientMsgID: sent.clientMsgID,
      atUserList: ['bob'],
      seq: 0,
      content: JSON.stringify({ text: '@bob look', atUserList: ['bob'] }),
    });
    expect(hook.body).not.toHaveProperty('recvID');

    // OpenIM hands online-only messages to the same send path, webhook included; typing alone is skipped.
    const typing = message({ sendID: 'ann', recvID: 'bob', contentType: 113, content: text('typing') });
    const onlineOnly = message({ sendID: 'ann', recvID: 'bob', contentType: 110, options: ONLINE_ONLY_OPTIONS });
    expect((await sendMessage(ann, typing)).errCode).toBe(0);
    expect((await sendMessage(ann, onlineOnly)).errCode).toBe(0);
    const online = await receiver.next(
      'callbackAfterSendSingleMsgCommand',
      (body) => body.clientMsgID === onlineOnly.clientMsgID,
    );
    expect(online.body).toMatchObject({ contentType: 110, seq: 0, recvID: 'bob' });
    // Callbacks leave in order: once one sent after the typing has arrived, the typing's would have been seen.
    const marker = message({ sendID: 'ann', recvID: 'bob', content: text('marker') });
    expect((await sendMessage(ann, marker)).errCode).toBe(0);
    await receiver.next('callbackAfterSendSingleMsgCommand', (body) => body.clientMsgID === marker.clientMsgID);
    expect(receiver.all('callbackAfterSendSingleMsgCommand').map((hook) => hook.body.clientMsgID)).not.toContain(
      typing.clientMsgID,
    );
  });

  it('reports the server’s own group notifications as group messages from the system, with an empty content', async () => {
    server.user('bob');
    const created = await server.api('ann', '/group/create_group', {
      memberUserIDs: ['bob'],
      groupInfo: { groupName: 'Team', groupType: 2 },
    });
    const groupID = (created.data!.groupInfo as { groupID: string }).groupID;
    const tip = await receiver.next('callbackAfterSendGroupMsgCommand', (body) => body.contentType === 1501);
    expect(tip.body).toMatchObject({
      sendID: 'ann',
      groupID,
      sessionType: 3,
      msgFrom: 200,
      status: 0,
      content: '',
      operationID: 't',
    });
    expect(tip.headers.operationid).toBe('t');
  });
});

describe('the embedded IM posts OpenIM v3.8.3 online and offline webhooks', () => {
  it('reports each connection change as OpenIM’s gateway does: online for every connection left, offline for the one that went', async () => {
    const web = await server.connect('ann');
    const first = await receiver.next('callbackAfterUserOnlineCommand');
    expect(first.path).toBe('/openim-hooks/callbackAfterUserOnlineCommand');
    expect(first.headers.operationid).toBe(first.body.operationID);
    expect(first.body).toEqual({
      callbackCommand: 'callbackAfterUserOnlineCommand',
      operationID: expect.stringMatching(/^p_\d+_\d+$/),
      platformID: 5,
      platform: 'Web',
      userID: 'ann',
      seq: expect.any(Number),
      isAppBackground: false,
      connID: '',
    });
    expect(afterUserOnlineSchema.parse(first.body)).toEqual(first.body);
    expect(Math.abs((first.body.seq as number) - Date.now())).toBeLessThan(60_000);

    // A second device, on Android: OpenIM reports the whole set again.
    const android = await GatewayClient.connect(server.gatewayURL, {
      userID: 'ann',
      platformID: 2,
      token: server.services.tokens.issue('ann', 2).token,
    });
    const again = [
      await receiver.next('callbackAfterUserOnlineCommand'),
      await receiver.next('callbackAfterUserOnlineCommand'),
    ];
    expect(again.map((hook) => [hook.body.platformID, hook.body.platform]).sort()).toEqual([
      [2, 'Android'],
      [5, 'Web'],
    ]);

    web.close();
    const offline = await receiver.next('callbackAfterUserOfflineCommand');
    expect(offline.body).toEqual({
      callbackCommand: 'callbackAfterUserOfflineCommand',
      operationID: expect.stringMatching(/^p_\d+_\d+$/),
      platformID: 5,
      platform: 'Web',
      userID: 'ann',
      seq: expect.any(Number),
      connID: '',
    });
    expect(afterUserOfflineSchema.parse(offline.body)).toEqual(offline.body);
    const remaining = await receiver.next('callbackAfterUserOnlineCommand');
    expect(remaining.body).toMatchObject({ platformID: 2, operationID: offline.body.operationID });

    android.close();
    const last = await receiver.next('callbackAfterUserOfflineCommand');
    expect(last.body).toMatchObject({ userID: 'ann', platformID: 2, platform: 'Android' });
  });
});

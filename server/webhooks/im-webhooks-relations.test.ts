import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import { webhookBodySchema } from '../protocol/openim-webhooks.ts';

let server: GatewayApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  server = await startGatewayApp({ webhookURL: receiver.url });
  for (const userID of ['ann', 'bob', 'carl']) server.user(userID);
});
afterEach(async () => {
  await server.close();
  await receiver.close();
});

async function hook(command: string, where?: (body: Record<string, unknown>) => boolean) {
  const received = await receiver.next(command, where);
  expect(received.path).toBe(`/openim-hooks/${command}`);
  expect(received.headers.operationid).toBe('t');
  expect(webhookBodySchema.parse(received.body)).toEqual(received.body);
  return received.body;
}

async function ok(userID: string, path: string, payload: Record<string, unknown>) {
  const answer = await server.api(userID, path, payload);
  expect(answer.errCode, `${path}: ${answer.errMsg}`).toBe(0);
}

describe('the embedded IM posts OpenIM v3.8.3 friend and blacklist webhooks', () => {
  it('application, agreement, deletion and unblocking, field by field; a block only as its notification', async () => {
    await ok('ann', '/friend/add_friend', { fromUserID: 'ann', toUserID: 'bob', reqMsg: 'hi bob', ex: 'e' });
    // OpenIM's "after add friend" is the stored application, not yet a friendship.
    expect(await hook('callbackAfterAddFriendCommand')).toEqual({
      callbackCommand: 'callbackAfterAddFriendCommand',
      fromUserID: 'ann',
      toUserID: 'bob',
      reqMsg: 'hi bob',
    });

    await ok('bob', '/friend/add_friend_response', {
      fromUserID: 'ann',
      toUserID: 'bob',
      handleResult: 1,
      handleMsg: 'welcome',
    });
    expect(await hook('callbackAfterAddFriendAgreeCommand')).toEqual({
      callbackCommand: 'callbackAfterAddFriendAgreeCommand',
      fromUserID: 'ann',
      // Sic (v3.8.3's json tags): the one who agreed is "blackUserID"; HandleResult and HandleMsg keep capitals.
      blackUserID: 'bob',
      HandleResult: 1,
      HandleMsg: 'welcome',
    });

    await ok('ann', '/friend/delete_friend', { ownerUserID: 'ann', friendUserID: 'bob' });
    expect(await hook('callbackAfterDeleteFriendCommand')).toEqual({
      callbackCommand: 'callbackAfterDeleteFriendCommand',
      ownerUserID: 'ann',
      friendUserID: 'bob',
    });

    // v3.8.3 has no after-add-black callback; a receiver sees the block as the BlackAdded notification (1207).
    await ok('ann', '/friend/add_black', { ownerUserID: 'ann', blackUserID: 'bob', ex: '' });
    const blocked = await hook('callbackAfterSendSingleMsgCommand', (body) => body.contentType === 1207);
    expect(blocked).toMatchObject({
      sendID: 'ann',
      recvID: 'bob',
      sessionType: 1,
      msgFrom: 200,
      contentType: 1207,
      content: '',
      seq: 0,
      status: 0,
    });

    await ok('ann', '/friend/remove_black', { ownerUserID: 'ann', blackUserID: 'bob' });
    expect(await hook('callbackAfterRemoveBlackCommand')).toEqual({
      callbackCommand: 'callbackAfterRemoveBlackCommand',
      ownerUserID: 'ann',
      blackUserID: 'bob',
    });
  });

  it('reports no agreement for a refused application', async () => {
    await ok('carl', '/friend/add_friend', { fromUserID: 'carl', toUserID: 'ann', reqMsg: '', ex: '' });
    await hook('callbackAfterAddFriendCommand');
    await ok('ann', '/friend/add_friend_response', {
      fromUserID: 'carl',
      toUserID: 'ann',
      handleResult: -1,
      handleMsg: 'no',
    });
    await ok('ann', '/friend/add_friend', { fromUserID: 'ann', toUserID: 'bob', reqMsg: 'marker', ex: '' });
    await hook('callbackAfterAddFriendCommand');
    expect(receiver.all('callbackAfterAddFriendAgreeCommand')).toEqual([]);
  });
});

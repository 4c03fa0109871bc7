import { afterEach, describe, expect, it } from 'vitest';
import { startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import { beforeAddFriendSchema } from '../protocol/openim-webhooks.ts';
import type { ServerConfig } from '../config/config.ts';

const BEFORE = 'callbackBeforeAddFriendCommand';
let server: GatewayApp | undefined;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;

async function start(config: Partial<ServerConfig> = {}) {
  receiver = await startWebhookReceiver();
  server = await startGatewayApp({ webhookURL: `${receiver.url}/secret-path`, ...config });
  for (const userID of ['ann', 'bob']) server.user(userID);
  return { server, receiver };
}
afterEach(async () => {
  await server?.close();
  await receiver?.close();
  server = receiver = undefined;
});

const apply = (reqMsg = 'hi bob') =>
  server!.api('ann', '/friend/add_friend', { fromUserID: 'ann', toUserID: 'bob', reqMsg, ex: 'from the card' });
/** Nothing of a refused application is left: no request stored, no after-callback. */
const nothingStored = () => {
  expect(server!.services.friendRequests.get('ann', 'bob')).toBeUndefined();
  expect(receiver!.all('callbackAfterAddFriendCommand')).toEqual([]);
};
const answerText = (text: string, status = 200) =>
  receiver!.answerWith((body) => (body.callbackCommand === BEFORE ? { status, text } : undefined));

describe('the embedded IM asks beforeAddFriend as OpenIM v3.8.3 does', () => {
  it('posts the application field by field before storing it, and stores it when let through', async () => {
    await start();
    expect(await apply()).toMatchObject({ errCode: 0 });
    const [asked] = receiver!.all(BEFORE);
    expect(asked!.path).toBe(`/openim-hooks/secret-path/${BEFORE}`);
    expect(asked!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(asked!.headers.operationid).toBe('t');
    // CallbackBeforeAddFriendReq: exactly these fields, no operationID in the body.
    expect(asked!.body).toEqual({
      callbackCommand: BEFORE,
      fromUserID: 'ann',
      toUserID: 'bob',
      reqMsg: 'hi bob',
      ex: 'from the card',
    });
    expect(Object.keys(asked!.body)).toEqual(['callbackCommand', 'fromUserID', 'toUserID', 'reqMsg', 'ex']);
    expect(beforeAddFriendSchema.parse(asked!.body)).toEqual(asked!.body);
    expect(server!.services.friendRequests.get('ann', 'bob')?.reqMsg).toBe('hi bob');
    await receiver!.next('callbackAfterAddFriendCommand');
  });

  it("refuses with the receiver's errCode, errMsg and errDlt when actionCode is 0 and nextCode 1", async () => {
    await start();
    const refusal = { actionCode: 0, errCode: 20013, errMsg: 'RefuseFriend', errDlt: 'not now', nextCode: 1 };
    answerText(JSON.stringify(refusal));
    expect(await apply()).toEqual({ errCode: 20013, errMsg: 'RefuseFriend', errDlt: 'not now' });
    nothingStored();
  });

  it('reads the answer as Go does: only actionCode 0 with nextCode 1 refuses, whatever the HTTP status', async () => {
    await start();
    const cases: Array<[string, number, Record<string, unknown>]> = [
      ['{"actionCode":1,"errCode":20013,"errMsg":"RefuseFriend","nextCode":1}', 200, { errCode: 0 }],
      ['{"actionCode":0,"errCode":20013,"errMsg":"RefuseFriend","nextCode":0}', 200, { errCode: 0 }],
      ['null', 200, { errCode: 0 }],
      ['{"unknown":true}', 500, { errCode: 0 }],
      // Keys match their fields whatever their case; missing fields are zero.
      ['{"NEXTCODE":1,"ErrCode":1002,"errmsg":"Nope"}', 404, { errCode: 1002, errMsg: 'Nope', errDlt: 'Nope' }],
      // Of two keys naming one field, the later stays.
      ['{"nextCode":1,"errCode":20013,"ERRCODE":1002,"errMsg":"x"}', 200, { errCode: 1002, errMsg: 'x' }],
      // A code that is not positive becomes 500 on OpenIM's RPC layer; an empty message, the error's own text.
      ['{"nextCode":1,"errCode":0,"errDlt":"why"}', 200, { errCode: 500, errMsg: '0  why', errDlt: 'why' }],
      ['{"nextCode":1,"errCode":20013}', 200, { errCode: 20013, errMsg: '20013 ', errDlt: '20013 ' }],
    ];
    for (const [text, status, expected] of cases) {
      answerText(text, status);
      expect(await apply(text), text).toMatchObject(expected);
    }
  });

  it('refuses with 90007 DataError an answer that is not CommonCallbackResp', async () => {
    await start();
    for (const text of ['<html>bad gateway</html>', '[]', '{"nextCode":"1"}', '{"errCode":1.5}', '']) {
      answerText(text, 502);
      const answer = await apply();
      expect(answer, text).toMatchObject({
        errCode: 90007,
        errMsg: 'DataError',
        errDlt: expect.stringMatching(/response format error$/) as unknown,
      });
    }
    nothingStored();
  });

  it('refuses with 90004 NetworkError when the receiver cannot be reached or times out, never naming its URL', async () => {
    await start({ webhookBeforeAddFriendTimeoutSeconds: 0.3 });
    receiver!.holdAnswers(true);
    const late = await apply();
    expect(late).toEqual({ errCode: 90004, errMsg: 'NetworkError', errDlt: `the ${BEFORE} webhook timed out` });
    receiver!.holdAnswers(false);
    nothingStored();
    await receiver!.close();
    const unreachable = await apply();
    expect(unreachable).toEqual({
      errCode: 90004,
      errMsg: 'NetworkError',
      errDlt: `the ${BEFORE} webhook unreachable`,
    });
    expect(JSON.stringify(unreachable)).not.toContain('secret-path');
  });

  it('lets the application through on such failures when failedContinue is set', async () => {
    await start({ webhookBeforeAddFriendFailedContinue: true });
    answerText('not json');
    expect(await apply()).toMatchObject({ errCode: 0 });
    expect(server!.services.friendRequests.get('ann', 'bob')).toBeDefined();
  });

  it('asks nothing when beforeAddFriend is not enabled, nor for an application refused before it', async () => {
    await start({ webhookBeforeAddFriend: false });
    answerText(JSON.stringify({ errCode: 20013, errMsg: 'RefuseFriend', nextCode: 1 }));
    expect(await apply()).toMatchObject({ errCode: 0 });
    expect(receiver!.all(BEFORE)).toEqual([]);
    await server!.close();
    await receiver!.close();

    // As in ApplyToAddFriend: the caller's right and the self-application are checked first.
    const { server: again, receiver: asked } = await start();
    expect(await again.api('ann', '/friend/add_friend', { fromUserID: 'ann', toUserID: 'ann' })).toMatchObject({
      errCode: 1301,
    });
    expect(await again.api('ann', '/friend/add_friend', { fromUserID: 'bob', toUserID: 'ann' })).toMatchObject({
      errCode: 1002,
    });
    expect(asked.all(BEFORE)).toEqual([]);
    // …and the receiver is asked before the target's existence: OpenIM's CheckUser comes after the webhook.
    answerText(JSON.stringify({ errCode: 20013, errMsg: 'RefuseFriend', nextCode: 1 }));
    expect(await again.api('ann', '/friend/add_friend', { fromUserID: 'ann', toUserID: 'nobody' })).toMatchObject({
      errCode: 20013,
    });
  });
});

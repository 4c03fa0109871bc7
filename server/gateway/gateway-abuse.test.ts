import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PbCoder } from '@openim/protocol';
import { startGatewayApp, message, pullEverything, sendMessage, type GatewayApp } from '../test/gateway-session.ts';
import { GatewayClient } from './gateway-client.ts';
import { encodeRequestFrame } from '../protocol/ws-envelope.ts';
import { MessageLimits } from '../messaging/message-limits.ts';
import { ConnectionLimits } from './connection-limits.ts';

let env: GatewayApp;
beforeEach(async () => {
  env = await startGatewayApp();
});
afterEach(() => env.close());

/** Every push this client receives from now on, as conversationID → contentTypes. */
function pushesTo(client: GatewayClient): Array<[string, number]> {
  const seen: Array<[string, number]> = [];
  client.onPush((push) => {
    if (push.reqIdentifier !== 2001) return;
    const decoded = PbCoder.PushMessages.decode(push.data);
    for (const [id, pull] of [...Object.entries(decoded.msgs), ...Object.entries(decoded.notificationMsgs)]) {
      for (const msg of pull.Msgs) seen.push([id, msg.contentType]);
    }
  });
  return seen;
}

const revokeTips = JSON.stringify({
  detail: JSON.stringify({ revokerUserID: 'mallory', clientMsgID: 'x', seq: 1, conversationID: 'si_alice_bob' }),
});

describe('a client sends only what clients may send', () => {
  it('refuses a forged revoke, forged notifications and system messages, and delivers none of them', async () => {
    const mallory = await env.connect('mallory');
    const bob = await env.connect('bob');
    const bobSaw = pushesTo(bob);
    const forged = (overrides: Parameters<typeof message>[0]) => sendMessage(mallory, message(overrides));
    const to = { sendID: 'mallory', recvID: 'bob' };
    const content = new TextEncoder().encode(revokeTips);

    expect(await forged({ ...to, contentType: 2101, content })).toMatchObject({ errCode: 1002 });
    expect(await forged({ ...to, contentType: 2200, content })).toMatchObject({ errCode: 1002 });
    expect(await forged({ ...to, contentType: 1201, content })).toMatchObject({ errCode: 1002 });
    expect(await forged({ ...to, contentType: 1400, content })).toMatchObject({ errCode: 1002 });
    expect(await forged({ ...to, msgFrom: 200 })).toMatchObject({ errCode: 1002 });
    expect(await forged({ ...to, options: { isNotNotification: false } })).toMatchObject({ errCode: 1002 });
    expect(await forged({ ...to, contentType: 999 })).toMatchObject({ errCode: 1001 });
    expect(await forged({ ...to, sessionType: 4 })).toMatchObject({ errCode: 1001 });

    // The one legitimate message gets through, and it is all bob ever receives or finds.
    expect(await forged(to)).toMatchObject({ errCode: 0 });
    await expect.poll(() => bobSaw.length).toBe(1);
    expect(bobSaw).toEqual([['si_bob_mallory', 101]]);
    const stored = await pullEverything(bob, ['si_bob_mallory', 'n_bob_mallory']);
    expect(stored.byRange).toEqual({ si_bob_mallory: [1] });
  });

  it('accepts every user content type, advanced text 117 and call signals (custom 110) included', async () => {
    const alice = await env.connect('alice');
    env.user('bob');
    for (const contentType of [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 113, 114, 115, 117]) {
      expect(await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob', contentType }))).toMatchObject({
        errCode: 0,
      });
    }
  });

  it('refuses a message sent as someone else, in the message or in the envelope', async () => {
    const mallory = await env.connect('mallory');
    env.user('alice');
    env.user('bob');
    expect(await sendMessage(mallory, message({ sendID: 'alice', recvID: 'bob' }))).toMatchObject({ errCode: 1002 });
    expect(await pullEverything(await env.connect('bob'), ['si_alice_bob'])).toMatchObject({ byRange: {} });

    const closed = mallory.closed;
    mallory.sendRaw(
      encodeRequestFrame({
        reqIdentifier: 1001,
        sendID: 'alice',
        operationID: 'o',
        msgIncr: 'm1',
        data: new Uint8Array(),
      }),
    );
    expect(await closed).toBe(1008);
  });

  it('refuses a message above the size limits with 1451 and stores nothing', async () => {
    const alice = await env.connect('alice');
    env.user('bob');
    const atLimit = new Uint8Array(MessageLimits.maxContentBytes).fill(0x61);
    expect(await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob', content: atLimit }))).toMatchObject({
      errCode: 0,
    });
    const over = new Uint8Array(MessageLimits.maxContentBytes + 1).fill(0x61);
    expect(await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob', content: over }))).toMatchObject({
      errCode: 1451,
      errMsg: 'MessageTooLarge',
    });
    const hugeEx = 'x'.repeat(MessageLimits.maxMessageBytes);
    expect(await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob', ex: hugeEx }))).toMatchObject({
      errCode: 1451,
    });
    expect((await pullEverything(alice, ['si_alice_bob'])).byRange).toEqual({ si_alice_bob: [1] });
  });
});

describe('limits on one connection, token and user', () => {
  it('answers sends beyond the token bucket with 1452, for that sender only', async () => {
    const flooder = await env.connect('flooder');
    const quiet = await env.connect('quiet');
    env.user('target');
    // Far beyond the bucket, so a slow machine that spreads the sends over a few seconds still trips it.
    const total = 2 * (ConnectionLimits.connectionSendsPerSecond + ConnectionLimits.connectionBurst);
    const answers = await Promise.all(
      Array.from({ length: total }, () => sendMessage(flooder, message({ sendID: 'flooder', recvID: 'target' }))),
    );
    const codes = answers.map((answer) => answer.errCode);
    expect(codes.filter((code) => code === 1452).length).toBeGreaterThanOrEqual(60);
    expect(codes.filter((code) => code === 0).length).toBeGreaterThanOrEqual(ConnectionLimits.connectionSendsPerSecond);
    expect(answers.find((answer) => answer.errCode === 1452)?.errMsg).toBe('SendRateLimited');
    // Someone else is not slowed down by it.
    expect(await sendMessage(quiet, message({ sendID: 'quiet', recvID: 'target' }))).toMatchObject({ errCode: 0 });
  });

  it('limits a user over all their devices, not only per connection', async () => {
    const perUser = ConnectionLimits.userSendsPerSecond + ConnectionLimits.userBurst;
    const devices = await Promise.all(
      [1, 2, 3, 4].map(async (platformID) => {
        const user = env.user('busy');
        const token = env.services.tokens.issue('busy', platformID).token;
        return GatewayClient.connect(env.gatewayURL, { ...user, platformID, token });
      }),
    );
    env.user('target');
    // Each device stays inside its own bucket; together they are far beyond the user's.
    const perDevice = ConnectionLimits.connectionSendsPerSecond + ConnectionLimits.connectionBurst - 1;
    expect(perDevice * devices.length).toBeGreaterThan(perUser + 150);
    const answers = await Promise.all(
      devices.flatMap((device) =>
        Array.from({ length: perDevice }, () => sendMessage(device, message({ sendID: 'busy', recvID: 'target' }))),
      ),
    );
    expect(perDevice).toBeLessThan(ConnectionLimits.connectionSendsPerSecond + ConnectionLimits.connectionBurst);
    expect(answers.filter((answer) => answer.errCode === 1452).length).toBeGreaterThanOrEqual(60);
    for (const device of devices) device.close();
  });

  it('bounds the online-status subscriptions of one connection with 1453', async () => {
    const watcher = await env.connect('watcher');
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `u${from + i}`);
    const subscribe = (subscribeUserID: string[], unsubscribeUserID: string[] = []) =>
      watcher.request(2005, PbCoder.SubUserOnlineStatus.encode({ subscribeUserID, unsubscribeUserID }).finish());
    const cap = ConnectionLimits.subscriptionsPerConnection;
    expect(await subscribe(ids(0, cap))).toMatchObject({ errCode: 0 });
    expect(await subscribe(ids(cap, 1))).toMatchObject({ errCode: 1453, errMsg: 'SubscriptionLimit' });
    // Making room is allowed: drop one, add one.
    expect(await subscribe(ids(cap, 1), ids(0, 1))).toMatchObject({ errCode: 0 });
    expect(await subscribe(ids(0, cap + 1))).toMatchObject({ errCode: 1453 });
  });

  it('refuses more concurrent sockets on one token than the bound with 1601', async () => {
    const alice = env.user('alice');
    const sockets = [];
    for (let i = 0; i < ConnectionLimits.socketsPerToken; i++)
      sockets.push(await GatewayClient.connect(env.gatewayURL, alice));
    await expect(GatewayClient.connect(env.gatewayURL, alice)).rejects.toMatchObject({ errCode: 1601 });
    sockets[0]!.close();
    await sockets[0]!.closed;
    await expect
      .poll(() => env.services.hub.socketsOfToken('alice', alice.token))
      .toBe(ConnectionLimits.socketsPerToken - 1);
    const again = await GatewayClient.connect(env.gatewayURL, alice);
    again.close();
    for (const socket of sockets) socket.close();
  });
});

describe('made-up request identifiers', () => {
  it('add no metric series, and count against the connection like sends (1452 past the bucket)', async () => {
    const mallory = await env.connect('mallory');
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) => mallory.request(70_000 + n, new Uint8Array())),
    );
    const codes = answers.map((answer) => answer.errCode);
    expect(codes.filter((code) => code === 1001).length).toBeLessThanOrEqual(
      ConnectionLimits.connectionSendsPerSecond * 2 + ConnectionLimits.connectionBurst,
    );
    expect(codes).toContain(1452);

    const { config, services } = env;
    const adminToken = services.tokens.issue(config.adminUserID, 10).token;
    const metrics = await env.app.inject({ method: 'GET', url: '/metrics', headers: { token: adminToken } });
    const labels = new Set(
      [...metrics.body.matchAll(/parley_gateway_request_duration_seconds_count\{req_identifier="([^"]+)"/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(labels).toContain('other');
    expect([...labels].filter((label) => label.startsWith('7'))).toEqual([]);
    expect(labels.size).toBeLessThanOrEqual(10);
  });
});

describe('malformed requests', () => {
  it('answers a request whose payload is not its protobuf with 1001 and keeps the session', async () => {
    const alice = await env.connect('alice');
    const garbage = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x0f, 0x0a]);
    for (const reqIdentifier of [1002, 1003, 1005, 1006, 1007, 2005]) {
      expect(await alice.request(reqIdentifier, garbage)).toMatchObject({ errCode: 1001 });
    }
    expect(await alice.request(9999, new Uint8Array())).toMatchObject({ errCode: 1001 });
    env.user('bob');
    expect(await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob' }))).toMatchObject({ errCode: 0 });
  });
});

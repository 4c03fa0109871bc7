import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import type { ServerConfig } from '../config/config.ts';
import type { Services } from '../services/services.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import { endpointRules, refuseEndpoint } from './push-endpoints.ts';
import { isPublicAddress } from './push-addresses.ts';
import { PushSubscriptions } from '../chat/push/push-subscriptions.ts';

let app: FastifyInstance;
let services: Services;
let config: ServerConfig;
let subscriptions: PushSubscriptions;
const tokens: Record<string, string> = {};
// A browser's subscription keys have these lengths in base64url (a P-256 point, a 16-byte secret).
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
/** The test machine has no DNS: what the push hosts resolve to here. */
const dns: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.74.42', '2a00:1450:4001:82b::200a'],
  'db5p.notify.windows.com': ['20.42.65.85'],
  // Names an attacker controls, pointing inside.
  'evil.push.apple.com': ['10.0.0.7'],
  'mixed.push.apple.com': ['17.57.146.20', '127.0.0.1'],
  'cgnat.push.apple.com': ['100.64.3.4'],
  'mapped.push.apple.com': ['::ffff:169.254.169.254'],
};

beforeEach(async () => {
  const created = await createTestApp({ pushTestOrigin: 'https://127.0.0.1:4443' });
  ({ app, services, config } = created);
  // In the server-chat-apart project the chat service asks IM whose token it is, over the network.
  await app.listen({ port: 0, host: '127.0.0.1' });
  subscriptions = new PushSubscriptions(created.chatDb);
  services.pushRules.resolve = (host) => {
    const addresses = dns[host];
    return addresses ? Promise.resolve(addresses) : Promise.reject(new Error(`ENOTFOUND ${host}`));
  };
  for (const userID of ['ann', 'bob', 'cat']) {
    services.users.register([{ userID, nickname: userID, faceURL: '' }]);
    tokens[userID] = services.tokens.issue(userID, 11).token;
  }
});
afterEach(() => app.close());

/** The push routes live under the chat service. */
async function call(who: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat${path}`,
    headers: { token: tokens[who]!, operationid: 't' },
    payload,
  });
  return response.json() as { errCode: number; errMsg: string; data?: Record<string, unknown> };
}

describe('push endpoints', () => {
  const rules = endpointRules('push.example.org', '');
  it('allows the browsers’ push services and configured hosts over https on the default port only', () => {
    expect(refuseEndpoint('https://fcm.googleapis.com/fcm/send/abc', rules)).toBeNull();
    expect(refuseEndpoint('https://db5p.notify.windows.com/w/?token=x', rules)).toBeNull();
    expect(refuseEndpoint('https://push.example.org/x', rules)).toBeNull();
    expect(refuseEndpoint('http://fcm.googleapis.com/fcm/send/abc', rules)).toMatch(/https/);
    expect(refuseEndpoint('https://fcm.googleapis.com:8443/x', rules)).toMatch(/port/);
    expect(refuseEndpoint('https://user:pw@fcm.googleapis.com/x', rules)).toMatch(/credentials/);
    expect(refuseEndpoint('https://169.254.169.254/latest/meta-data', rules)).toMatch(/known push service/);
    expect(refuseEndpoint('https://fcm.googleapis.com.evil.test/x', rules)).toMatch(/known push service/);
    expect(refuseEndpoint('not a url', rules)).toMatch(/URL/);
  });

  it('refuses hosts that Node’s legacy url.parse (which web-push connects with) reads differently', () => {
    // WHATWG sees an allowed push host in each; url.parse connects to 127.0.0.1 (issue 24, point 2).
    for (const endpoint of [
      'https://127.0.0.1;.notify.windows.com/x',
      'https://2130706433{.push.apple.com/x',
      'https://127.0.0.1\\.push.apple.com/x',
      'https://127.0.0.1%09.push.apple.com/x',
      'https://fcm.googleapis.com./x',
      'https://FCM.googleapis.com\\@127.0.0.1/x',
    ]) {
      expect(refuseEndpoint(endpoint, rules), endpoint).not.toBeNull();
    }
  });

  it('calls only ordinary public unicast addresses reachable', () => {
    for (const address of ['142.250.74.42', '2a00:1450:4001:82b::200a', '17.57.146.20'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('/chat/push routes', () => {
  it('stores the caller’s subscription, refuses other endpoints, bounds the count, removes only its own', async () => {
    expect((await call('ann', '/push/subscribe', { endpoint: 'http://10.0.0.1/', keys })).errCode).toBe(1001);
    expect(
      (
        await call('ann', '/push/subscribe', {
          endpoint: 'https://fcm.googleapis.com/x',
          keys: { p256dh: 'x', auth: 'y' },
        })
      ).errCode,
    ).toBe(1001);
    for (let i = 0; i < 12; i++) {
      const sent = await call('ann', '/push/subscribe', { endpoint: `https://fcm.googleapis.com/fcm/send/${i}`, keys });
      expect(sent.errCode).toBe(0);
    }
    const stored = await subscriptions.of('ann');
    expect(stored).toHaveLength(subscriptions.perUser);
    expect(stored.map((s) => s.endpoint)).toContain('https://fcm.googleapis.com/fcm/send/11');
    expect(stored[0]).toMatchObject({ userID: 'ann', platformID: 11 });

    await call('bob', '/push/unsubscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/11' });
    expect(await subscriptions.of('ann')).toHaveLength(subscriptions.perUser);
    await call('ann', '/push/unsubscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/11' });
    expect(await subscriptions.of('ann')).toHaveLength(subscriptions.perUser - 1);
  });

  it('refuses an endpoint whose host resolves inside, or not at all; the test origin alone may be local', async () => {
    for (const endpoint of [
      'https://127.0.0.1;.notify.windows.com/x',
      'https://2130706433{.push.apple.com/x',
      'https://evil.push.apple.com/x',
      'https://mixed.push.apple.com/x',
      'https://cgnat.push.apple.com/x',
      'https://mapped.push.apple.com/x',
      'https://unknown.push.apple.com/x',
    ]) {
      const refused = await call('ann', '/push/subscribe', { endpoint, keys });
      expect(refused.errCode, endpoint).toBe(1001);
    }
    expect(await subscriptions.of('ann')).toHaveLength(0);
    expect(
      (await call('ann', '/push/subscribe', { endpoint: 'https://db5p.notify.windows.com/w/x', keys })).errCode,
    ).toBe(0);
    expect((await call('ann', '/push/subscribe', { endpoint: 'https://127.0.0.1:4443/receiver', keys })).errCode).toBe(
      0,
    );
    expect(await subscriptions.of('ann')).toHaveLength(2);
  });

  it('needs a token, and hands out the VAPID public key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/chat/push/get_vapid_public_key',
      headers: { operationid: 't' },
      payload: {},
    });
    expect((response.json() as { errCode: number }).errCode).toBe(1001);
    tokens.forged = 'forged';
    expect((await call('forged', '/push/get_vapid_public_key', {})).errCode).not.toBe(0);
    const key = await call('ann', '/push/get_vapid_public_key', {});
    expect(String(key.data?.publicKey)).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('refuses the IM admin, who has no browser', async () => {
    tokens.admin = services.tokens.issue(config.adminUserID, 10).token;
    const refused = await call('admin', '/push/subscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/a', keys });
    expect(refused.errCode).toBe(1002);
  });

  it('are not IM’s: /api/push/* answers 404, as a real OpenIM does', async () => {
    for (const path of ['subscribe', 'unsubscribe', 'get_vapid_public_key']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/push/${path}`,
        headers: { token: tokens.ann!, operationid: 't' },
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/api', keys },
      });
      expect(response.statusCode, path).toBe(404);
    }
    expect(await subscriptions.of('ann')).toHaveLength(0);
  });
});

describe('a resent message', () => {
  it('is acknowledged again without being stored twice', async () => {
    const msg = completeMsgData({
      sendID: 'bob',
      recvID: 'ann',
      clientMsgID: 'once',
      sessionType: 1,
      contentType: 101,
      content: new TextEncoder().encode('{"content":"x"}'),
    });
    const first = await services.messages.send('bob', msg);
    const again = await services.messages.send('bob', msg);
    expect(again).toEqual(first);
    expect(services.messageStore.conversationSeqs('si_ann_bob').maxSeq).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import webpush from 'web-push';
import { createTestApp } from '../../test/test-app.ts';
import type { ServerConfig } from '../../config/config.ts';
import type { Services } from '../../services/services.ts';
import { completeMsgData, type MsgData } from '../../protocol/protobuf.ts';
import type { AfterSendMsg } from '../../protocol/openim-webhooks.ts';
import { signalMessage } from '../../calls/signal-fixture.ts';
import type { ClientConnection } from '../../presence/connection-hub.ts';
import { endpointRules } from '../../push/push-endpoints.ts';
import { afterSendBody } from '../../webhooks/webhook-bodies.ts';
import { inProcessIm } from '../../app/in-process-im.ts';
import type { ImPort } from '../im-port.ts';
import type { PushPayload } from './push-preview.ts';
import { PushService } from './push-service.ts';
import { PushSubscriptions } from './push-subscriptions.ts';

/** The push rule and delivery, fed after-send bodies directly, reading IM through the in-process port. */
let app: FastifyInstance;
let services: Services;
let config: ServerConfig;
let im: ImPort;
let subscriptions: PushSubscriptions;
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

beforeEach(async () => {
  const created = await createTestApp({ chatImOverHttp: false, webhookURL: '' });
  ({ app, services, config } = created);
  subscriptions = new PushSubscriptions(created.chatDb);
  im = inProcessIm(config, services, () => 'http://127.0.0.1:1/api');
  services.users.register(['ann', 'bob', 'cat'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
});
afterEach(() => app.close());

/** What OpenIM's after-send webhook says of a message (seq 0, content as text, no options). */
const afterSend = (msg: MsgData): AfterSendMsg => afterSendBody({ ...msg, senderNickname: 'Bob' }, 'op')!;

const subscribe = (userID: string, extra: { privatePreviews?: boolean; locale?: string; endpoint?: string } = {}) =>
  subscriptions.save({
    endpoint: `https://fcm.googleapis.com/${userID}`,
    userID,
    platformID: 11,
    ...keys,
    privatePreviews: false,
    locale: 'en',
    ...extra,
  });

const connection = (userID: string, platformID: number, isBackground: boolean): ClientConnection => ({
  id: Math.random(),
  userID,
  platformID,
  token: 't',
  isBackground,
  send: () => undefined,
  kick: () => undefined,
  close: () => undefined,
});

/** A push service whose push-service answers are `status`, recording what it hands over. */
function serviceWith(status: number) {
  const sent: Array<{ endpoint: string; payload: string; ttl: number }> = [];
  const push = new PushService(
    subscriptions,
    () => ({ subject: 'mailto:a@b.c', publicKey: 'p', privateKey: 'k' }),
    endpointRules('', ''),
    im,
    pino({ level: 'silent' }),
    (async (subscription: { endpoint: string }, payload: string, options: { TTL: number }) => {
      sent.push({ endpoint: subscription.endpoint, payload, ttl: options.TTL });
      if (status >= 400) throw Object.assign(new Error('gone'), { statusCode: status });
      return { statusCode: status, body: '', headers: {} };
    }) as never,
  );
  return { push, sent };
}

const message = (text: string, recvID = 'ann', contentType = 101) =>
  completeMsgData({
    sendID: 'bob',
    recvID,
    clientMsgID: text,
    sessionType: 1,
    contentType,
    content: new TextEncoder().encode(JSON.stringify({ content: text })),
    sendTime: 1,
  });

describe('sending pushes', () => {
  it('pushes to a user with no live web connection, with the preview they chose, and not to the sender', async () => {
    await subscribe('ann');
    await subscribe('bob');
    const { push, sent } = serviceWith(201);
    await push.afterSend(afterSend(message('Hi Ann')));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.payload)).toEqual({
      conversationID: 'si_ann_bob',
      title: 'Bob',
      body: 'Hi Ann',
      url: '/chat?conversationID=si_ann_bob',
    });

    await subscribe('ann', { privatePreviews: true, locale: 'zh-CN' });
    await push.afterSend(afterSend(message('Secret')));
    expect(JSON.parse(sent[1]!.payload)).toMatchObject({ title: '新消息', body: '' });
  });

  it('stays quiet while the user has a foreground web connection, and drops a subscription the service calls gone', async () => {
    await subscribe('ann');
    const live = connection('ann', 11, false);
    services.hub.add(live);
    const quiet = serviceWith(201);
    await quiet.push.afterSend(afterSend(message('Hi')));
    expect(quiet.sent).toHaveLength(0);
    services.hub.remove(live);

    const gone = serviceWith(410);
    await gone.push.afterSend(afterSend(message('Hi')));
    expect(gone.sent).toHaveLength(1);
    expect(await subscriptions.of('ann')).toHaveLength(0);
  });

  it('pushes nothing for typing, notifications or custom messages that are not call invites', async () => {
    await subscribe('ann');
    const { push, sent } = serviceWith(201);
    for (const contentType of [113, 1201, 1501, 110]) await push.afterSend(afterSend(message('x', 'ann', contentType)));
    expect(sent).toHaveLength(0);
  });
});

describe('the push connection', () => {
  it('resolves the host again and never connects to a non-public address (DNS rebinding)', async () => {
    // "localhost" stands for a push host whose name was public at subscription and points inside now.
    await subscriptions.save({
      endpoint: 'https://localhost/push/x',
      userID: 'ann',
      platformID: 11,
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
      privatePreviews: false,
      locale: 'en',
    });
    const logged: Array<{ err?: { code?: string } }> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const vapid = webpush.generateVAPIDKeys();
    const push = new PushService(
      subscriptions,
      () => ({ subject: 'mailto:a@b.c', ...vapid }),
      endpointRules('localhost', ''),
      im,
      logger,
    );
    await push.afterSend(afterSend(message('x')));
    expect(logged.map((entry) => entry.err?.code)).toEqual(['EPUSHADDRESS']);
  });
});

describe('choosing whom to push', () => {
  it('asks IM nothing for a recipient with no subscription, and no settings for one live on the web', async () => {
    const connections = vi.spyOn(im, 'connections');
    const notified = vi.spyOn(im, 'notifiedUserIDs');
    services.hub.add(connection('ann', 5, false));
    await subscribe('ann');
    const { push, sent } = serviceWith(201);
    await push.afterSend(afterSend(message('x', 'cat')));
    expect(connections).not.toHaveBeenCalled();
    await push.afterSend(afterSend(message('x', 'ann')));
    expect(connections).toHaveBeenCalledWith(['ann']);
    expect(notified).not.toHaveBeenCalled();

    await subscribe('cat');
    await push.afterSend(afterSend(message('x', 'cat')));
    expect(notified).toHaveBeenCalledWith('si_bob_cat', ['cat']);
    expect(sent).toHaveLength(1);
  });
});

describe('call invites', () => {
  const invitation = (invitees: string[], groupID = '') => ({
    inviterUserID: 'bob',
    inviteeUserIDList: invitees,
    groupID,
    roomID: 'room-1',
    timeout: 30,
    mediaType: 'video',
    sessionType: groupID ? 3 : 1,
  });

  it('wake an invitee whose app is closed, for as long as the invite rings; other signals never push', async () => {
    await subscribe('ann');
    const { push, sent } = serviceWith(201);
    const invite = afterSend(signalMessage(200, 'bob', { recvID: 'ann' }, invitation(['ann'])));
    await push.afterSend(invite);
    expect(sent.map(({ payload, ...rest }) => ({ ...rest, payload: JSON.parse(payload) as PushPayload }))).toEqual([
      {
        endpoint: 'https://fcm.googleapis.com/ann',
        payload: {
          conversationID: 'si_ann_bob',
          title: 'Bob',
          body: 'Invites you to a video call',
          url: '/chat?conversationID=si_ann_bob',
          // The invitation rides along: nothing on the server keeps an online-only invite for the app to find.
          call: { ...invitation(['ann']), sentAt: invite.sendTime },
        },
        ttl: 30,
      },
    ]);
    for (const type of [201, 202, 203, 204])
      await push.afterSend(afterSend(signalMessage(type, 'bob', { recvID: 'ann' }, invitation(['ann']))));
    // An "invite" sent in someone else's name is not one.
    await push.afterSend(
      afterSend(signalMessage(200, 'bob', { recvID: 'ann' }, { ...invitation(['ann']), inviterUserID: 'cat' })),
    );
    expect(sent).toHaveLength(1);
  });

  it('in a group, wake only the members invited', async () => {
    services.groups.create(
      {
        groupID: 'g1',
        groupName: 'G',
        notification: '',
        introduction: '',
        faceURL: '',
        ex: '',
        ownerUserID: 'bob',
        creatorUserID: 'bob',
        needVerification: 0,
        lookMemberInfo: 0,
        applyMemberFriend: 0,
      },
      Date.now(),
    );
    services.groups.addMembers(
      'g1',
      ['bob', 'ann', 'cat'],
      { roleLevel: 20, joinSource: 2, inviterUserID: 'bob', operatorUserID: 'bob' },
      Date.now(),
    );
    await subscribe('ann');
    await subscribe('cat');
    const { push, sent } = serviceWith(201);
    await push.afterSend(afterSend(signalMessage(200, 'bob', { groupID: 'g1' }, invitation(['ann'], 'g1'))));
    expect(sent.map((push) => [push.endpoint, (JSON.parse(push.payload) as PushPayload).body])).toEqual([
      ['https://fcm.googleapis.com/ann', 'Bob invites you to a group video call'],
    ]);
  });
});

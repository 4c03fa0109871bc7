import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { chatOverHttp, createTestApp, freePort, TEST_WEBHOOK_SECRET } from '../../test/test-app.ts';
import type { ServerConfig } from '../../config/config.ts';
import type { Services } from '../../services/services.ts';
import type { ClientConnection } from '../../presence/connection-hub.ts';
import { completeMsgData } from '../../protocol/protobuf.ts';
import { signalMessage } from '../../calls/signal-fixture.ts';
import { SIGNAL_OPTIONS } from '../../calls/online-only-signals.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { PushSubscriptions } from './push-subscriptions.ts';

/**
 * Web Push from the chat service, driven by the IM port's after-send event: in one process from the embedded IM's
 * message path, and over HTTP from the after-send webhooks the embedded IM posts as OpenIM v3.8.3 does (the chat
 * service then asks IM only through OpenIM's REST API). The browsers' push services are the one thing faked.
 */
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const sent: Array<{ endpoint: string; payload: Record<string, unknown>; ttl: number }> = [];

async function appWith(overHttp: boolean): Promise<{ app: FastifyInstance; services: Services; chatDb: ChatDb }> {
  // Set before the app is built: the push service binds web-push's sender when it is made.
  vi.spyOn(webpush, 'sendNotification').mockImplementation((async (
    subscription: { endpoint: string },
    payload: string,
    options: { TTL: number },
  ) => {
    sent.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) as never, ttl: options.TTL });
    return { statusCode: 201, body: '', headers: {} };
  }) as never);
  if (!overHttp) {
    const { app, services, chatDb } = await createTestApp({ chatImOverHttp: false, webhookURL: '' });
    return { app, services, chatDb };
  }
  // The `server-chat-apart` project's test app is already wired this way; the `server` project's is asked to be.
  const port = await freePort();
  const http: Partial<ServerConfig> = chatOverHttp()
    ? {}
    : {
        chatImOverHttp: true,
        chatWebhookSecret: TEST_WEBHOOK_SECRET,
        chatImCacheMs: 0,
        webhookURL: `http://127.0.0.1:${port}/chat/openim-webhook/${TEST_WEBHOOK_SECRET}`,
      };
  const { app, services, config, chatDb } = await createTestApp(http);
  await app.listen({ port: Number(new URL(config.webhookURL).port), host: '127.0.0.1' });
  return { app, services, chatDb };
}

const text = (from: string, to: { recvID?: string; groupID?: string }, words: string) =>
  completeMsgData({
    sendID: from,
    recvID: to.recvID ?? '',
    groupID: to.groupID ?? '',
    sessionType: to.groupID ? 3 : 1,
    contentType: 101,
    clientMsgID: `c-${words}`,
    content: new TextEncoder().encode(JSON.stringify({ content: words })),
  });

/** A loaded machine's first webhook round trip (admin token, cold routes) takes seconds. */
const PATIENCE = { timeout: 15_000 };
const endpointOf = (userID: string) => `https://fcm.googleapis.com/fcm/send/${userID}`;
const pushesTo = (userID: string) => sent.filter((push) => push.endpoint === endpointOf(userID));

describe.each([
  ['in one process, from the embedded IM’s message path', false],
  ['over HTTP, from OpenIM’s after-send webhooks', true],
])('Web Push %s', (_name, overHttp) => {
  let app: FastifyInstance;
  let services: Services;

  beforeEach(async () => {
    sent.length = 0;
    let chatDb: ChatDb;
    ({ app, services, chatDb } = await appWith(overHttp));
    const subscriptions = new PushSubscriptions(chatDb);
    for (const userID of ['ann', 'bob', 'cat', 'dan']) {
      services.users.register([{ userID, nickname: `${userID[0]!.toUpperCase()}${userID.slice(1)}`, faceURL: '' }]);
      await subscriptions.save({
        endpoint: endpointOf(userID),
        userID,
        platformID: 5,
        ...keys,
        privatePreviews: false,
        locale: 'en',
      });
    }
  });
  afterEach(async () => {
    await app.close();
    vi.restoreAllMocks();
  });

  it('reaches a subscriber with no live web connection, never the sender; a foreground web page hears it itself, a background app gets the push', async () => {
    await services.messages.send('bob', text('bob', { recvID: 'ann' }, 'Hi Ann'));
    await expect.poll(() => pushesTo('ann').length, PATIENCE).toBe(1);
    expect(pushesTo('ann')[0]!.payload).toEqual({
      conversationID: 'si_ann_bob',
      title: 'Bob',
      body: 'Hi Ann',
      url: '/chat?conversationID=si_ann_bob',
    });
    expect(pushesTo('bob')).toHaveLength(0);

    const page: ClientConnection = {
      id: 1,
      userID: 'ann',
      platformID: 5,
      token: 't',
      isBackground: false,
      send: () => undefined,
      kick: () => undefined,
      close: () => undefined,
    };
    services.hub.add(page);
    await services.messages.send('bob', text('bob', { recvID: 'ann' }, 'Seen live'));
    // Cat's push leaves after Ann's message was weighed: by then Ann's would have left too.
    await services.messages.send('bob', text('bob', { recvID: 'cat' }, 'Hi Cat'));
    await expect.poll(() => pushesTo('cat').length, PATIENCE).toBe(1);
    expect(pushesTo('ann')).toHaveLength(1);

    // The app said it went to the background (SetAppBackgroundStatus): it gets a push, as OpenIM treats it.
    page.isBackground = true;
    await services.messages.send('bob', text('bob', { recvID: 'ann' }, 'In the background'));
    await expect.poll(() => pushesTo('ann').length, PATIENCE).toBe(2);
    expect(pushesTo('ann')[1]!.payload).toMatchObject({ body: 'In the background' });
  });

  it('in a group: titled with the group’s name, and not for a member who muted the group or all messages', async () => {
    services.groups.create(
      {
        groupID: 'g1',
        groupName: 'Team',
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
      ['bob', 'ann', 'cat', 'dan'],
      { roleLevel: 20, joinSource: 2, inviterUserID: 'bob', operatorUserID: 'bob' },
      Date.now(),
    );
    const group = { conversationID: 'sg_g1', conversationType: 3, userID: '', groupID: 'g1' };
    services.conversations.upsert('cat', group, { recvMsgOpt: 2 });
    services.users.update('dan', { globalRecvMsgOpt: 1 });

    await services.messages.send('bob', text('bob', { groupID: 'g1' }, 'Lunch?'));
    await expect.poll(() => sent.length, PATIENCE).toBe(1);
    expect(sent[0]).toMatchObject({
      endpoint: endpointOf('ann'),
      payload: { conversationID: 'sg_g1', title: 'Team', body: 'Bob: Lunch?' },
      ttl: 86_400,
    });

    // A call invite rings only the members it invites, for as long as it rings, and carries the invitation.
    const invitation = {
      inviterUserID: 'bob',
      inviteeUserIDList: ['ann'],
      groupID: 'g1',
      roomID: 'room-1',
      timeout: 30,
      mediaType: 'video',
      sessionType: 3,
    };
    const invite = { ...signalMessage(200, 'bob', { groupID: 'g1' }, invitation), options: SIGNAL_OPTIONS };
    await services.messages.send('bob', invite);
    await expect.poll(() => sent.length, PATIENCE).toBe(2);
    expect(sent[1]).toMatchObject({
      endpoint: endpointOf('ann'),
      payload: { title: 'Team', body: 'Bob invites you to a group video call', call: invitation },
      ttl: 30,
    });
  });
});

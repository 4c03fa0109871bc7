import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayApp, message, sendMessage, type GatewayApp } from '../test/gateway-session.ts';
import { ACTIVE_CONVERSATION_READS_PER_MINUTE } from './jssdk-routes.ts';

let env: GatewayApp;
beforeEach(async () => {
  env = await startGatewayApp();
  const alice = await env.connect('alice');
  const carol = await env.connect('carol');
  env.user('bob');
  env.user('mallory');
  env.services.relations.addFriend('alice', 'carol', 3, 'alice', Date.now());
  env.services.relations.addFriend('carol', 'alice', 3, 'alice', Date.now());
  for (const text of ['one', 'two', 'three']) {
    await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob', content: textContent(text) }));
  }
  // A later millisecond than Alice's last: the list is ordered by the newest message's time.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await sendMessage(carol, message({ sendID: 'carol', recvID: 'alice', content: textContent('newest') }));
});
afterEach(() => env.close());

const textContent = (text: string) => new TextEncoder().encode(JSON.stringify({ content: text }));
const decoded = (base64: unknown) => JSON.parse(Buffer.from(String(base64), 'base64').toString('utf8')) as unknown;

interface Active {
  unreadCount?: number;
  conversations?: Array<Record<string, Record<string, unknown> | number | undefined>>;
}

const active = async (userID: string, body: Record<string, unknown> = {}) => {
  const answer = await env.api(userID, '/jssdk/get_active_conversations', body);
  expect(answer.errCode).toBe(0);
  return answer.data as Active;
};

describe('/jssdk/get_active_conversations (OpenIM v3.8.3 internal/api/jssdk)', () => {
  it('lists the newest conversation first, each with its newest message, seqs, and the peer', async () => {
    const answer = await active('alice');
    expect(answer.conversations?.map((c) => (c.conversation as { conversationID: string }).conversationID)).toEqual([
      'si_alice_carol',
      'si_alice_bob',
    ]);
    const [withCarol, withBob] = answer.conversations!;
    expect(decoded((withCarol!.lastMsg as { content: string }).content)).toEqual({ content: 'newest' });
    expect(withCarol!.lastMsg).toMatchObject({ sendID: 'carol', recvID: 'alice', contentType: 101, seq: 1 });
    expect(withCarol!.user).toMatchObject({ userID: 'carol', nickname: 'carol' });
    expect(withCarol!.friend).toMatchObject({ ownerUserID: 'alice', friendUserID: 'carol', addSource: 3 });
    expect(withBob!.maxSeq).toBe(3);
    expect(decoded((withBob!.lastMsg as { content: string }).content)).toEqual({ content: 'three' });
    // Not friends: Go leaves the absent message out rather than writing null.
    expect(withBob).not.toHaveProperty('friend');
    // Alice has not read Carol's message; her own three count as read.
    expect(answer.unreadCount).toBe(1);
  });

  it('writes what Go writes: zero values left out, bytes as base64', async () => {
    const [withCarol] = (await active('alice')).conversations!;
    const conversation = withCarol!.conversation as Record<string, unknown>;
    expect(conversation).not.toHaveProperty('isPinned');
    expect(conversation).not.toHaveProperty('groupID');
    expect(withCarol).not.toHaveProperty('readSeq');
    expect(typeof (withCarol!.lastMsg as Record<string, unknown>).content).toBe('string');
  });

  it('puts pinned conversations first and honours count, within OpenIM’s bounds', async () => {
    const pinned = await env.api('alice', '/conversation/set_conversations', {
      userIDs: ['alice'],
      conversation: { conversationID: 'si_alice_bob', conversationType: 1, userID: 'bob', isPinned: true },
    });
    expect(pinned.errCode).toBe(0);
    const one = await active('alice', { count: 1 });
    expect(one.conversations?.map((c) => (c.conversation as { conversationID: string }).conversationID)).toEqual([
      'si_alice_bob',
    ]);
    // The unread total is over every conversation, not only those listed.
    expect(one.unreadCount).toBe(1);
    expect((await active('alice', { count: 501 })).conversations).toHaveLength(2);
    expect((await active('alice', { count: -1 })).conversations).toHaveLength(2);
  });

  it('answers for the caller only, whatever ownerUserID names', async () => {
    expect(await active('mallory', { ownerUserID: 'alice' })).toEqual({});
    const asBob = await active('bob', { ownerUserID: 'alice' });
    expect(asBob.conversations).toHaveLength(1);
    expect(asBob.unreadCount).toBe(3);
  });

  it('answers one user at most ACTIVE_CONVERSATION_READS_PER_MINUTE times a minute (each reads all their chats)', async () => {
    for (let i = 0; i < ACTIVE_CONVERSATION_READS_PER_MINUTE; i++) await active('bob');
    const refused = await env.api('bob', '/jssdk/get_active_conversations', {});
    expect(refused.errCode).toBe(429);
    // Another user is not affected.
    expect((await env.api('alice', '/jssdk/get_active_conversations', {})).errCode).toBe(0);
  });

  it('refuses a caller without a token, as OpenIM does (ArgsError)', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/jssdk/get_active_conversations',
      headers: { operationid: 't' },
      payload: { count: 10 },
    });
    expect((response.json() as { errCode: number }).errCode).toBe(1001);
  });
});

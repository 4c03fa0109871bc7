import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayApp, message, sendMessage, type GatewayApp } from '../test/gateway-session.ts';

let env: GatewayApp;
beforeEach(async () => {
  env = await startGatewayApp();
  const alice = await env.connect('alice');
  env.user('bob');
  env.user('mallory');
  for (let i = 0; i < 3; i++) await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob' }));
});
afterEach(() => env.close());

const chat = 'si_alice_bob';
const conversationOf = (owner: string) => env.services.conversations.get(owner, chat);
const readFlags = () =>
  env.services.db.prepare('SELECT is_read FROM messages WHERE conversation_id = ? ORDER BY seq').pluck().all(chat);
/** Everything stored in the pair's notification conversation (read receipts, revokes, deletes). */
const notices = () =>
  env.services.db.prepare("SELECT COUNT(*) FROM messages WHERE conversation_id LIKE 'n_%'").pluck().get() as number;

describe('conversation writes by someone not in the conversation', () => {
  it('refuses a stranger’s set_conversations, isPrivateChat included, and changes nobody’s rows', async () => {
    const before = { alice: conversationOf('alice'), bob: conversationOf('bob') };
    for (const conversation of [
      { isPrivateChat: true },
      { isPinned: true },
      { recvMsgOpt: 2, ex: 'x', burnDuration: 5 },
    ]) {
      const answer = await env.api('mallory', '/conversation/set_conversations', {
        userIDs: ['mallory'],
        conversation: { conversationID: chat, conversationType: 1, userID: 'alice', groupID: '', ...conversation },
      });
      expect(answer.errCode).toBe(1002);
    }
    // Acting for the owners themselves is refused before anything else.
    const forOthers = await env.api('mallory', '/conversation/set_conversations', {
      userIDs: ['alice'],
      conversation: { conversationID: chat, conversationType: 1, userID: 'bob', isPrivateChat: true },
    });
    expect(forOthers.errCode).toBe(1002);
    expect({ alice: conversationOf('alice'), bob: conversationOf('bob') }).toEqual(before);
    expect(env.services.conversations.get('mallory', chat)).toBeUndefined();
  });

  it('takes the peer of isPrivateChat from the conversation ID, never from the request', async () => {
    const own = 'si_alice_mallory';
    const answer = await env.api('mallory', '/conversation/set_conversations', {
      userIDs: ['mallory'],
      conversation: { conversationID: own, conversationType: 1, userID: 'bob', isPrivateChat: true },
    });
    expect(answer.errCode).toBe(0);
    expect(env.services.conversations.get('alice', own)).toMatchObject({ isPrivateChat: true, userID: 'mallory' });
    expect(env.services.conversations.get('mallory', own)).toMatchObject({ isPrivateChat: true, userID: 'alice' });
    expect(env.services.conversations.list('bob').every((c) => !c.isPrivateChat)).toBe(true);
    // A type that does not fit the ID is refused.
    const wrongType = await env.api('mallory', '/conversation/set_conversations', {
      userIDs: ['mallory'],
      conversation: { conversationID: own, conversationType: 3, isPinned: true },
    });
    expect(wrongType.errCode).toBe(1001);
  });

  it('refuses a stranger’s read marks, clear, delete and revoke with 1004, and sends no read receipt', async () => {
    const noticesBefore = notices();
    // Even with a row of its own for the ID, made the way set_conversations once allowed.
    env.services.conversations.ensure('mallory', {
      conversationID: chat,
      conversationType: 1,
      userID: 'x',
      groupID: '',
    });
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/msg/mark_conversation_as_read', { conversationID: chat, userID: 'mallory', hasReadSeq: 3, seqs: [1, 2, 3] }],
      ['/msg/mark_msgs_as_read', { conversationID: chat, userID: 'mallory', seqs: [1, 2, 3] }],
      ['/msg/set_conversation_has_read_seq', { conversationID: chat, userID: 'mallory', hasReadSeq: 3 }],
      ['/msg/mark_conversation_as_read', { conversationID: 'n_alice_bob', userID: 'mallory', hasReadSeq: 1 }],
      ['/msg/clear_conversation_msg', { conversationIDs: [chat], userID: 'mallory' }],
      [
        '/msg/delete_msgs',
        { conversationID: chat, seqs: [1], userID: 'mallory', deleteSyncOpt: { IsSyncSelf: true, IsSyncOther: false } },
      ],
      ['/msg/revoke_msg', { conversationID: chat, seq: 1, userID: 'mallory' }],
    ];
    for (const [path, body] of calls)
      expect([path, (await env.api('mallory', path, body)).errCode]).toEqual([path, 1004]);
    expect(readFlags()).toEqual([0, 0, 0]);
    expect(notices()).toBe(noticesBefore);
    // user_clear_all_msg skips what is not theirs instead of writing seq state for it.
    expect((await env.api('mallory', '/msg/user_clear_all_msg', { userID: 'mallory' })).errCode).toBe(0);
    expect(env.services.messageStore.userSeqs('mallory', chat)).toEqual({ minSeq: 0, maxSeq: 0, hasReadSeq: 0 });
  });

  it('still lets the members do all of it', async () => {
    expect(
      (
        await env.api('bob', '/msg/mark_conversation_as_read', {
          conversationID: chat,
          userID: 'bob',
          hasReadSeq: 3,
          seqs: [],
        })
      ).errCode,
    ).toBe(0);
    expect(readFlags()).toEqual([1, 1, 1]);
    expect(
      (
        await env.api('bob', '/conversation/set_conversations', {
          userIDs: ['bob'],
          conversation: { conversationID: chat, conversationType: 1, userID: 'alice', isPinned: true },
        })
      ).errCode,
    ).toBe(0);
    expect(conversationOf('bob')).toMatchObject({ isPinned: true, userID: 'alice' });
    expect((await env.api('alice', '/msg/revoke_msg', { conversationID: chat, seq: 1, userID: 'alice' })).errCode).toBe(
      0,
    );
  });
});

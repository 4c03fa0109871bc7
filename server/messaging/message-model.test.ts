import { describe, expect, it } from 'vitest';
import { conversationIDOf, notificationConversationOf, option, peerOf } from './message-model.ts';

const msg = (over: Partial<Parameters<typeof conversationIDOf>[0]>) => ({
  sessionType: 1,
  sendID: 'bob',
  recvID: 'alice',
  groupID: '',
  options: {},
  ...over,
});

describe('conversation IDs', () => {
  it('sorts the two users of a single chat', () => {
    expect(conversationIDOf(msg({}))).toBe('si_alice_bob');
    expect(conversationIDOf(msg({ sendID: 'alice', recvID: 'bob' }))).toBe('si_alice_bob');
  });

  it('uses sg_ for working groups and n_ for notifications', () => {
    expect(conversationIDOf(msg({ sessionType: 3, groupID: 'g1' }))).toBe('sg_g1');
    expect(conversationIDOf(msg({ sessionType: 3, groupID: 'g1', options: { isNotNotification: false } }))).toBe(
      'n_g1',
    );
    expect(conversationIDOf(msg({ options: { isNotNotification: false } }))).toBe('n_alice_bob');
    expect(conversationIDOf(msg({ sendID: 'me', recvID: 'me', options: { isNotNotification: false } }))).toBe(
      'n_me_me',
    );
  });

  it('maps chat conversations to their notification companions', () => {
    expect(notificationConversationOf('si_a_b')).toBe('n_a_b');
    expect(notificationConversationOf('sg_g1')).toBe('n_g1');
    expect(notificationConversationOf('n_a_b')).toBeUndefined();
  });

  it('finds the peer even when IDs contain underscores', () => {
    expect(peerOf('si_alice_bob_x', 'alice')).toBe('bob_x');
    expect(peerOf('si_alice_bob_x', 'bob_x')).toBe('alice');
  });
});

describe('options', () => {
  it('treats a missing key as true', () => {
    expect(option({}, 'history')).toBe(true);
    expect(option({ history: false }, 'history')).toBe(false);
  });
});

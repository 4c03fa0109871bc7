import { describe, expect, it } from 'vitest';
import type { ConversationItem, MessageItem } from '../sdk-types';
import { conversationIDOf } from './conversation-id';

const message = (over: Partial<MessageItem>) => ({ sendID: 'b', recvID: 'a', groupID: '', ...over }) as MessageItem;

describe('conversationIDOf', () => {
  it('puts group messages in the group’s conversation', () => {
    expect(conversationIDOf(message({ groupID: 'g1' }), [])).toBe('sg_g1');
  });

  it('builds a single conversation’s ID from the two users, sorted', () => {
    expect(conversationIDOf(message({ sendID: 'zed', recvID: 'amy' }), [])).toBe('si_amy_zed');
  });

  it('prefers the ID of a known conversation with the peer', () => {
    const known = [{ conversationID: 'si_custom', userID: 'b', groupID: '' } as ConversationItem];
    expect(conversationIDOf(message({}), known)).toBe('si_custom');
  });
});

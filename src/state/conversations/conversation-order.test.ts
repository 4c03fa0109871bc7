import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../sdk-types';
import { mergeConversations, sortConversations } from './conversation-order';

const conversation = (conversationID: string, over: Partial<ConversationItem> = {}) =>
  ({ conversationID, isPinned: false, latestMsgSendTime: 0, draftTextTime: 0, ...over }) as ConversationItem;

describe('conversation order', () => {
  it('puts pinned first, then the most recent message or draft', () => {
    const sorted = sortConversations([
      conversation('old', { latestMsgSendTime: 1 }),
      conversation('pinned', { isPinned: true, latestMsgSendTime: 0 }),
      conversation('draft', { latestMsgSendTime: 2, draftTextTime: 9 }),
      conversation('new', { latestMsgSendTime: 5 }),
    ]);
    expect(sorted.map((c) => c.conversationID)).toEqual(['pinned', 'draft', 'new', 'old']);
  });

  it('lets an update replace the older copy and move up', () => {
    const merged = mergeConversations(
      [conversation('a', { latestMsgSendTime: 5 }), conversation('b', { latestMsgSendTime: 4 })],
      [conversation('b', { latestMsgSendTime: 6, unreadCount: 1 })],
    );
    expect(merged.map((c) => [c.conversationID, c.unreadCount])).toEqual([
      ['b', 1],
      ['a', undefined],
    ]);
  });
});

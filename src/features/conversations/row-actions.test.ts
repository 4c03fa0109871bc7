import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../../state/sdk-types';
import { actionsFor } from './row-actions';

const conversation = (over: Partial<ConversationItem>) =>
  ({ isPinned: false, recvMsgOpt: 0, unreadCount: 0, ...over }) as ConversationItem;

describe('actionsFor', () => {
  it('offers pin, mute and delete on a plain read row', () => {
    expect(actionsFor(conversation({}))).toEqual(['pin', 'mute', 'delete']);
  });

  it('offers the way back from pinned and muted, and mark as read only when unread', () => {
    expect(actionsFor(conversation({ isPinned: true, recvMsgOpt: 2, unreadCount: 3 }))).toEqual([
      'unpin',
      'unmute',
      'markRead',
      'delete',
    ]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import type { ConversationItem, MessageItem } from '../state/sdk-types';
import { clearChatHistory, deleteConversation, setConversationMuted } from './conversation-actions';

// A stand-in for the SDK's calls these functions make; the real SDK is covered by the e2e spec.
const im = {
  setConversation: vi.fn(async () => ({ data: '' })),
  deleteConversationAndDeleteAllMsg: vi.fn(async () => ({ data: '' })),
  clearConversationAndDeleteAllMsg: vi.fn(async () => ({ data: '' })),
  getTotalUnreadMsgCount: vi.fn(async () => ({ data: 3 })),
};
vi.mock('./sdk-instance', () => ({ openIM: async () => im }));

const conversation = (conversationID: string) => ({ conversationID }) as ConversationItem;
const message = (clientMsgID: string) => ({ clientMsgID }) as MessageItem;

function storeWithOpenChat(open: string) {
  const store = createStore();
  store.set(conversationsAtom, [conversation('a'), conversation('b')]);
  store.set(openConversationIDAtom, open);
  store.set(openMessagesAtom, [message('m1'), message('m2')]);
  return store;
}

describe('conversation actions', () => {
  beforeEach(() => vi.clearAllMocks());

  it('clearing the open chat empties its messages on screen', async () => {
    const store = storeWithOpenChat('a');
    await clearChatHistory(store, 'a');
    expect(im.clearConversationAndDeleteAllMsg).toHaveBeenCalledWith('a');
    expect(store.get(openMessagesAtom)).toEqual([]);
    expect(store.get(conversationsAtom).map((c) => c.conversationID)).toEqual(['a', 'b']);
  });

  it('clearing another chat leaves the open one alone', async () => {
    const store = storeWithOpenChat('b');
    await clearChatHistory(store, 'a');
    expect(store.get(openMessagesAtom)).toHaveLength(2);
  });

  it('deleting removes the row, which no SDK event does', async () => {
    const store = storeWithOpenChat('b');
    await deleteConversation(store, 'a');
    expect(im.deleteConversationAndDeleteAllMsg).toHaveBeenCalledWith('a');
    expect(store.get(conversationsAtom).map((c) => c.conversationID)).toEqual(['b']);
    expect(store.get(totalUnreadCountAtom)).toBe(3);
  });

  it('muting sets "receive without notifying" and reads the total again', async () => {
    const store = storeWithOpenChat('b');
    await setConversationMuted(store, 'a', true);
    expect(im.setConversation).toHaveBeenCalledWith({ conversationID: 'a', recvMsgOpt: 2 });
    expect(store.get(totalUnreadCountAtom)).toBe(3);
    await setConversationMuted(store, 'a', false);
    expect(im.setConversation).toHaveBeenLastCalledWith({ conversationID: 'a', recvMsgOpt: 0 });
  });
});

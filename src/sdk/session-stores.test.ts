import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { clearSessionStores } from './session-stores';
import { conversationsAtom, storedConversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { unhandledFriendApplicationCountAtom } from '../state/contacts/application-atoms';
import { friendsAtom, receivedFriendApplicationsAtom } from '../state/contacts/contact-atoms';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { connectionStateAtom, reinstallProgressAtom } from '../state/connection/connection-atoms';
import type { ConversationItem, MessageItem } from '../state/sdk-types';

describe('clearing the session stores', () => {
  it('leaves nothing of the signed-out user behind', () => {
    const store = createStore();
    store.set(selfInfoAtom, { userID: '1', nickname: 'Alice', members: [] });
    store.set(conversationsAtom, [{ conversationID: 'si_1_2' } as ConversationItem]);
    store.set(storedConversationsAtom, [{ conversationID: 'si_1_3' } as ConversationItem]);
    store.set(totalUnreadCountAtom, 3);
    store.set(openConversationIDAtom, 'si_1_2');
    store.set(openMessagesAtom, [{ clientMsgID: 'm' } as MessageItem]);
    store.set(friendsAtom, [{ userID: '2' }] as never);
    store.set(receivedFriendApplicationsAtom, [{ fromUserID: '3', handleResult: 0 }] as never);
    store.set(connectionStateAtom, 'online');
    store.set(reinstallProgressAtom, 40);

    clearSessionStores(store);

    expect(store.get(selfInfoAtom)).toBeNull();
    expect(store.get(conversationsAtom)).toEqual([]);
    expect(store.get(storedConversationsAtom)).toEqual([]);
    expect(store.get(totalUnreadCountAtom)).toBe(0);
    expect(store.get(openConversationIDAtom)).toBeNull();
    expect(store.get(openMessagesAtom)).toEqual([]);
    expect(store.get(friendsAtom)).toEqual([]);
    expect(store.get(unhandledFriendApplicationCountAtom)).toBe(0);
    expect(store.get(connectionStateAtom)).toBe('idle');
    expect(store.get(reinstallProgressAtom)).toBeNull();
  });
});

import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { ConversationItem, MessageItem } from '../sdk-types';
import { mergeConversations } from './conversation-order';
import { conversationsAtom, latestRepairsAtom } from './conversation-atoms';
import { latestRepairFor, withLatestRepairs } from './latest-message-repair';

const message = (clientMsgID: string, seq: number, sendTime: number) =>
  ({ clientMsgID, seq, sendTime, contentType: 101, textElem: { content: clientMsgID } }) as MessageItem;

const conversation = (conversationID: string, latest: MessageItem, unreadCount: number) =>
  ({
    conversationID,
    isPinned: false,
    draftTextTime: 0,
    latestMsg: JSON.stringify(latest),
    latestMsgSendTime: latest.sendTime,
    unreadCount,
  }) as ConversationItem;

const greeting = message('greeting', 1, 100);
const welcome = message('welcome', 2, 200);
const latestOf = (row: ConversationItem | undefined) => (JSON.parse(row?.latestMsg ?? '{}') as MessageItem).clientMsgID;

describe('a latest message the SDK left stale', () => {
  it('is repaired when the history holds a newer message and the conversation has unread ones', () => {
    const stale = conversation('si_a_b', greeting, 1);
    expect(latestRepairFor(stale, [welcome, greeting])).toEqual({ staleClientMsgID: 'greeting', newest: welcome });
  });

  it('is left alone when up to date, when nothing is unread, or when the history has nothing newer', () => {
    expect(latestRepairFor(conversation('si_a_b', welcome, 1), [greeting, welcome])).toBeNull();
    expect(latestRepairFor(conversation('si_a_b', greeting, 0), [greeting, welcome])).toBeNull();
    expect(latestRepairFor(conversation('si_a_b', greeting, 1), [greeting])).toBeNull();
    expect(latestRepairFor(conversation('si_a_b', greeting, 1), [])).toBeNull();
  });

  it('shows the newer message in the list and sorts the row by it', () => {
    const rows = [conversation('si_a_c', message('other', 1, 150), 0), conversation('si_a_b', greeting, 1)];
    const repairs = new Map([['si_a_b', { staleClientMsgID: 'greeting', newest: welcome }]]);
    const shown = withLatestRepairs(rows, repairs);
    expect(shown.map((row) => [row.conversationID, latestOf(row), row.latestMsgSendTime])).toEqual([
      ['si_a_b', 'welcome', 200],
      ['si_a_c', 'other', 150],
    ]);
    expect(withLatestRepairs(rows, new Map())).toBe(rows);
  });

  it('stays repaired through the SDK’s later reports of the stale row, and ends with a newer message', () => {
    const store = createStore();
    store.set(conversationsAtom, [conversation('si_a_b', greeting, 1)]);
    store.set(latestRepairsAtom, new Map([['si_a_b', { staleClientMsgID: 'greeting', newest: welcome }]]));
    expect(latestOf(store.get(conversationsAtom)[0])).toBe('welcome');

    // The chat is read: the SDK reports the row again, its latest message still the stale one.
    store.set(conversationsAtom, (rows) => mergeConversations(rows, [conversation('si_a_b', greeting, 0)]));
    expect(latestOf(store.get(conversationsAtom)[0])).toBe('welcome');
    expect(store.get(latestRepairsAtom).size).toBe(1);

    // A newer message arrives and the SDK records it: the repair is over.
    store.set(conversationsAtom, (rows) =>
      mergeConversations(rows, [conversation('si_a_b', message('later', 3, 300), 1)]),
    );
    expect(latestOf(store.get(conversationsAtom)[0])).toBe('later');
    expect(store.get(latestRepairsAtom).size).toBe(0);
  });

  it('is forgotten when the list is emptied at sign-out', () => {
    const store = createStore();
    store.set(conversationsAtom, [conversation('si_a_b', greeting, 1)]);
    store.set(latestRepairsAtom, new Map([['si_a_b', { staleClientMsgID: 'greeting', newest: welcome }]]));
    store.set(conversationsAtom, []);
    expect(store.get(latestRepairsAtom).size).toBe(0);
  });
});

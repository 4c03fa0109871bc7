import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import type { ConversationItem } from '../state/sdk-types';
import { conversationListOf } from './conversation-list-keeper';

const row = (conversationID: string, text: string, latestMsgSendTime: number, unreadCount = 0) =>
  ({
    conversationID,
    latestMsg: JSON.stringify({ contentType: 101, textElem: { content: text } }),
    latestMsgSendTime,
    unreadCount,
  }) as ConversationItem;

const shown = (list: ConversationItem[]) =>
  list.map((conversation) => [conversation.conversationID, JSON.parse(conversation.latestMsg).textElem.content]);

/** A read of the whole list whose pages come back when the test says, as the SDK's worker answers them. */
function slowRead(read: ConversationItem[]) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const readWholeList = async (onFirstPage: (page: ConversationItem[]) => void) => {
    onFirstPage(read);
    await done;
    return read;
  };
  return { readWholeList, finish };
}

describe('the conversation list kept from events and whole-list reads', () => {
  it('keeps a change the SDK reported while a read was under way, which the read had taken before it', async () => {
    const store = createStore();
    const list = conversationListOf(store);
    list.changed([row('si_alice', 'You are now friends; start chatting', 1000)]);
    // The read took Alice's conversation before her message was stored; the message's event comes during the read.
    const { readWholeList, finish } = slowRead([row('si_alice', 'You are now friends; start chatting', 1000, 1)]);
    const refreshing = list.refresh(readWholeList);
    list.changed([row('si_alice', 'Welcome, Bob!', 2000, 1)]);
    finish();
    await refreshing;
    expect(shown(store.get(conversationsAtom))).toEqual([['si_alice', 'Welcome, Bob!']]);
  });

  it('lays the newest of several changes last, and leaves the rest of the read as it was', async () => {
    const store = createStore();
    const list = conversationListOf(store);
    const { readWholeList, finish } = slowRead([row('si_bob', 'hi', 500), row('si_alice', 'one', 1000)]);
    const refreshing = list.refresh(readWholeList);
    list.changed([row('si_alice', 'two', 2000)]);
    list.changed([row('si_alice', 'three', 3000)]);
    finish();
    await refreshing;
    expect(shown(store.get(conversationsAtom))).toEqual([
      ['si_alice', 'three'],
      ['si_bob', 'hi'],
    ]);
    // Once the read is over, a later read replaces the list again.
    await list.refresh(async () => [row('si_alice', 'four', 4000)]);
    expect(shown(store.get(conversationsAtom))).toEqual([['si_alice', 'four']]);
  });
});

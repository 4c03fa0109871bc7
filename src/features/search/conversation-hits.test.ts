import { describe, expect, it } from 'vitest';
import type { ConversationItem, MessageItem } from '../../state/sdk-types';
import { conversationHits } from './conversation-hits';

const conversation = (conversationID: string) => ({ conversationID, showName: conversationID }) as ConversationItem;
const text = (clientMsgID: string, content: string, sendTime: number) =>
  ({ clientMsgID, contentType: 101, textElem: { content }, sendTime }) as MessageItem;

describe('conversationHits', () => {
  const histories: Record<string, MessageItem[]> = {
    si_a: [text('a2', 'lunch at noon?', 20), text('a1', 'Lunch tomorrow', 10)],
    si_b: [text('b1', 'nothing here', 30)],
    sg_c: [text('c1', 'team lunch photos', 40)],
  };
  const hits = conversationHits(
    [conversation('si_a'), conversation('si_b'), conversation('sg_c'), conversation('si_unread')],
    (id) => histories[id],
    'LUNCH',
  );

  it('counts the matching messages of each conversation', () => {
    expect(hits.map((hit) => [hit.conversation.conversationID, hit.messages.map((m) => m.clientMsgID)])).toEqual([
      ['sg_c', ['c1']],
      ['si_a', ['a2', 'a1']],
    ]);
  });

  it('finds nothing for an empty keyword', () => {
    expect(conversationHits([conversation('si_a')], (id) => histories[id], ' ')).toEqual([]);
  });
});

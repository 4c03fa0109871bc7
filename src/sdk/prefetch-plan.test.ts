import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../state/sdk-types';
import { conversationsToPrefetch } from './prefetch-plan';

const conversation = (conversationID: string, latestMsgSendTime: number) =>
  ({ conversationID, latestMsgSendTime }) as ConversationItem;

describe('which conversations the prefetch reads', () => {
  it('takes the most recent ones with messages, up to the limit, skipping those stored at their latest message', () => {
    const list = [conversation('a', 5), conversation('b', 9), conversation('c', 0), conversation('d', 7)];
    expect(conversationsToPrefetch(list, new Map(), 2)).toEqual(['b', 'd']);
    expect(conversationsToPrefetch(list, new Map([['b', 9]]), 2)).toEqual(['d']);
    // A newer message since makes it due again.
    expect(conversationsToPrefetch(list, new Map([['b', 8]]), 2)).toEqual(['b', 'd']);
  });
});

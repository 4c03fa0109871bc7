import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../state/sdk-types';
import { messagesMatching } from './message-match';

const message = (clientMsgID: string, over: Partial<MessageItem>) => ({ clientMsgID, ...over }) as MessageItem;

describe('messagesMatching', () => {
  const messages = [
    message('text', { contentType: 101, textElem: { content: 'The Secret plan' } }),
    message('at', { contentType: 106, atTextElem: { text: '@Ann secret?', atUserList: [] } }),
    message('quote', { contentType: 114, quoteElem: { text: 'no secrets here', quoteMessage: {} as MessageItem } }),
    message('file', { contentType: 105, fileElem: { fileName: 'secret.pdf' } as MessageItem['fileElem'] }),
    message('picture', { contentType: 102 }),
    message('other', { contentType: 101, textElem: { content: 'lunch' } }),
  ];

  it('finds text, mentions, replies and file names, ignoring case, in order', () => {
    expect(messagesMatching(messages, 'SECRET').map((m) => m.clientMsgID)).toEqual(['text', 'at', 'quote', 'file']);
  });

  it('finds nothing for a blank keyword', () => {
    expect(messagesMatching(messages, '  ')).toEqual([]);
  });
});

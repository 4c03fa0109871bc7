import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../state/sdk-types';
import { textForEditing, textToStore } from './edit-text';

describe('the words a sender edits', () => {
  it('shows an @-mention message’s mentions by name, and keeps them by ID', () => {
    const message = {
      contentType: 106,
      atTextElem: {
        text: '@u1 and @u2, look',
        atUserList: ['u1', 'u2'],
        atUsersInfo: [
          { atUserID: 'u1', groupNickname: 'Ann' },
          { atUserID: 'u2', groupNickname: 'Ben' },
        ],
      },
    } as unknown as MessageItem;
    expect(textForEditing(message)).toBe('@Ann and @Ben, look');
    expect(textToStore(message, '@Ann and @Ben, look here')).toBe('@u1 and @u2, look here');
  });

  it('takes text and quote messages as they are', () => {
    expect(textForEditing({ contentType: 101, textElem: { content: '**hi**' } } as MessageItem)).toBe('**hi**');
    const quote = { contentType: 114, quoteElem: { text: 'yes' } } as MessageItem;
    expect(textForEditing(quote)).toBe('yes');
    expect(textToStore(quote, '@Ann yes')).toBe('@Ann yes');
  });
});

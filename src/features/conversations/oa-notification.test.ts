import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../state/sdk-types';
import { readOANotice } from './oa-notification';

const notice = (detail: string) =>
  ({ contentType: 1400, senderNickname: 'Admin', notificationElem: { detail } }) as MessageItem;

describe('readOANotice', () => {
  it('reads the name, text, link and picture of a 1400 detail', () => {
    const detail = JSON.stringify({
      notificationName: 'Billing',
      notificationType: 1,
      text: 'Your invoice is ready',
      url: 'https://example.com/invoice',
      mixType: 1,
      pictureElem: { sourcePicture: { url: 'https://example.com/p.png' } },
    });
    expect(readOANotice(notice(detail))).toEqual({
      name: 'Billing',
      text: 'Your invoice is ready',
      url: 'https://example.com/invoice',
      pictureURL: 'https://example.com/p.png',
    });
  });

  it('drops links that are not web addresses', () => {
    const detail = JSON.stringify({ notificationName: 'X', text: 't', url: 'javascript:alert(1)' });
    expect(readOANotice(notice(detail)).url).toBeNull();
  });

  it('falls back to the sender and the raw text for a garbled detail', () => {
    expect(readOANotice(notice('{not json'))).toEqual({
      name: 'Admin',
      text: '{not json',
      url: null,
      pictureURL: null,
    });
  });

  it('shows a plain text message in the conversation as its text', () => {
    const text = { contentType: 101, senderNickname: 'Admin', textElem: { content: 'hello' } } as MessageItem;
    expect(readOANotice(text).text).toBe('hello');
  });
});

import { describe, expect, it } from 'vitest';
import type { MessageItem, RevokedInfo } from '../sdk-types';
import {
  appendArrivals,
  applyReadReceipts,
  applyRevoke,
  isNotification,
  prependOlder,
  previewImageURLs,
} from './message-history';

const message = (clientMsgID: string, over: Partial<MessageItem> = {}) =>
  ({ clientMsgID, contentType: 101, textElem: { content: clientMsgID }, isRead: false, ...over }) as MessageItem;
const ids = (messages: MessageItem[]) => messages.map((m) => m.clientMsgID);

const revokeOf = (clientMsgID: string): RevokedInfo => ({
  clientMsgID,
  revokerID: 'u1',
  revokerRole: 0,
  revokerNickname: 'Ann',
  revokeTime: 5,
  sourceMessageSendID: 'u1',
  sourceMessageSendTime: 1,
  sourceMessageSenderNickname: 'Ann',
  sessionType: 1,
  seq: 3,
  ex: '',
});

describe('message history', () => {
  it('puts an older page in front and drops what is already held', () => {
    expect(ids(prependOlder([message('c'), message('d')], [message('a'), message('b'), message('c')]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('appends arrivals, but never typing or revoke messages', () => {
    const next = appendArrivals(
      [message('a')],
      [message('t', { contentType: 113 }), message('r', { contentType: 2101 }), message('b')],
    );
    expect(ids(next)).toEqual(['a', 'b']);
  });

  it('replaces an arrival already held in place instead of doubling it', () => {
    const next = appendArrivals([message('a'), message('b')], [message('a', { seq: 9 })]);
    expect(ids(next)).toEqual(['a', 'b']);
    expect(next[0]!.seq).toBe(9);
  });

  it('keeps the list object when nothing became a row', () => {
    const current = [message('a')];
    expect(appendArrivals(current, [message('t', { contentType: 113 })])).toBe(current);
  });

  it('turns a revoked message into a revoke notification and records its text', () => {
    const { messages, record } = applyRevoke([message('a'), message('b')], revokeOf('b'));
    expect(messages[1]!.contentType).toBe(2101);
    expect(JSON.parse(messages[1]!.notificationElem!.detail)).toMatchObject({ revokerNickname: 'Ann' });
    expect(messages[1]!.textElem).toBeDefined();
    expect(isNotification(messages[1]!)).toBe(true);
    expect(record).toEqual({ text: 'b', quoteMessage: undefined });
    expect(messages[0]).toEqual(message('a'));
  });

  it('marks quotes of a revoked message as revoked (content type 2101)', () => {
    const quoted = message('q');
    const reply = message('reply', { contentType: 114, quoteElem: { text: 'answer', quoteMessage: quoted } });
    const atReply = message('at', {
      contentType: 106,
      atTextElem: { text: 'hi', atUserList: [], quoteMessage: quoted },
    });
    const other = message('other', { contentType: 114, quoteElem: { text: 'x', quoteMessage: message('z') } });
    const { messages } = applyRevoke([quoted, reply, atReply, other], revokeOf('q'));
    expect(messages[1]!.quoteElem!.quoteMessage.contentType).toBe(2101);
    expect(messages[1]!.quoteElem!.text).toBe('answer');
    expect(messages[2]!.atTextElem!.quoteMessage!.contentType).toBe(2101);
    expect(messages[3]!.quoteElem!.quoteMessage.contentType).toBe(101);
  });

  it('records a revoked quote with its own text and what it quoted', () => {
    const quoted = message('q');
    const { record } = applyRevoke(
      [message('reply', { contentType: 114, quoteElem: { text: 'answer', quoteMessage: quoted } })],
      revokeOf('reply'),
    );
    expect(record).toEqual({ text: 'answer', quoteMessage: quoted });
  });

  it('says nothing was revoked when the message is not loaded', () => {
    expect(applyRevoke([message('a')], revokeOf('x')).record).toBeNull();
  });

  it('marks our messages the peer has read', () => {
    const next = applyReadReceipts(
      [message('a'), message('b')],
      [{ msgIDList: ['b'] } as Parameters<typeof applyReadReceipts>[1][number]],
    );
    expect(next.map((m) => m.isRead)).toEqual([false, true]);
  });

  it('lists the pictures of the history in order', () => {
    const picture = (id: string, url: string) =>
      message(id, { contentType: 102, pictureElem: { sourcePicture: { url } } as MessageItem['pictureElem'] });
    expect(previewImageURLs([picture('1', 'u1'), message('t'), picture('2', 'u2')])).toEqual(['u1', 'u2']);
  });
});

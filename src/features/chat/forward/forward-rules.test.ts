import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import type { MessageItem } from '../../../state/sdk-types';
import { i18nForTest } from '../../../i18n/test-i18n';
import { ContentType } from '../../../state/messages/content-type';
import { isForwardable, mergeSummaryList, mergeTitle } from './forward-rules';

const message = (over: Partial<MessageItem> = {}) =>
  ({
    clientMsgID: 'm',
    sendID: 'bob',
    senderNickname: 'Bob',
    contentType: ContentType.text,
    status: 2,
    textElem: { content: 'hi' },
    ...over,
  }) as MessageItem;

describe('isForwardable', () => {
  it.each<[string, Partial<MessageItem>, boolean]>([
    ['a sent text', {}, true],
    ['a picture', { contentType: ContentType.picture }, true],
    ['a merged forward', { contentType: ContentType.merge }, true],
    ['a message still sending', { status: 1 }, false],
    ['a message that failed', { status: 3 }, false],
    ['a recall tip', { contentType: ContentType.revoked }, false],
    ['a group tip', { contentType: ContentType.memberInvited }, false],
    ['a typing signal', { contentType: ContentType.typing }, false],
  ])('%s: %s', (_, over, expected) => {
    expect(isForwardable(message(over))).toBe(expected);
  });
});

describe('merged forward title and summary', () => {
  let en: I18n;
  let zh: I18n;
  beforeAll(async () => {
    en = await i18nForTest('en');
    zh = await i18nForTest('zh-CN');
  });

  it('names both people in a single chat and the group in a group chat', () => {
    expect(mergeTitle({ groupID: '', showName: 'Bob' }, 'Alice', en)).toBe('Chat history of Alice and Bob');
    expect(mergeTitle({ groupID: 'g1', showName: 'Team' }, 'Alice', en)).toBe('Group chat history: Team');
    expect(mergeTitle({ groupID: '', showName: 'Bob' }, 'Alice', zh)).toBe('Alice和Bob的聊天记录');
  });

  it('keeps names as they are, markup included (the bubble renders them as text)', () => {
    const payload = '<img src=x onerror=window.__xss=1>';
    expect(mergeTitle({ showName: payload }, 'Alice', en)).toBe(`Chat history of Alice and ${payload}`);
  });

  it('summarises the first four messages as "sender: content" lines, one line each', () => {
    const messages = [
      message({ textElem: { content: 'one\ntwo' } }),
      message({ senderNickname: 'Alice', contentType: ContentType.picture, textElem: undefined }),
      message({ textElem: { content: 'three' } }),
      message({ senderNickname: 'Alice', textElem: { content: 'four' } }),
      message({ textElem: { content: 'five' } }),
    ];
    expect(mergeSummaryList(messages, en)).toEqual(['Bob: one two', 'Alice: [Picture]', 'Bob: three', 'Alice: four']);
    expect(mergeSummaryList(messages.slice(0, 1), en)).toEqual(['Bob: one two']);
  });
});

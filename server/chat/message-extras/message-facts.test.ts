import { describe, expect, it } from 'vitest';
import { conversationIDOf, editableTextOf, revokedMessageOf } from './message-facts.ts';
import type { AfterSendMsg } from '../../protocol/openim-webhooks.ts';

describe('what the chat service reads of IM’s messages', () => {
  it('takes the text of text, @-mention and quote messages only', () => {
    expect(editableTextOf(101, JSON.stringify({ content: 'hi' }))).toBe('hi');
    expect(editableTextOf(106, JSON.stringify({ text: '@u1 hi', atUserList: ['u1'] }))).toBe('@u1 hi');
    expect(editableTextOf(114, JSON.stringify({ text: 'yes', quoteMessage: {} }))).toBe('yes');
    expect(editableTextOf(102, JSON.stringify({ content: 'x' }))).toBeUndefined();
    expect(editableTextOf(101, 'not json')).toBeUndefined();
    expect(editableTextOf(101, JSON.stringify({ content: 7 }))).toBeUndefined();
  });

  it('names the conversation as OpenIM does, whoever sent to whom', () => {
    const single = { sendID: 'bob', recvID: 'ann' } as AfterSendMsg;
    expect(conversationIDOf(single)).toBe('si_ann_bob');
    expect(conversationIDOf({ sendID: 'bob', groupID: 'g1' } as AfterSendMsg)).toBe('sg_g1');
  });

  it('reads the recalled message from a revoke notification, stored or unwrapped, and nothing else', () => {
    const tips = { revokerUserID: 'bob', clientMsgID: 'm1', conversationID: 'si_ann_bob', seq: 3 };
    const expected = { conversationID: 'si_ann_bob', clientMsgID: 'm1' };
    expect(revokedMessageOf(2101, JSON.stringify({ detail: JSON.stringify(tips) }))).toEqual(expected);
    expect(revokedMessageOf(2101, JSON.stringify(tips))).toEqual(expected);
    // OpenIM's after-send webhook of the notification: no content at all.
    expect(revokedMessageOf(2101, '')).toBeUndefined();
    expect(revokedMessageOf(101, JSON.stringify(tips))).toBeUndefined();
  });
});

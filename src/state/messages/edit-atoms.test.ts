import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../sdk-types';
import { editedMessage, knownEdit, withEdits } from './edit-atoms';

const text = { clientMsgID: 'm1', contentType: 101, textElem: { content: 'helo' } } as MessageItem;

describe('edits in the state', () => {
  it('keeps the newest edit whichever order the read and the notice arrive in', () => {
    const newer = { clientMsgID: 'm1', text: 'hello, all', editTime: 20 };
    const older = { clientMsgID: 'm1', text: 'hello', editTime: 10 };
    const noticeFirst = withEdits(withEdits({}, 'c', [newer]), 'c', [older], ['m1']);
    const readFirst = withEdits(withEdits({}, 'c', [older], ['m1']), 'c', [newer]);
    expect(noticeFirst).toEqual({ c: { m1: { text: 'hello, all', editTime: 20 } } });
    expect(readFirst).toEqual(noticeFirst);
  });

  it('remembers messages read and never edited, and changes nothing when nothing is new', () => {
    const state = withEdits({}, 'c', [], ['m1', 'm2']);
    expect(state).toEqual({ c: { m1: null, m2: null } });
    expect(withEdits(state, 'c', [], ['m1'])).toBe(state);
  });

  it('shows the new text of text, @-mention and quote messages, never over a recalled one', () => {
    const state = withEdits({}, 'c', [{ clientMsgID: 'm1', text: 'hello', editTime: 1 }]);
    expect(editedMessage(text, 'hello').textElem?.content).toBe('hello');
    const quote = { ...text, contentType: 114, quoteElem: { text: 'a', quoteMessage: text } } as MessageItem;
    expect(editedMessage(quote, 'b').quoteElem).toEqual({ text: 'b', quoteMessage: text });
    const at = { ...text, contentType: 106, atTextElem: { text: '@u1 hi', atUserList: ['u1'] } } as MessageItem;
    expect(editedMessage(at, '@u1 hey').atTextElem?.atUserList).toEqual(['u1']);
    expect(knownEdit(state, 'c', text)).toEqual({ text: 'hello', editTime: 1 });
    expect(knownEdit(state, 'c', { ...text, contentType: 2101 } as MessageItem)).toBeNull();
  });
});

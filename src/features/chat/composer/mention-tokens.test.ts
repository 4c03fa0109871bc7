import { describe, expect, it } from 'vitest';
import {
  activeMentionQuery,
  applyTextEdit,
  insertAtCaret,
  mentionedUserIDs,
  pickMention,
  type Mention,
} from './mention-tokens';

const bob: Mention = { userID: 'u-bob', nickname: 'Bob' };
const bobSmith: Mention = { userID: 'u-bob-smith', nickname: 'Bob Smith' };
const carol: Mention = { userID: 'u-carol', nickname: 'Carol' };

describe('mentionedUserIDs', () => {
  it('lists the users whose tokens are whole in the text', () => {
    expect(mentionedUserIDs('@Bob @Carol hi', [bob, carol])).toEqual(['u-bob', 'u-carol']);
    expect(mentionedUserIDs('@Bo @Carol hi', [bob, carol])).toEqual(['u-carol']);
  });

  it('tells a short token from a longer one that starts the same', () => {
    expect(mentionedUserIDs('@Bob Smith hi', [bob, bobSmith])).toEqual(['u-bob-smith']);
    expect(mentionedUserIDs('@Bob Smith @Bob hi', [bob, bobSmith])).toEqual(['u-bob-smith', 'u-bob']);
  });

  it('needs one occurrence per mention with the same token', () => {
    const otherBob = { userID: 'u-bob-2', nickname: 'Bob' };
    expect(mentionedUserIDs('@Bob @Bob ', [bob, otherBob])).toEqual(['u-bob', 'u-bob-2']);
    expect(mentionedUserIDs('@Bob ', [bob, otherBob])).toEqual(['u-bob']);
  });
});

describe('applyTextEdit', () => {
  const value = { text: 'hi @Bob there', mentions: [bob] };

  it('removes the whole token when its trailing space is deleted', () => {
    // Backspace with the caret right after "@Bob ".
    expect(applyTextEdit(value, 'hi @Bobthere', 7)).toEqual({ text: 'hi there', mentions: [], caret: 3 });
  });

  it('removes the whole token when a character inside it is deleted', () => {
    expect(applyTextEdit(value, 'hi @Bb there', 5)).toEqual({ text: 'hi there', mentions: [], caret: 3 });
  });

  it('replaces the whole token when a selection across it is overwritten', () => {
    expect(applyTextEdit(value, 'hXhere', 2)).toEqual({ text: 'hXhere', mentions: [], caret: 2 });
    expect(applyTextEdit(value, 'hi @BoX there', 6)).toEqual({ text: 'hi Xthere', mentions: [], caret: 4 });
  });

  it('leaves the token alone when the edit is next to it', () => {
    const spaced = { text: 'hi @Bob  there', mentions: [bob] };
    // Backspace with the caret after the second space: the token keeps its own space.
    expect(applyTextEdit(spaced, 'hi @Bob there', 8)).toEqual({ text: 'hi @Bob there', mentions: [bob], caret: null });
    expect(applyTextEdit(value, 'hi @Bob there!', 14)).toEqual({
      text: 'hi @Bob there!',
      mentions: [bob],
      caret: null,
    });
    expect(applyTextEdit(value, 'hi! @Bob there', 3)).toEqual({ text: 'hi! @Bob there', mentions: [bob], caret: null });
  });

  it('drops a mention whose token was broken by typing into it', () => {
    expect(applyTextEdit(value, 'hi @Boxb there', 6)).toEqual({ text: 'hi @Boxb there', mentions: [], caret: null });
  });

  it('keeps the other mentions when one token goes', () => {
    const two = { text: '@Bob @Carol ', mentions: [bob, carol] };
    expect(applyTextEdit(two, '@Bob @Carol', 11)).toEqual({ text: '@Bob ', mentions: [bob], caret: 5 });
  });
});

describe('activeMentionQuery', () => {
  it('finds the "@" being typed and the search after it', () => {
    expect(activeMentionQuery({ text: 'hello @ca', mentions: [] }, 9)).toEqual({ start: 6, query: 'ca' });
    expect(activeMentionQuery({ text: '@', mentions: [] }, 1)).toEqual({ start: 0, query: '' });
    expect(activeMentionQuery({ text: '你好@', mentions: [] }, 3)).toEqual({ start: 2, query: '' });
  });

  it('is closed by a space, and for picked tokens', () => {
    expect(activeMentionQuery({ text: '@ca rol', mentions: [] }, 7)).toBeNull();
    expect(activeMentionQuery({ text: 'hello', mentions: [] }, 5)).toBeNull();
    expect(activeMentionQuery({ text: '@Bob ', mentions: [bob] }, 4)).toBeNull();
  });
});

describe('pickMention and insertAtCaret', () => {
  it('replaces the query with the token and moves the caret after it', () => {
    const typed = { text: 'hi @ca!', mentions: [] };
    expect(pickMention(typed, { start: 3, query: 'ca' }, 6, carol)).toEqual({
      text: 'hi @Carol !',
      mentions: [carol],
      caret: 10,
    });
  });

  it('inserts at the caret, never inside a token', () => {
    expect(insertAtCaret({ text: 'ab', mentions: [] }, 1, '😀')).toEqual({ text: 'a😀b', mentions: [], caret: 3 });
    expect(insertAtCaret({ text: '@Bob x', mentions: [bob] }, 2, '😀')).toEqual({
      text: '@Bob 😀x',
      mentions: [bob],
      caret: 7,
    });
  });
});

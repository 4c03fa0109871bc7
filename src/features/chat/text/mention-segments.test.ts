import { describe, expect, it } from 'vitest';
import { mentionSegments } from './mention-segments';

describe('mentionSegments', () => {
  it('marks the reader’s own mention and leaves others plain mentions', () => {
    expect(
      mentionSegments(
        '@Bob and @Carol, look',
        [
          { atUserID: 'bob', name: 'Bob' },
          { atUserID: 'carol', name: 'Carol' },
        ],
        'bob',
      ),
    ).toEqual([
      { kind: 'mention', text: '@Bob', ofReader: true },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@Carol', ofReader: false },
      { kind: 'text', text: ', look' },
    ]);
  });

  it('marks a mention of everyone for every reader', () => {
    expect(mentionSegments('@Everyone lunch', [{ atUserID: 'AtAllTag', name: 'Everyone' }], 'dan')).toEqual([
      { kind: 'mention', text: '@Everyone', ofReader: true },
      { kind: 'text', text: ' lunch' },
    ]);
  });

  it('matches the longer of two names that start alike, and leaves an unnamed "@" as text', () => {
    expect(
      mentionSegments(
        'hi @Ann Lee @x',
        [
          { atUserID: 'ann', name: 'Ann' },
          { atUserID: 'annlee', name: 'Ann Lee' },
        ],
        'annlee',
      ),
    ).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Ann Lee', ofReader: true },
      { kind: 'text', text: ' @x' },
    ]);
  });
});

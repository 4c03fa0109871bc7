import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence, ignoring case, keeping the original spelling', () => {
    expect(highlightParts('Plan B is the plan', 'PLAN')).toEqual([
      { text: 'Plan', match: true },
      { text: ' B is the ', match: false },
      { text: 'plan', match: true },
    ]);
  });

  it('leaves text without the keyword whole', () => {
    expect(highlightParts('<b>hi</b>', 'x')).toEqual([{ text: '<b>hi</b>', match: false }]);
  });

  it('marks nothing for an empty keyword', () => {
    expect(highlightParts('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
  });
});

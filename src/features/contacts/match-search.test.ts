import { describe, expect, it } from 'vitest';
import { matchesSearch } from './match-search';

describe('matchesSearch', () => {
  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch('', ['Bob'])).toBe(true);
    expect(matchesSearch('   ', ['Bob'])).toBe(true);
  });
  it('finds the query in any text, ignoring case', () => {
    expect(matchesSearch('BO', ['Carol', 'bob'])).toBe(true);
    expect(matchesSearch(' rol ', [undefined, 'Carol'])).toBe(true);
  });
  it('does not match when no text contains it', () => {
    expect(matchesSearch('dave', ['Bob', undefined])).toBe(false);
  });
});

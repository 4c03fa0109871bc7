import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../routing/router-search';
import { groupCardHref, userCardHref } from './card-links';

describe('card links', () => {
  it('carry the ID as a string, even a long run of digits', () => {
    const href = userCardHref('0123456789012345678');
    expect(href.startsWith('/userCard?')).toBe(true);
    expect(parseSearch(href.slice('/userCard'.length))).toEqual({ userID: '0123456789012345678' });
    expect(parseSearch(groupCardHref('true').slice('/groupCard'.length))).toEqual({ groupID: 'true' });
  });
});

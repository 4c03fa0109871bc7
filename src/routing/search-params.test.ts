import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './router-search';
import { parseSearchValue } from './search-params';

describe('parseSearchValue', () => {
  it('parses JSON booleans and objects', () => {
    expect(parseSearchValue('true')).toBe(true);
    expect(parseSearchValue('{"phoneNumber":"1","areaCode":"+86"}')).toEqual({ phoneNumber: '1', areaCode: '+86' });
  });

  it('keeps numbers as their exact digits', () => {
    expect(parseSearchValue('12345678901234567890')).toBe('12345678901234567890');
    expect(parseSearchValue('0')).toBe('0');
  });

  it('keeps text that is not JSON', () => {
    expect(parseSearchValue('{broken')).toBe('{broken');
  });
});

describe('router search round trip', () => {
  it('keeps a string that looks like JSON a string', () => {
    const query = stringifySearch({ nickname: 'true', baseData: { a: 1 }, isGroup: false, id: '9007199254740993' });
    expect(parseSearch(query)).toEqual({
      nickname: 'true',
      baseData: { a: 1 },
      isGroup: false,
      id: '9007199254740993',
    });
  });
});

describe('router search strings', () => {
  it('writes plain strings unquoted', () => {
    expect(stringifySearch({ reason: 'kicked', conversationID: 'si_a_b' })).toBe(
      '?reason=kicked&conversationID=si_a_b',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { friendMatches, friendName } from './friend-name';

describe('friend names', () => {
  it('prefers the remark, then the nickname, then the ID', () => {
    expect(friendName({ userID: '1', nickname: 'Bob', remark: 'Bobby' })).toBe('Bobby');
    expect(friendName({ userID: '1', nickname: 'Bob', remark: '' })).toBe('Bob');
    expect(friendName({ userID: '1', nickname: '', remark: '' })).toBe('1');
  });

  it('matches a search by any of them, ignoring case and blanks', () => {
    const bob = { userID: '4711', nickname: 'Bob', remark: 'Work' };
    expect(friendMatches(bob, ' bo ')).toBe(true);
    expect(friendMatches(bob, 'WORK')).toBe(true);
    expect(friendMatches(bob, '471')).toBe(true);
    expect(friendMatches(bob, 'alice')).toBe(false);
    expect(friendMatches(bob, '')).toBe(true);
  });
});

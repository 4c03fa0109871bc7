import { describe, expect, it } from 'vitest';
import { birthFromDateInput, dateInputFromBirth, isAllowed } from './profile-fields';

describe('birthday', () => {
  it('round-trips a date input value through epoch milliseconds', () => {
    const birth = birthFromDateInput('1990-07-15');
    expect(new Date(birth).getFullYear()).toBe(1990);
    expect(dateInputFromBirth(birth)).toBe('1990-07-15');
  });

  it('treats no birthday and an unreadable value as none', () => {
    expect(dateInputFromBirth(0)).toBe('');
    expect(dateInputFromBirth(undefined)).toBe('');
    expect(birthFromDateInput('')).toBe(0);
    expect(birthFromDateInput('15/07/1990')).toBe(0);
  });
});

describe('allow flags', () => {
  it('reads 2 as not allowed and anything else, an unset one too, as allowed', () => {
    expect(isAllowed(2)).toBe(false);
    expect(isAllowed(1)).toBe(true);
    expect(isAllowed(undefined)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %s as %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

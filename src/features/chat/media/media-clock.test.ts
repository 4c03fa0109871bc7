import { describe, expect, it } from 'vitest';
import { formatClock } from './media-clock';

describe('formatClock', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(4)).toBe('0:04');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(600)).toBe('10:00');
  });

  it('rounds a position down, so it never shows 0:60', () => {
    expect(formatClock(59.9)).toBe('0:59');
    expect(formatClock(1.5)).toBe('0:01');
  });

  it('shows nothing odd for an unknown or negative length', () => {
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

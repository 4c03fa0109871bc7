import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [10.4 * 1024, '10 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
    [123.6 * 1024 * 1024, '124 MB'],
    [2 * 1024 ** 3, '2 GB'],
    [3.5 * 1024 ** 4, '3.5 TB'],
    [5000 * 1024 ** 4, '5000 TB'],
  ])('formats %s bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('uses 1024, not 1000, per step', () => {
    expect(formatFileSize(1000)).toBe('1000 B');
    expect(formatFileSize(1_000_000)).toBe('977 KB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('shows %s as 0 B', (bytes) => {
    expect(formatFileSize(bytes)).toBe('0 B');
  });
});

import { describe, expect, it } from 'vitest';
import { byteText, storageText } from './storage-text';

const words = {
  of: (used: string, quota: string) => `${used} of ${quota}`,
  today: (day: string, quota: string) => `${day} of ${quota} today`,
};

describe('storage figures in the console', () => {
  it('write bytes in the largest binary unit', () => {
    expect(byteText(0, 'en')).toBe('0 byte');
    expect(byteText(1536, 'en')).toBe('1.5 kB');
    expect(byteText(10 * 1024 ** 3, 'en')).toBe('10 GB');
  });

  it("show a user's total and last day against both quotas, and zero for a user with no uploads", () => {
    const quotas = { totalQuotaBytes: 10 * 1024 ** 3, dailyQuotaBytes: 2 * 1024 ** 3 };
    expect(storageText({ storedBytes: 5 * 1024 ** 2, lastDayBytes: 1024 ** 2 }, quotas, 'en', words)).toBe(
      '5 MB of 10 GB · 1 MB of 2 GB today',
    );
    expect(storageText(undefined, quotas, 'en', words)).toBe('0 byte of 10 GB · 0 byte of 2 GB today');
  });
});

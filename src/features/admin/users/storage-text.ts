import type { StorageFigures } from '../../../api/admin/admin-calls';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes in the largest binary unit below them, as the locale writes it ("1.5 GB" for 1.5 GiB). */
export function byteText(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** One user's storage cell: in all against the total quota, and the last day against the daily one. */
export function storageText(
  figures: StorageFigures | undefined,
  quotas: { totalQuotaBytes: number; dailyQuotaBytes: number },
  locale: string,
  words: { of: (used: string, quota: string) => string; today: (day: string, quota: string) => string },
): string {
  const { storedBytes = 0, lastDayBytes = 0 } = figures ?? {};
  return `${words.of(byteText(storedBytes, locale), byteText(quotas.totalQuotaBytes, locale))} · ${words.today(
    byteText(lastDayBytes, locale),
    byteText(quotas.dailyQuotaBytes, locale),
  )}`;
}

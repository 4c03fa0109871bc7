import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { differenceInCalendarDays, format, type Locale as DateLocale } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';

/** 'list': the conversation list's short form (no time on older dates); 'chat': the chat's time separators. */
export type MessageTimeVariant = 'list' | 'chat';

const JUST_NOW_MS = 60_000;
/** Weekday names are unambiguous only within the last seven calendar days (today and the six before). */
const WEEK_DAYS = 7;

/**
 * When a message was sent, as product-spec §9 "Date display" shows it: under a minute 'just now'; the same day
 * HH:mm; yesterday 'Yesterday HH:mm'; within a week the weekday; otherwise the full date. The 'chat' variant
 * adds the time to weekdays and full dates.
 */
export function formatMessageTime(
  timeMs: number,
  nowMs: number,
  locale: string,
  variant: MessageTimeVariant = 'list',
  i18n: I18n = globalI18n,
): string {
  if (!Number.isFinite(timeMs) || timeMs <= 0) return '';
  const { dateLocale, fullDate } = localeFormats(locale);
  const time = format(timeMs, 'HH:mm', { locale: dateLocale });
  // A clock a little ahead of ours (another device) still reads as 'just now', not as a time in the future.
  if (Math.abs(nowMs - timeMs) < JUST_NOW_MS) return i18n._(msg`just now`);
  const daysAgo = differenceInCalendarDays(nowMs, timeMs);
  if (daysAgo === 0) return time;
  if (daysAgo === 1) return i18n._(msg`Yesterday ${time}`);
  if (daysAgo > 1 && daysAgo < WEEK_DAYS) {
    const weekday = format(timeMs, 'EEEE', { locale: dateLocale });
    return variant === 'chat' ? i18n._(msg`${weekday} ${time}`) : weekday;
  }
  const date = format(timeMs, fullDate, { locale: dateLocale });
  return variant === 'chat' ? i18n._(msg`${date} ${time}`) : date;
}

/** date-fns' own short dates drop the century in Chinese ('24-05-08'), so the full date is spelled out. */
function localeFormats(locale: string): { dateLocale: DateLocale; fullDate: string } {
  return locale.toLowerCase().startsWith('zh')
    ? { dateLocale: zhCN, fullDate: 'yyyy/MM/dd' }
    : { dateLocale: enUS, fullDate: 'MM/dd/yyyy' };
}

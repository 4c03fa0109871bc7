import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { i18nForTest } from '../../i18n/test-i18n';
import { formatMessageTime } from './message-time';

// Wednesday 15 May 2024, 14:30 local time.
const now = new Date(2024, 4, 15, 14, 30, 0).getTime();
const at = (day: number, hour: number, minute: number, month = 4, year = 2024) =>
  new Date(year, month, day, hour, minute).getTime();

describe('formatMessageTime in English', () => {
  let en: I18n;
  beforeAll(async () => {
    en = await i18nForTest('en');
  });
  const format = (time: number, variant: 'list' | 'chat' = 'list') => formatMessageTime(time, now, 'en', variant, en);

  it('says just now under a minute, also for a clock slightly ahead', () => {
    expect(format(now)).toBe('just now');
    expect(format(now - 59_000)).toBe('just now');
    expect(format(now + 30_000)).toBe('just now');
  });

  it('shows HH:mm on the same day', () => {
    expect(format(now - 60_000)).toBe('14:29');
    expect(format(at(15, 0, 5))).toBe('00:05');
    expect(format(at(15, 9, 7), 'chat')).toBe('09:07');
  });

  it('shows Yesterday with the time, by calendar day rather than 24 hours', () => {
    expect(format(at(14, 23, 59))).toBe('Yesterday 23:59');
    expect(format(at(14, 0, 0), 'chat')).toBe('Yesterday 00:00');
  });

  it('shows the weekday within a week; the chat adds the time', () => {
    expect(format(at(13, 8, 0))).toBe('Monday');
    expect(format(at(9, 18, 45))).toBe('Thursday');
    expect(format(at(9, 18, 45), 'chat')).toBe('Thursday 18:45');
  });

  it('shows the full date from seven days back; the chat adds the time', () => {
    expect(format(at(8, 10, 0))).toBe('05/08/2024');
    expect(format(at(8, 10, 0), 'chat')).toBe('05/08/2024 10:00');
    expect(format(at(31, 23, 0, 11, 2023))).toBe('12/31/2023');
  });

  it('shows a time more than a minute in the future as a date, never as a past weekday', () => {
    expect(format(at(16, 9, 0))).toBe('05/16/2024');
    expect(format(now + 5 * 60_000)).toBe('14:35');
  });

  it('shows nothing for a missing time', () => {
    expect(format(0)).toBe('');
    expect(format(Number.NaN)).toBe('');
  });
});

describe('formatMessageTime in Simplified Chinese', () => {
  let zh: I18n;
  beforeAll(async () => {
    zh = await i18nForTest('zh-CN');
  });
  const format = (time: number, variant: 'list' | 'chat' = 'list') =>
    formatMessageTime(time, now, 'zh-CN', variant, zh);

  it('translates just now and yesterday', () => {
    expect(format(now - 1_000)).toBe('刚刚');
    expect(format(at(14, 8, 30))).toBe('昨天 08:30');
  });

  it('uses Chinese weekdays and dates', () => {
    expect(format(at(13, 8, 0))).toBe('星期一');
    expect(format(at(13, 8, 0), 'chat')).toBe('星期一 08:00');
    expect(format(at(8, 10, 0))).toBe('2024/05/08');
    expect(format(at(8, 10, 0), 'chat')).toBe('2024/05/08 10:00');
  });
});

import { format, type Locale as DateLocale } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import type { MessageItem } from '../../../state/sdk-types';

/** Messages of one content type, in the order given (the history reads newest first). */
export const messagesOfType = (messages: readonly MessageItem[], contentType: number): MessageItem[] =>
  messages.filter((message) => message.contentType === contentType);

/** File messages whose name contains the filter, ignoring case; an empty filter keeps them all. */
export function filesNamed(files: readonly MessageItem[], filter: string): MessageItem[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return [...files];
  return files.filter((file) => (file.fileElem?.fileName ?? '').toLocaleLowerCase().includes(needle));
}

interface MonthGroup {
  /** yyyy-MM: stable, for keys. */
  key: string;
  /** The month as the reader's language writes it, e.g. "March 2026" or "2026年3月". */
  label: string;
  messages: MessageItem[];
}

/** Consecutive messages of the same calendar month (local time) together, keeping their order. */
export function groupByMonth(messages: readonly MessageItem[], dateLocale: DateLocale, monthFormat: string) {
  const groups: MonthGroup[] = [];
  for (const message of messages) {
    const key = format(message.sendTime, 'yyyy-MM');
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else
      groups.push({ key, label: format(message.sendTime, monthFormat, { locale: dateLocale }), messages: [message] });
  }
  return groups;
}

/** How a month heading is written in the reader's language: "March 2026", "2026年3月". */
export function monthHeadingFormat(locale: string): { dateLocale: DateLocale; pattern: string } {
  return locale.toLowerCase().startsWith('zh')
    ? { dateLocale: zhCN, pattern: 'yyyy年M月' }
    : { dateLocale: enUS, pattern: 'LLLL yyyy' };
}

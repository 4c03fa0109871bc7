import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from 'date-fns/locale';
import type { MessageItem } from '../../../state/sdk-types';
import { filesNamed, groupByMonth, messagesOfType } from './message-kinds';

const file = (clientMsgID: string, fileName: string, sendTime = 0) =>
  ({ clientMsgID, contentType: 105, sendTime, fileElem: { fileName } }) as MessageItem;
const ids = (messages: readonly MessageItem[]) => messages.map((message) => message.clientMsgID);

describe('messagesOfType', () => {
  it('keeps only the given content type, in order', () => {
    const picture = { clientMsgID: 'p', contentType: 102 } as MessageItem;
    expect(ids(messagesOfType([file('a', 'x'), picture, file('b', 'y')], 105))).toEqual(['a', 'b']);
  });
});

describe('filesNamed', () => {
  const files = [file('a', 'Report-2026.PDF'), file('b', 'notes.txt')];
  it('matches part of the name ignoring case', () => {
    expect(ids(filesNamed(files, ' report '))).toEqual(['a']);
    expect(ids(filesNamed(files, '.txt'))).toEqual(['b']);
  });
  it('keeps all files for an empty filter', () => {
    expect(ids(filesNamed(files, '  '))).toEqual(['a', 'b']);
  });
});

describe('groupByMonth', () => {
  const march2 = new Date(2026, 2, 20).getTime();
  const march1 = new Date(2026, 2, 1).getTime();
  const feb = new Date(2026, 1, 27).getTime();
  const messages = [file('c', 'c', march2), file('b', 'b', march1), file('a', 'a', feb)];

  it('puts messages of one month together under its name', () => {
    const groups = groupByMonth(messages, enUS, 'LLLL yyyy');
    expect(groups.map((group) => group.label)).toEqual(['March 2026', 'February 2026']);
    expect(groups.map((group) => ids(group.messages))).toEqual([['c', 'b'], ['a']]);
  });

  it('names months in the reader language', () => {
    expect(groupByMonth(messages, zhCN, 'yyyy年M月')[0]?.label).toBe('2026年3月');
  });
});

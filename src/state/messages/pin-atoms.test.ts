import { describe, expect, it } from 'vitest';
import { applyPinNotice, withPinNotices } from './pin-atoms';
import type { MessageItem } from '../sdk-types';
import type { PinList, PinNotice } from '../../../wire/message-extras';

const message = (clientMsgID: string, sendTime: number) => ({ clientMsgID, sendTime }) as MessageItem;
const notice = (clientMsgID: string, time: number, pinned = true): PinNotice => ({
  conversationID: 'sg_g',
  clientMsgID,
  pinned,
  userID: 'ann',
  time,
});
const empty: PinList = { conversationID: 'sg_g', pins: [], events: [], canPin: true, membersMayPin: false };

describe('pin notices among the messages', () => {
  const messages = [message('a', 100), message('b', 200), message('c', 300)];
  const layout = (notices: PinNotice[], more: boolean) =>
    withPinNotices(messages, notices, more).map((row) =>
      row.kind === 'message' ? row.message.clientMsgID : `pin ${row.notice.clientMsgID}`,
    );

  it('sit between the messages by time, the newest after the last message', () => {
    expect(layout([notice('a', 150), notice('b', 250, false), notice('c', 400)], false)).toEqual([
      'a',
      'pin a',
      'b',
      'pin b',
      'c',
      'pin c',
    ]);
  });

  it('older than the loaded history wait for their page while more remains, and show once it is all there', () => {
    expect(layout([notice('x', 50), notice('a', 150)], true)).toEqual(['a', 'pin a', 'b', 'c']);
    expect(layout([notice('x', 50)], false)).toEqual(['pin x', 'a', 'b', 'c']);
  });
});

describe('a pin notice heard live', () => {
  it('adds the pin first and its notice once, and an unpin takes the pin away', () => {
    const pinned = applyPinNotice(applyPinNotice(empty, notice('m1', 10)), notice('m2', 20));
    expect(pinned.pins.map((p) => p.clientMsgID)).toEqual(['m2', 'm1']);
    expect(applyPinNotice(pinned, notice('m2', 20))).toEqual(pinned);
    const unpinned = applyPinNotice(pinned, notice('m2', 30, false));
    expect(unpinned.pins.map((p) => p.clientMsgID)).toEqual(['m1']);
    expect(unpinned.events.map((e) => [e.clientMsgID, e.pinned])).toEqual([
      ['m1', true],
      ['m2', true],
      ['m2', false],
    ]);
  });
});

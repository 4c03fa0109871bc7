import { atom } from 'jotai';
import type { MessageItem } from '../sdk-types';
import type { PinList, PinNotice } from '../../../wire/message-extras';

/** Each conversation's pins and latest pin notices, as last read from the chat service and changed since. */
export const pinsAtom = atom<Readonly<Record<string, PinList>>>({});

/**
 * This device's own copies of pinned messages, by conversation and clientMsgID (pinKey): the bar's preview is drawn
 * from them, never from anything the chat service keeps. null: not on this device (yet).
 */
export const pinnedMessagesAtom = atom<Readonly<Record<string, MessageItem | null>>>({});

export const pinKey = (conversationID: string, clientMsgID: string) => `${conversationID}\n${clientMsgID}`;

/** A message the open chat should bring into view and highlight (a pin pressed); `at` tells two jumps apart. */
export interface MessageJump {
  conversationID: string;
  clientMsgID: string;
  at: number;
}
export const messageJumpAtom = atom<MessageJump | null>(null);

const sameNotice = (a: PinNotice, b: PinNotice) =>
  a.time === b.time && a.clientMsgID === b.clientMsgID && a.pinned === b.pinned && a.userID === b.userID;

/**
 * A pin or unpin heard live, laid over the list until the list is read again: its notice joins the others (once),
 * and the message joins the pins, newest first (its seq is not in the notice: 0 until the next read), or leaves them.
 */
export function applyPinNotice(list: PinList, notice: PinNotice): PinList {
  const events = list.events.some((e) => sameNotice(e, notice))
    ? list.events
    : [...list.events, notice].sort((a, b) => a.time - b.time);
  const others = list.pins.filter((p) => p.clientMsgID !== notice.clientMsgID);
  const pins = notice.pinned
    ? [
        list.pins.find((p) => p.clientMsgID === notice.clientMsgID) ?? {
          clientMsgID: notice.clientMsgID,
          seq: 0,
          sendTime: 0,
          pinnedBy: notice.userID,
          pinTime: notice.time,
        },
        ...others,
      ]
    : others;
  return { ...list, events, pins };
}

/** One row of the chat: a message, or a pin notice line among them. */
export type ChatRow = { kind: 'message'; message: MessageItem } | { kind: 'pin'; notice: PinNotice; key: string };

/**
 * The loaded messages with the pin notices of their span between them, by time. While older history remains, a
 * notice older than the oldest loaded message waits until its page is loaded, so it never shows out of place.
 */
export function withPinNotices(
  messages: readonly MessageItem[],
  notices: readonly PinNotice[],
  moreHistory: boolean,
): ChatRow[] {
  const from = moreHistory ? (messages[0]?.sendTime ?? Infinity) : -Infinity;
  const shown = notices.filter((n) => n.time >= from);
  const rows: ChatRow[] = [];
  let next = 0;
  for (const message of messages) {
    while (next < shown.length && shown[next]!.time < message.sendTime) rows.push(noticeRow(shown[next++]!));
    rows.push({ kind: 'message', message });
  }
  while (next < shown.length) rows.push(noticeRow(shown[next++]!));
  return rows;
}

const noticeRow = (notice: PinNotice): ChatRow => ({
  kind: 'pin',
  notice,
  key: `pin:${notice.time}:${notice.pinned ? 1 : 0}:${notice.userID}:${notice.clientMsgID}`,
});

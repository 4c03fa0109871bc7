import type { MessageItem, ReceiptInfo, RevokedInfo } from '../sdk-types';
import { ContentType } from './content-type';

const NOTIFICATION_MIN = 1000;

/** Notifications (group tips, friend added, revokes…) render as centred tips, not bubbles. */
export const isNotification = (message: MessageItem) => message.contentType >= NOTIFICATION_MIN;

/** Older messages go in front; a message already held keeps its place (pages may overlap). */
export function prependOlder(current: readonly MessageItem[], older: readonly MessageItem[]): MessageItem[] {
  const held = new Set(current.map((m) => m.clientMsgID));
  return [...older.filter((m) => !held.has(m.clientMsgID)), ...current];
}

/**
 * New arrivals go at the end. Typing messages only refresh the typing line, and revokes arrive as their own event, so
 * neither becomes a row (product-spec §4 "Incoming message"). A message already held is replaced in place: our own
 * message echoed from another device, say.
 */
export function appendArrivals(current: readonly MessageItem[], arrivals: readonly MessageItem[]): MessageItem[] {
  const rows = arrivals.filter((m) => m.contentType !== ContentType.typing && m.contentType !== ContentType.revoked);
  if (rows.length === 0) return current as MessageItem[];
  const byID = new Map(rows.map((m) => [m.clientMsgID, m]));
  const updated = current.map((m) => {
    const arrival = byID.get(m.clientMsgID);
    if (!arrival) return m;
    byID.delete(m.clientMsgID);
    return arrival;
  });
  return [...updated, ...byID.values()];
}

/**
 * The newest page read again over what is on screen: the page's copies win (a message sent meanwhile is now marked
 * sent), messages the page does not hold stay (older pages, sends not yet stored), all in send order.
 */
export function mergeNewestPage(current: readonly MessageItem[], page: readonly MessageItem[]): MessageItem[] {
  const fromPage = new Map(page.map((m) => [m.clientMsgID, m]));
  const kept = current.filter((m) => !fromPage.has(m.clientMsgID));
  return [...kept, ...page]
    .map((message, index) => ({ message, index }))
    .sort((a, b) => a.message.sendTime - b.message.sendTime || a.index - b.index)
    .map(({ message }) => message);
}

/** What the revoke map keeps of a revoked message, so its author can edit and send it again. */
export interface RevokedRecord {
  text: string;
  quoteMessage?: MessageItem;
}

const textOf = (message: MessageItem) =>
  message.quoteElem?.text ?? message.atTextElem?.text ?? message.textElem?.content ?? '';

const quotedIn = (message: MessageItem) => message.quoteElem?.quoteMessage ?? message.atTextElem?.quoteMessage;

/** The quoted copy inside a quote (or at-text reply) marked revoked, so it no longer shows the revoked words. */
function markQuoteRevoked(message: MessageItem, revokedID: string): MessageItem {
  if (quotedIn(message)?.clientMsgID !== revokedID) return message;
  const revokedQuote = (quoted: MessageItem | undefined) =>
    quoted && { ...quoted, contentType: ContentType.revoked as MessageItem['contentType'] };
  return {
    ...message,
    ...(message.quoteElem && {
      quoteElem: { ...message.quoteElem, quoteMessage: revokedQuote(message.quoteElem.quoteMessage)! },
    }),
    ...(message.atTextElem?.quoteMessage && {
      atTextElem: { ...message.atTextElem, quoteMessage: revokedQuote(message.atTextElem.quoteMessage) },
    }),
  };
}

/**
 * A revoked message turns into the revoke notification the SDK itself stores (contentType 2101, the revoke data as
 * its detail), and anything quoting it shows the quote as revoked (product-spec §4 "Revoke"). Its words are kept
 * for "Re-edit" only when `selfUserID` sent it and recalled it: a recipient, or a sender whose message an admin
 * recalled, has nothing to edit.
 */
export function applyRevoke(
  current: readonly MessageItem[],
  revoked: RevokedInfo,
  selfUserID: string | undefined,
): { messages: MessageItem[]; record: RevokedRecord | null } {
  let record: RevokedRecord | null = null;
  const ownRecall = !!selfUserID && revoked.revokerID === selfUserID && revoked.sourceMessageSendID === selfUserID;
  const messages = current.map((message) => {
    if (message.clientMsgID !== revoked.clientMsgID) return markQuoteRevoked(message, revoked.clientMsgID);
    if (ownRecall) record = { text: textOf(message), quoteMessage: quotedIn(message) };
    return {
      ...message,
      contentType: ContentType.revoked as MessageItem['contentType'],
      notificationElem: { detail: JSON.stringify(revoked) },
    };
  });
  return { messages, record };
}

/** The peer read these of our messages (single chats). */
export function applyReadReceipts(current: readonly MessageItem[], receipts: readonly ReceiptInfo[]): MessageItem[] {
  const read = new Set(receipts.flatMap((receipt) => receipt.msgIDList));
  if (read.size === 0) return current as MessageItem[];
  return current.map((m) => (read.has(m.clientMsgID) && !m.isRead ? { ...m, isRead: true } : m));
}

/** The pictures of the loaded history in order: what the full-screen preview steps through. */
export function previewImageURLs(messages: readonly MessageItem[]): string[] {
  return messages.flatMap((m) => {
    if (m.contentType !== ContentType.picture) return [];
    // Only uploaded pictures: a message still sending has no URL yet, just the local file name.
    const url = m.pictureElem?.sourcePicture?.url;
    return url ? [url] : [];
  });
}

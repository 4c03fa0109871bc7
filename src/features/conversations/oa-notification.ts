import type { MessageItem } from '../../state/sdk-types';

/** contentType 1400: a notice an app's backend sends to a notification conversation (OpenIM's OANotificationElem). */
export const OA_NOTIFICATION = 1400;

export interface OANotice {
  /** Who it is from, e.g. "System notice". */
  name: string;
  text: string;
  /** A web address the notice links to, when it has a safe one. */
  url: string | null;
  /** Its picture, when it has one with a web address. */
  pictureURL: string | null;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Only http(s) addresses: a notice's link is someone else's text. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What a notification conversation's message says. A 1400 carries `notificationElem.detail`, a JSON text of
 * {notificationName, text, url, pictureElem, …}; anything else, or a garbled detail, falls back to what the
 * message has as plain text.
 */
export function readOANotice(message: MessageItem): OANotice {
  const fallback: OANotice = {
    name: message.senderNickname ?? '',
    text: message.textElem?.content ?? message.notificationElem?.detail ?? '',
    url: null,
    pictureURL: null,
  };
  if (message.contentType !== OA_NOTIFICATION || !message.notificationElem?.detail) return fallback;
  let detail: unknown;
  try {
    detail = JSON.parse(message.notificationElem.detail);
  } catch {
    return fallback;
  }
  if (!detail || typeof detail !== 'object') return fallback;
  const fields = detail as Record<string, unknown>;
  const picture = fields.pictureElem as { sourcePicture?: { url?: unknown } } | undefined;
  return {
    name: asText(fields.notificationName) || fallback.name,
    text: asText(fields.text),
    url: webAddress(fields.url ?? fields.externalUrl),
    pictureURL: webAddress(picture?.sourcePicture?.url),
  };
}

import type { MessageItem } from '../sdk-types';

/** conversation.latestMsg is a MessageItem as a JSON string; anything else (empty, corrupt) is no message. */
export function parseLatestMessage(latestMsg: string | null | undefined): MessageItem | null {
  if (!latestMsg) return null;
  try {
    const value: unknown = JSON.parse(latestMsg);
    if (typeof value !== 'object' || value === null || typeof (value as MessageItem).contentType !== 'number') {
      return null;
    }
    return value as MessageItem;
  } catch {
    return null;
  }
}

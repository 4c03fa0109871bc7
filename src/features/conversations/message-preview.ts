import type { MessageItem } from '../../sdk/types';

/** The text of a conversation's latest message, as the list shows it; never markup. */
export function latestMessagePreview(latestMsg: string): { text: string; contentType: number } | null {
  if (!latestMsg) return null;
  try {
    const message = JSON.parse(latestMsg) as Partial<MessageItem>;
    return { text: message.textElem?.content ?? message.atTextElem?.text ?? '', contentType: message.contentType ?? 0 };
  } catch {
    return null;
  }
}

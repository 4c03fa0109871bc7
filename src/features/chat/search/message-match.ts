import type { MessageItem } from '../../../state/sdk-types';
import { ContentType } from '../../../state/messages/content-type';

/** The words a message can be found by: its text, a mention text, a reply, or a file's name. */
function searchableText(message: MessageItem): string {
  switch (message.contentType) {
    case ContentType.text:
      return message.textElem?.content ?? '';
    case ContentType.atText:
      return message.atTextElem?.text ?? '';
    case ContentType.quote:
      return message.quoteElem?.text ?? '';
    case ContentType.file:
      return message.fileElem?.fileName ?? '';
    default:
      return '';
  }
}

/** Messages containing the keyword, ignoring case, in the order given. */
export function messagesMatching(messages: readonly MessageItem[], keyword: string): MessageItem[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return [];
  return messages.filter((message) => searchableText(message).toLocaleLowerCase().includes(needle));
}

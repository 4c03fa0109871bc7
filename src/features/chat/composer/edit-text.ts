import type { MessageItem } from '../../../state/sdk-types';
import { ContentType } from '../../../state/messages/content-type';

/**
 * The words of a message as its sender edits them: an @-mention message's mentions by name, as the bubble shows them,
 * rather than the user IDs its text holds.
 */
export function textForEditing(message: MessageItem): string {
  switch (message.contentType) {
    case ContentType.text:
      return message.textElem?.content ?? '';
    case ContentType.atText: {
      let text = message.atTextElem?.text ?? '';
      for (const { atUserID, groupNickname } of message.atTextElem?.atUsersInfo ?? [])
        if (atUserID && groupNickname) text = text.split(`@${atUserID}`).join(`@${groupNickname}`);
      return text;
    }
    case ContentType.quote:
      return message.quoteElem?.text ?? '';
    default:
      return '';
  }
}

/** The edited words as the message keeps them: mentions still by name go back to the IDs they stood for. */
export function textToStore(message: MessageItem, edited: string): string {
  if (message.contentType !== ContentType.atText) return edited;
  let text = edited;
  for (const { atUserID, groupNickname } of message.atTextElem?.atUsersInfo ?? [])
    if (atUserID && groupNickname) text = text.split(`@${groupNickname}`).join(`@${atUserID}`);
  return text;
}

import type { I18n } from '@lingui/core';
import type { MessageItem } from '../../../state/sdk-types';
import { parseNotification } from './parse-notification';
import { tipSentence, unknownTipSentence } from './tip-sentence';

/** A notification message as one line of plain text, for the conversation list's preview. */
export function notificationSummary(
  message: Pick<MessageItem, 'contentType' | 'notificationElem'>,
  selfUserID: string,
  i18n: I18n,
): string {
  const tip = parseNotification(message);
  return i18n._((tip ? tipSentence(tip, selfUserID, i18n) : unknownTipSentence()).message);
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { contentSummary } from '../../conversations/message-summary';
import { ContentType } from '../../../state/messages/content-type';
import { isNotification } from '../../../state/messages/message-history';

const STATUS_SENT = 2;

/** A merged message's bubble shows this many lines of what it holds; the sender writes no more than that. */
export const MERGE_SUMMARY_LINES = 4;

/**
 * Whether a message may be forwarded. The SDK's createForwardMessage refuses anything not sent successfully; tips
 * (revokes included) and typing signals are not messages anyone wrote, so they are never forwarded either.
 */
export function isForwardable(message: MessageItem): boolean {
  return message.status === STATUS_SENT && !isNotification(message) && message.contentType !== ContentType.typing;
}

/** What a merged forward is called, in the sender's language: after the two people, or after the group. */
export function mergeTitle(chat: { groupID?: string; showName: string }, selfName: string, i18n: I18n): string {
  const name = chat.showName;
  return chat.groupID ? i18n._(msg`Group chat history: ${name}`) : i18n._(msg`Chat history of ${selfName} and ${name}`);
}

/** "Sender: what it says" on one line, as a merged message lists what it holds. */
export function summaryLine(message: MessageItem, i18n: I18n): string {
  const sender = message.senderNickname;
  const content = contentSummary(message, i18n)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  return i18n._(msg`${sender}: ${content}`);
}

/** The summary lines a merged message carries: one for each of its first few messages. */
export function mergeSummaryList(messages: readonly MessageItem[], i18n: I18n): string[] {
  return messages.slice(0, MERGE_SUMMARY_LINES).map((message) => summaryLine(message, i18n));
}

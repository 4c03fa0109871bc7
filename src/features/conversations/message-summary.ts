import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageItem } from '../../state/sdk-types';
import { ContentType, SessionType } from '../../state/messages/content-type';
import { describedPlace } from '../chat/rich/location-description';
import { parseCustomData } from '../chat/rich/custom-data';
import { parseFace } from '../chat/rich/face-data';
import { notificationSummary } from '../chat/notification/notification-summary';
import { OA_NOTIFICATION, readOANotice } from './oa-notification';
import { withoutMarkdownMarks } from './markdown-marks';
export { parseLatestMessage } from '../../state/messages/latest-message';

/** Messages whose words may hold Markdown, shown here without its marks. */
const TEXT_TYPES = new Set<number>([ContentType.text, ContentType.atText, ContentType.quote]);

/** Content types from here up are notifications (group, friend, conversation and revoke tips). */
const FIRST_NOTIFICATION_TYPE = 1000;

/**
 * The one-line preview of a message in the conversation list: its text, or a bracketed kind such as "[Picture]",
 * prefixed with the sender in groups. Reads the message defensively: it may come from stored JSON.
 */
export function messageSummary(
  message: MessageItem,
  selfUserID: string,
  i18n: I18n,
  /** The sender's name from the reader's own data (useKnownSender); the message's own is a last resort. */
  senderName: string = message.senderNickname,
): string {
  if (message.contentType === ContentType.typing) return '';
  // A notice from an app's backend (a notification conversation) reads as its text, when it has one.
  const noticeText = message.contentType === OA_NOTIFICATION ? oneLine(readOANotice(message).text) : '';
  if (noticeText) return noticeText;
  if (message.contentType >= FIRST_NOTIFICATION_TYPE) return oneLine(notificationSummary(message, selfUserID, i18n));
  const content = oneLine(
    TEXT_TYPES.has(message.contentType)
      ? withoutMarkdownMarks(contentSummary(message, i18n))
      : contentSummary(message, i18n),
  );
  const sender = senderName;
  const fromSomeoneElse = message.sessionType === SessionType.workingGroup && message.sendID !== selfUserID && sender;
  return fromSomeoneElse ? i18n._(msg`${sender}: ${content}`) : content;
}

/** What a message says, without its sender: its text (mentions by name) or a bracketed kind. */
export function contentSummary(message: MessageItem, i18n: I18n): string {
  switch (message.contentType) {
    case ContentType.text:
      return message.textElem?.content ?? '';
    case ContentType.atText:
      return atText(message.atTextElem);
    case ContentType.quote:
      return message.quoteElem?.text ?? '';
    case ContentType.picture:
      return i18n._(msg`[Picture]`);
    case ContentType.voice:
      return i18n._(msg`[Voice]`);
    case ContentType.video:
      return i18n._(msg`[Video]`);
    case ContentType.face:
      // A picture face is a sticker; an emoji face has no words to show but its kind.
      return i18n._(parseFace(message.faceElem)?.kind === 'image' ? msg`[Sticker]` : msg`[Emoji]`);
    case ContentType.file: {
      const name = message.fileElem?.fileName ?? '';
      return i18n._(name ? msg`[File] ${name}` : msg`[File]`);
    }
    case ContentType.location: {
      const { name } = describedPlace(message.locationElem?.description);
      return i18n._(name ? msg`[Location] ${name}` : msg`[Location]`);
    }
    case ContentType.card: {
      const nickname = message.cardElem?.nickname ?? '';
      return i18n._(nickname ? msg`[Card] ${nickname}` : msg`[Card]`);
    }
    case ContentType.merge: {
      const title = message.mergeElem?.title ?? '';
      return i18n._(title ? msg`[Chat history] ${title}` : msg`[Chat history]`);
    }
    case ContentType.custom:
      return customSummary(message.customElem?.data, i18n);
    default:
      return i18n._(msg`[Message]`);
  }
}

/** Mentions are written "@userID" in the text; show the member's name the sender picked instead. */
function atText(elem: MessageItem['atTextElem']): string {
  let text = elem?.text ?? '';
  for (const { atUserID, groupNickname } of elem?.atUsersInfo ?? []) {
    if (atUserID && groupNickname) text = text.split(`@${atUserID}`).join(`@${groupNickname}`);
  }
  return text;
}

function customSummary(data: string | undefined, i18n: I18n): string {
  const content = parseCustomData(data);
  switch (content.kind) {
    case 'call':
      return i18n._(msg`[Call]`);
    case 'massMessage': {
      const text = content.text;
      return i18n._(text ? msg`[Mass message] ${text}` : msg`[Mass message]`);
    }
    case 'meetingInvitation': {
      const subject = content.subject;
      return i18n._(subject ? msg`[Meeting invitation] ${subject}` : msg`[Meeting invitation]`);
    }
    case 'unsupported':
      return i18n._(msg`[Custom message]`);
  }
}

/** The list shows one line: line breaks in a message read as spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

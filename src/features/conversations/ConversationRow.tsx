import { memo, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../ui/Avatar';
import { formatMessageTime } from '../../ui/format/message-time';
import { readStoredSession } from '../../state/session/stored-session';
import type { ConversationItem } from '../../state/sdk-types';
import { SessionType } from '../../state/messages/content-type';
import { messageSummary, parseLatestMessage } from './message-summary';
import { ConversationRowFrame } from './ConversationRowFrame';
import { ConversationRowMarks } from './ConversationRowMarks';
import { noteOpenedFromList } from './row-focus';
import { useKnownSender } from '../chat/sender/use-known-sender';
import { mentionMarkText } from './mention-mark';
import { useMessageEdit } from '../chat/edits/use-message-edit';

interface ConversationRowProps {
  conversation: ConversationItem;
  index: number;
  /** Its offset in the virtual list, in px. */
  start: number;
  /** The clock the times are relative to (it ticks once a minute). */
  now: number;
}

/**
 * One conversation in the list. Memoised: a new message changes one conversation, and only its row re-renders,
 * not the screenful around it (bench/send-paint.ts).
 */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  index,
  start,
  now,
}: ConversationRowProps) {
  const { t, i18n } = useLingui();
  const stored = useMemo(() => parseLatestMessage(conversation.latestMsg), [conversation.latestMsg]);
  // An edit of the newest message shows here too.
  const latest = useMessageEdit(stored, conversation.conversationID).shown;
  const sender = useKnownSender(latest);
  const preview = conversation.draftText
    ? t`[Draft] ${conversation.draftText}`
    : latest
      ? messageSummary(latest, readStoredSession()?.userID ?? '', i18n, sender?.name)
      : '';
  const mentionMark = mentionMarkText(conversation.groupAtType, i18n);
  return (
    <ConversationRowFrame
      conversation={conversation}
      index={index}
      style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` }}
    >
      <Link
        // Notification conversations (OA notices) have no composer: they open as a list of notices.
        to={conversation.conversationType === SessionType.notification ? '/notifyMessageList' : '/chat'}
        search={{ conversationID: conversation.conversationID }}
        className="conversation-row"
        onClick={() => noteOpenedFromList(conversation.conversationID)}
      >
        <Avatar src={conversation.faceURL} name={conversation.showName} />
        <span className="summary">
          <span className="name-line">
            <span className="name">{conversation.showName}</span>
            <span className="time">
              {formatMessageTime(conversation.latestMsgSendTime, now, i18n.locale, 'list', i18n)}
            </span>
          </span>
          <span className="preview">
            {mentionMark && <span className="mention-mark">{mentionMark} </span>}
            {preview}
          </span>
        </span>
        <ConversationRowMarks conversation={conversation} />
      </Link>
    </ConversationRowFrame>
  );
});

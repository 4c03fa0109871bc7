import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { isFailed, isSending } from '../../../sdk/messaging';
import { useLongPress } from '../../../ui/menu/use-long-press';
import { MessageContent } from './MessageContent';
import { Avatar } from '../../../ui/Avatar';
import { UploadProgress } from '../transfer/UploadProgress';
import { carriesFiles } from '../transfer/carries-files';
import { queuedMessageIDsAtom, sendFailureCodesAtom } from '../../../state/messages/message-atoms';
import { sendFailureReason } from './send-failure';
import { ContentType } from '../../../state/messages/content-type';
import { parseCustomData } from '../rich/custom-data';
import { storedSendFailure } from '../../../state/messages/send-failure-record';
import { useKnownSender } from '../sender/use-known-sender';
import { Ellipsis } from 'lucide-react';
import { MessageReactions } from '../reactions/MessageReactions';
import { useMessageEdit } from '../edits/use-message-edit';
import '../edits/edits.css';

interface MessageBubbleProps {
  message: MessageItem;
  mine: boolean;
  /** Groups name the sender above the bubble; single chats show read receipts under ours. */
  inGroup: boolean;
  onMenu: (message: MessageItem, at: { x: number; y: number }) => void;
  onRetry: (message: MessageItem) => void;
  onUserClick: (userID: string) => void;
}

export function MessageBubble({ message, mine, inGroup, onMenu, onRetry, onUserClick }: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const known = useKnownSender(message);
  const { shown, edited } = useMessageEdit(message);
  const sender = known?.name ?? message.senderNickname;
  // An absolute date and time: the name must not depend on when it is read.
  const sentAt = i18n.date(new Date(message.sendTime), { dateStyle: 'medium', timeStyle: 'short' });
  // Copy, reply and forward take the words as they read now.
  const openMenu = (at: { x: number; y: number }) => onMenu(shown, at);
  const longPress = useLongPress(openMenu);
  const openAtElement = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    openMenu({ x: box.left, y: box.bottom });
  };

  return (
    <div className="message" data-mine={mine}>
      <button
        type="button"
        className="message-avatar"
        aria-label={t`Profile of ${sender}`}
        onClick={() => onUserClick(message.sendID)}
      >
        <Avatar src={known?.faceURL ?? message.senderFaceUrl} name={sender} size={36} />
      </button>
      <div className="message-body">
        {inGroup && !mine && <span className="message-sender">{sender}</span>}
        <div className="message-line">
          <div
            className="bubble"
            onContextMenu={(event) => {
              event.preventDefault();
              openMenu({ x: event.clientX, y: event.clientY });
            }}
            {...longPress}
          >
            <MessageContent message={shown} />
            {edited && <span className="message-edited"> {t`edited`}</span>}
            {mine && isSending(message) && carriesFiles(message) && <UploadProgress message={message} />}
          </div>
          <button
            type="button"
            className="message-more"
            aria-label={t`More actions for the message from ${sender}, ${sentAt}`}
            aria-haspopup="menu"
            onClick={openAtElement}
          >
            <Ellipsis size={18} />
          </button>
        </div>
        <MessageReactions message={message} />
        {mine && <MessageStatus message={message} inGroup={inGroup} onRetry={onRetry} />}
      </div>
    </div>
  );
}

function MessageStatus({ message, inGroup, onRetry }: Pick<MessageBubbleProps, 'message' | 'inGroup' | 'onRetry'>) {
  const { t, i18n } = useLingui();
  const queued = useAtomValue(queuedMessageIDsAtom).has(message.clientMsgID);
  // Live from this session, else as kept with the message (after a reload).
  const failureCode = useAtomValue(sendFailureCodesAtom)[message.clientMsgID] ?? storedSendFailure(message);
  // Waiting in the outbox for the connection: it goes by itself, so there is nothing to retry.
  if (queued) return <span className="message-status queued">{t`Queued`}</span>;
  if (isSending(message)) return <span className="message-status spinner" role="img" aria-label={t`Sending`} />;
  if (isFailed(message))
    return (
      <span className="message-status failed">
        <span className="failure-reason">{sendFailureReason(failureCode, i18n)}</span>{' '}
        <button type="button" className="failed" onClick={() => onRetry(message)}>
          {t`Not sent · Retry`}
        </button>
      </span>
    );
  // A call record is this device's own note, inserted locally and never sent (deltas.md 1): nobody can read it, so
  // it carries no receipt, as in Telegram, rather than "Unread" for ever.
  if (inGroup || isCallRecord(message)) return null;
  return <span className="message-status">{message.isRead ? t`Read` : t`Unread`}</span>;
}

const isCallRecord = (message: MessageItem) =>
  message.contentType === ContentType.custom && parseCustomData(message.customElem?.data).kind === 'call';

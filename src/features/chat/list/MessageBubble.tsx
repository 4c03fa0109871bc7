import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { isFailed, isSending } from '../../../sdk/messaging';
import { useLongPress } from '../../../ui/menu/use-long-press';
import { MessageContent } from './MessageContent';
import { Avatar } from '../../../ui/Avatar';
import { UploadProgress } from '../transfer/UploadProgress';
import { carriesFiles } from '../transfer/carries-files';

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
  const { t } = useLingui();
  const sender = message.senderNickname;
  const openMenu = (at: { x: number; y: number }) => onMenu(message, at);
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
        <Avatar src={message.senderFaceUrl} name={message.senderNickname} size={36} />
      </button>
      <div className="message-body">
        {inGroup && !mine && <span className="message-sender">{message.senderNickname}</span>}
        <div className="message-line">
          <div
            className="bubble"
            onContextMenu={(event) => {
              event.preventDefault();
              openMenu({ x: event.clientX, y: event.clientY });
            }}
            {...longPress}
          >
            <MessageContent message={message} />
            {mine && isSending(message) && carriesFiles(message) && <UploadProgress message={message} />}
          </div>
          <button
            type="button"
            className="message-more"
            aria-label={t`More actions`}
            aria-haspopup="menu"
            onClick={openAtElement}
          >
            ⋯
          </button>
        </div>
        {mine && <MessageStatus message={message} inGroup={inGroup} onRetry={onRetry} />}
      </div>
    </div>
  );
}

function MessageStatus({ message, inGroup, onRetry }: Pick<MessageBubbleProps, 'message' | 'inGroup' | 'onRetry'>) {
  const { t } = useLingui();
  if (isSending(message)) return <span className="message-status spinner" role="img" aria-label={t`Sending`} />;
  if (isFailed(message))
    return (
      <button type="button" className="message-status failed" onClick={() => onRetry(message)}>
        {t`Not sent · Retry`}
      </button>
    );
  if (inGroup) return null;
  return <span className="message-status">{message.isRead ? t`Read` : t`Unread`}</span>;
}

import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { isNotification } from '../../../state/messages/message-history';
import { MessageBubble } from './MessageBubble';
import { ReeditButton } from './ReeditButton';
import { ContentType } from '../../../state/messages/content-type';
import { NotificationTip } from '../notification/NotificationTip';
import { formatMessageTime } from '../../../ui/format/message-time';
import { useNow } from '../../../ui/format/use-now';

/** A time line shows above a message that follows the previous one after this long. */
const TIME_GAP_MS = 5 * 60 * 1000;

interface MessageRowProps {
  message: MessageItem;
  previous: MessageItem | undefined;
  selfUserID: string;
  inGroup: boolean;
  /** Multi-select: null when off, else whether this message is picked. */
  selected: boolean | null;
  onToggleSelected: (message: MessageItem) => void;
  onMenu: (message: MessageItem, at: { x: number; y: number }) => void;
  onRetry: (message: MessageItem) => void;
  onUserClick: (userID: string) => void;
}

/**
 * One row of the chat. Memoised: an arriving message re-renders its own row, not every row on the screen, which
 * is on the path from the message's arrival to its paint (bench/send-paint.ts).
 */
export const MessageRow = memo(function MessageRow(props: MessageRowProps) {
  const { message, previous, selfUserID, inGroup, selected, onToggleSelected } = props;
  const { t, i18n } = useLingui();
  const now = useNow();
  const showTime = !previous || message.sendTime - previous.sendTime > TIME_GAP_MS;
  const notification = isNotification(message);
  return (
    <div className="message-row">
      {showTime && message.sendTime > 0 && (
        <p className="message-time">{formatMessageTime(message.sendTime, now, i18n.locale, 'chat', i18n)}</p>
      )}
      <div className="message-row-body">
        {selected !== null && !notification && (
          <input
            type="checkbox"
            className="message-check"
            aria-label={t`Select message`}
            checked={selected}
            onChange={() => onToggleSelected(message)}
          />
        )}
        {notification ? (
          <div className="message-tip">
            <NotificationTip message={message} selfUserID={selfUserID} interactive onUserClick={props.onUserClick} />
            {message.contentType === ContentType.revoked && <ReeditButton clientMsgID={message.clientMsgID} />}
          </div>
        ) : (
          <MessageBubble
            message={message}
            mine={message.sendID === selfUserID}
            inGroup={inGroup}
            onMenu={props.onMenu}
            onRetry={props.onRetry}
            onUserClick={props.onUserClick}
          />
        )}
      </div>
    </div>
  );
});

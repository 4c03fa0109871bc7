import { useEffect } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import { markConversationRead } from '../../sdk/conversation-actions';
import type { MessageItem } from '../../state/sdk-types';
import { imReady } from '../auth/im-ready';
import { useConversationHistory } from '../chat/search/use-conversation-history';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { readOANotice } from './oa-notification';
import './notify-list.css';

/**
 * A notification conversation (OA notices from an app's backend): its notices, newest first, read on opening;
 * notices arriving while it is open join the list and are read too.
 */
export function NotifyMessageListScreen() {
  const { t } = useLingui();
  const { conversationID } = useSearch({ from: '/_authed/notifyMessageList' });
  const conversation = useAtomValue(conversationsAtom).find((item) => item.conversationID === conversationID);
  const history = useConversationHistory(conversationID, conversation?.latestMsgSendTime);
  const unread = conversation?.unreadCount ?? 0;

  useEffect(() => {
    // Opening the list reads it, as opening a chat does; again when a notice arrives while it is open.
    if (conversationID) void imReady().then(() => markConversationRead(conversationID).catch(() => undefined));
  }, [conversationID, unread]);

  return (
    <Screen title={conversation?.showName || t`Notifications`}>
      {history.status === 'loading' && <p className="empty-state">{t`Loading…`}</p>}
      {history.status === 'failed' && <p role="alert" className="field-error">{t`Could not read the notifications`}</p>}
      {history.status === 'ready' && history.messages.length === 0 && (
        <p className="empty-state">{t`No notifications yet.`}</p>
      )}
      {history.status === 'ready' && history.messages.length > 0 && (
        <ul className="notify-list" aria-label={t`Notifications`}>
          {history.messages.map((message) => (
            <li key={message.clientMsgID}>
              <Notice message={message} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

function Notice({ message }: { message: MessageItem }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const notice = readOANotice(message);
  return (
    <article className="notify-card">
      <header className="notify-card-head">
        <strong>{notice.name}</strong>
        <time dateTime={new Date(message.sendTime).toISOString()}>
          {formatMessageTime(message.sendTime, now, i18n.locale, 'chat', i18n)}
        </time>
      </header>
      {notice.pictureURL && <img className="notify-card-picture" src={notice.pictureURL} alt={t`Picture`} />}
      <p className="notify-card-text">{notice.text}</p>
      {notice.url && (
        <a href={notice.url} target="_blank" rel="noopener noreferrer">
          {t`Open link`}
        </a>
      )}
    </article>
  );
}

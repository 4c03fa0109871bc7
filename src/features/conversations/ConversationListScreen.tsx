import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import { readStoredSession } from '../../state/session/stored-session';
import { connectionStateAtom } from '../../state/connection/connection-atoms';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { messageSummary, parseLatestMessage } from './message-summary';
import { ConversationRowFrame } from './ConversationRowFrame';
import { ConversationRowMarks } from './ConversationRowMarks';
import type { ConversationItem } from '../../state/sdk-types';
import { SessionType } from '../../state/messages/content-type';

const ROW_HEIGHT = 65;

export function ConversationListScreen() {
  const { t, i18n } = useLingui();
  const conversations = useAtomValue(conversationsAtom);
  const connection = useAtomValue(connectionStateAtom);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- its functions are only read during this render
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const connectionText: Partial<Record<typeof connection, string>> = {
    connecting: t`Connecting…`,
    connectionFailed: t`Connection failed`,
    syncing: t`Syncing…`,
    syncFailed: t`Sync failed`,
    offline: t`Offline`,
  };

  const preview = (conversation: ConversationItem) => {
    if (conversation.draftText) return t`[Draft] ${conversation.draftText}`;
    const latest = parseLatestMessage(conversation.latestMsg);
    return latest ? messageSummary(latest, readStoredSession()?.userID ?? '', i18n) : '';
  };

  return (
    <Screen
      title={t`Messages`}
      showBack={false}
      actions={
        <Link to="/globalSearch" className="icon-button" aria-label={t`Search`}>
          <span aria-hidden>⌕</span>
        </Link>
      }
    >
      {connectionText[connection] && (
        <p className="connection-note" role="status">
          {connectionText[connection]}
        </p>
      )}
      {conversations.length === 0 ? (
        <p className="empty-state">{t`No conversations yet.`}</p>
      ) : (
        <div ref={scroller} style={{ height: '100%', overflowY: 'auto' }}>
          <ul
            className="list"
            aria-label={t`Conversations`}
            style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const conversation = conversations[row.index]!;
              return (
                <ConversationRowFrame
                  key={conversation.conversationID}
                  conversation={conversation}
                  style={{ position: 'absolute', top: row.start, left: 0, right: 0 }}
                >
                  <Link
                    // Notification conversations (OA notices) have no composer: they open as a list of notices.
                    to={conversation.conversationType === SessionType.notification ? '/notifyMessageList' : '/chat'}
                    search={{ conversationID: conversation.conversationID }}
                    className="conversation-row"
                  >
                    <Avatar src={conversation.faceURL} name={conversation.showName} />
                    <span className="summary">
                      <span className="name-line">
                        <span className="name">{conversation.showName}</span>
                        <span className="time">
                          {formatMessageTime(conversation.latestMsgSendTime, now, i18n.locale, 'list', i18n)}
                        </span>
                      </span>
                      <span className="preview">{preview(conversation)}</span>
                    </span>
                    <ConversationRowMarks conversation={conversation} />
                  </Link>
                </ConversationRowFrame>
              );
            })}
          </ul>
        </div>
      )}
    </Screen>
  );
}

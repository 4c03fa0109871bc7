import { useEffect, useRef, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { messageInContext } from '../../sdk/message-search';
import type { MessageItem } from '../../state/sdk-types';
import { readStoredSession } from '../../state/session/stored-session';
import { imReady } from '../auth/im-ready';
import { MessageRow } from './list/MessageRow';
import './search/search.css';

const noop = () => undefined;

/** A found message among the messages around it, scrolled to and marked. */
export function PreviewHistoryMessageScreen() {
  const { t } = useLingui();
  const { conversationID, clientMsgID } = useSearch({ from: '/_authed/previewHistoryMessage' });
  const [messages, setMessages] = useState<MessageItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const target = useRef<HTMLLIElement>(null);
  const selfUserID = readStoredSession()?.userID ?? '';

  useEffect(() => {
    if (!conversationID || !clientMsgID) return;
    void imReady()
      .then(() => messageInContext(conversationID, clientMsgID))
      .then(setMessages)
      .catch(() => setFailed(true));
  }, [conversationID, clientMsgID]);

  useEffect(() => {
    target.current?.scrollIntoView({ block: 'center' });
  }, [messages]);

  return (
    <Screen title={t`Chat history`}>
      {failed && <p role="alert" className="field-error">{t`Get history message failed`}</p>}
      {messages && (
        <ol className="history-context" aria-label={t`Messages around the result`}>
          {messages.map((message, index) => {
            const found = message.clientMsgID === clientMsgID;
            return (
              <li
                key={message.clientMsgID}
                ref={found ? target : undefined}
                className="history-context-row"
                data-found={found}
                aria-current={found ? 'true' : undefined}
              >
                <MessageRow
                  message={message}
                  previous={messages[index - 1]}
                  selfUserID={selfUserID}
                  inGroup={conversationID?.startsWith('sg_') ?? false}
                  selected={null}
                  onToggleSelected={noop}
                  onMenu={noop}
                  onRetry={noop}
                  onUserClick={noop}
                />
              </li>
            );
          })}
        </ol>
      )}
    </Screen>
  );
}

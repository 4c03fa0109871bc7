import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { appStore } from '../../app/store';
import { closeConversation, openConversation } from '../../sdk/messaging';
import { conversationsAtom } from '../conversations/conversation-atoms';
import { readStoredSession } from '../auth/stored-session';
import { openMessagesAtom } from './message-atoms';
import { Composer } from './composer/Composer';
import { TypingIndicator } from './composer/TypingIndicator';
import { quoteMessageAtom } from './composer/quote-atoms';

export function ChatScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const conversation = useAtomValue(conversationsAtom).find((c) => c.conversationID === conversationID);
  const messages = useAtomValue(openMessagesAtom);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const self = readStoredSession()?.userID;

  useEffect(() => {
    if (!conversationID) return;
    void openConversation(appStore, conversationID).catch(() => setError(t`Get history message failed`));
    return () => closeConversation(appStore, conversationID);
  }, [conversationID, t]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  if (!conversationID || !conversation) {
    return (
      <Screen title={t`Chat`}>
        <p className="empty-state">{t`Pick a conversation from the Messages tab to start chatting.`}</p>
      </Screen>
    );
  }

  return (
    <Screen title={conversation.showName}>
      <div className="chat">
        <div className="message-list" ref={list} role="log" aria-label={t`Messages`}>
          {messages.map((message) => (
            <p key={message.clientMsgID} className="bubble" data-mine={message.sendID === self}>
              {message.textElem?.content ?? t`[Message]`}
              {/* Until the message menu lands: a way to reply. */}
              <button type="button" className="link-button" onClick={() => appStore.set(quoteMessageAtom, message)}>
                {t`Reply`}
              </button>
            </p>
          ))}
        </div>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <TypingIndicator conversationID={conversation.conversationID} />
        <Composer conversation={conversation} />
      </div>
    </Screen>
  );
}

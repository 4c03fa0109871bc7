import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { appStore } from '../../app/store';
import { closeConversation, openConversation, sendText } from '../../sdk/messaging';
import { conversationsAtom } from '../conversations/conversation-atoms';
import { readStoredSession } from '../auth/stored-session';
import { openMessagesAtom } from './message-atoms';

export function ChatScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const conversation = useAtomValue(conversationsAtom).find((c) => c.conversationID === conversationID);
  const messages = useAtomValue(openMessagesAtom);
  const [draft, setDraft] = useState('');
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError(t`Content cannot be empty`);
      return;
    }
    setError(null);
    setDraft('');
    await sendText(appStore, conversation, text).catch(() => setError(t`Message not sent`));
  };

  return (
    <Screen title={conversation.showName}>
      <div className="chat">
        <div className="message-list" ref={list} role="log" aria-label={t`Messages`}>
          {messages.map((message) => (
            <p key={message.clientMsgID} className="bubble" data-mine={message.sendID === self}>
              {message.textElem?.content ?? t`[Message]`}
            </p>
          ))}
        </div>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <form className="composer" onSubmit={submit}>
          <textarea
            aria-label={t`Message`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <button type="submit" className="primary-button">
            <Trans>Send</Trans>
          </button>
        </form>
      </div>
    </Screen>
  );
}

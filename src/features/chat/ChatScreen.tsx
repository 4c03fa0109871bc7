import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { appStore } from '../../state/store';
import { showToast } from '../../ui/toast/toast-atoms';
import { imReady } from '../auth/im-ready';
import {
  closeConversation,
  findConversation,
  markConversationRead,
  loadOlderMessages,
  openConversation,
  retryMessage,
} from '../../sdk/messaging';
import type { ConversationItem, MessageItem } from '../../state/sdk-types';
import { conversationAtomOf } from '../../state/conversations/conversation-atoms';
import { readStoredSession } from '../../state/session/stored-session';
import { MessageList } from './list/MessageList';
import { NotOnDevice } from './list/NotOnDevice';
import { NotificationPrompt } from './NotificationPrompt';
import { PendingChat } from './PendingChat';
import { useMessageMenu } from './actions/use-message-menu';
import { ChatSelectionBar } from './selection/ChatSelectionBar';
import { conversationSource } from './history/conversation-source';
import { quoteMessageAtom } from '../../state/chat/quote-atoms';
import { Composer } from './composer/Composer';
import { useMentionMarkCleared } from './use-mention-mark-cleared';
import { TypingIndicator } from './composer/TypingIndicator';
import { ChatHeaderActions } from './ChatHeaderActions';
import { GroupCallBanner } from '../calls/CallEntryButtons';
import { BurnAfterReadingNotice } from './BurnAfterReadingNotice';
import { pendingForwardAtom, type PendingForward } from '../../state/chat/forward-atoms';
import { useStableHandler } from '../../ui/use-stable-handler';
import { PinnedBar } from './pins/PinnedBar';

export function ChatScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  // Not the whole list: a sync changing other conversations does not render the open chat again.
  const conversation = useAtomValue(useMemo(() => conversationAtomOf(conversationID), [conversationID]));
  const [notFound, setNotFound] = useState(false);
  const source =
    conversationID && !conversation ? conversationSource(conversationID, readStoredSession()?.userID ?? '') : null;
  const sourceID = source?.sourceID;
  const sessionType = source?.sessionType;
  useEffect(() => {
    if (!sourceID || !sessionType) return;
    void imReady()
      .then(() => findConversation(appStore, { sourceID, sessionType }))
      .catch(() => setNotFound(true));
  }, [sourceID, sessionType]);
  if (!conversation) {
    if (source && !notFound) return <PendingChat conversationID={conversationID!} source={source} />;
    return (
      <Screen title={t`Chat`}>
        <p className="empty-state">{t`Pick a conversation from the Messages tab to start chatting.`}</p>
      </Screen>
    );
  }
  return <ChatView key={conversation.conversationID} conversation={conversation} />;
}

/** One open conversation: its history, the message menu, multi-select and the composer. */
function ChatView({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const { conversationID } = conversation;
  const setPendingForward = useSetAtom(pendingForwardAtom);
  const setQuote = useSetAtom(quoteMessageAtom);
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Set<string> | null>(null);
  const selfUserID = readStoredSession()?.userID ?? '';
  useMentionMarkCleared(conversation);

  useEffect(() => {
    let shown = true;
    // After a reload the chat can be open (from the stored conversation list) before the SDK has logged in, and
    // the SDK must not be asked for history before then.
    void imReady()
      .then(() => (shown ? openConversation(appStore, conversationID) : undefined))
      .catch(() => showToast(appStore, t`Get history message failed`, 'failure'));
    // Messages that arrived while the page was hidden are read once the user looks again.
    const markReadWhenSeen = () => {
      if (document.visibilityState === 'visible') void markConversationRead(conversationID);
    };
    document.addEventListener('visibilitychange', markReadWhenSeen);
    return () => {
      shown = false;
      document.removeEventListener('visibilitychange', markReadWhenSeen);
      closeConversation(appStore, conversationID);
    };
  }, [conversationID, t]);

  const { openMenu: openMenuNow, menu } = useMessageMenu({
    conversation,
    selfUserID,
    onReply: (message) => setQuote(message),
    onSelect: (message) => setSelection(new Set([message.clientMsgID])),
    onForward: (message) => chooseForwardTargets({ kind: 'one', messages: [message] }),
  });

  /** The targets are picked on /chooseUser; what goes to them waits in pendingForwardAtom. */
  const chooseForwardTargets = (forward: PendingForward) => {
    setPendingForward(forward);
    setSelection(null);
    void navigate({ to: '/chooseUser', search: { forward: true } });
  };

  // The message list and its rows are memoised; these keep one identity for the chat's life, so an arriving
  // message (which changes the conversation) re-renders its own row, not every row on the screen.
  const toggleSelected = useCallback(
    (message: MessageItem) =>
      setSelection((current) => {
        const next = new Set(current);
        if (next.has(message.clientMsgID)) next.delete(message.clientMsgID);
        else next.add(message.clientMsgID);
        return next;
      }),
    [],
  );
  const openMenu = useStableHandler(openMenuNow);
  const retry = useStableHandler(
    (message: MessageItem) => void retryMessage(appStore, conversation, message).catch(() => undefined),
  );
  const openUserCard = useStableHandler(
    (userID: string) =>
      // From a group the card applies that group's rules (lookMemberInfo, applyMemberFriend).
      void navigate({ to: '/userCard', search: { userID, groupID: conversation.groupID || undefined } }),
  );
  const loadOlder = useCallback(() => loadOlderMessages(appStore, conversationID), [conversationID]);

  return (
    <Screen
      title={conversation.showName}
      subtitle={<TypingIndicator conversationID={conversationID} />}
      actions={<ChatHeaderActions conversation={conversation} />}
    >
      <div className="chat">
        <PinnedBar conversation={conversation} />
        {conversation.groupID && <GroupCallBanner groupID={conversation.groupID} />}
        <BurnAfterReadingNotice conversation={conversation} />
        <NotOnDevice />
        <MessageList
          conversationID={conversation.conversationID}
          selfUserID={selfUserID}
          inGroup={Boolean(conversation.groupID)}
          groupID={conversation.groupID}
          selection={selection}
          onToggleSelected={toggleSelected}
          onMenu={openMenu}
          onRetry={retry}
          onUserClick={openUserCard}
          onLoadOlder={loadOlder}
        />
        {menu}
        <NotificationPrompt />
        {selection ? (
          <ChatSelectionBar
            conversation={conversation}
            selection={selection}
            onForward={chooseForwardTargets}
            onDone={() => setSelection(null)}
          />
        ) : (
          <Composer conversation={conversation} />
        )}
      </div>
    </Screen>
  );
}

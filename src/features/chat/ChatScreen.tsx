import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import { Screen } from '../../ui/Screen';
import { appStore } from '../../state/store';
import { showToast } from '../../ui/toast/toast-atoms';
import { imReady } from '../auth/im-ready';
import {
  closeConversation,
  deleteMessages,
  findConversation,
  markConversationRead,
  loadOlderMessages,
  openConversation,
  retryMessage,
} from '../../sdk/messaging';
import type { ConversationItem, MessageItem } from '../../state/sdk-types';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { readStoredSession } from '../../state/session/stored-session';
import { openMessagesAtom } from '../../state/messages/message-atoms';
import { MessageList } from './list/MessageList';
import { NotOnDevice } from './list/NotOnDevice';
import { NotificationPrompt } from './NotificationPrompt';
import { useMessageMenu } from './actions/use-message-menu';
import { SelectionBar } from './selection/SelectionBar';
import { conversationSource } from './history/conversation-source';
import { quoteMessageAtom } from '../../state/chat/quote-atoms';
import { Composer } from './composer/Composer';
import { useMentionMarkCleared } from './use-mention-mark-cleared';
import { TypingIndicator } from './composer/TypingIndicator';
import { ChatHeaderActions } from './ChatHeaderActions';
import { GroupCallBanner } from '../calls/CallEntryButtons';
import { BurnAfterReadingNotice } from './BurnAfterReadingNotice';
import { pendingForwardAtom, type PendingForward } from '../../state/chat/forward-atoms';
import { isForwardable, mergeSummaryList, mergeTitle } from './forward/forward-rules';

export function ChatScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const conversation = useAtomValue(conversationsAtom).find((c) => c.conversationID === conversationID);
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
    if (source && !notFound) return <Screen title={t`Chat`}>{null}</Screen>;
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
  const { t, i18n } = useLingui();
  const { conversationID } = conversation;
  const setPendingForward = useSetAtom(pendingForwardAtom);
  const selfName = useAtomValue(selfInfoAtom)?.nickname ?? '';
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

  const { openMenu, menu } = useMessageMenu({
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

  // In the order they were sent, as the list shows them.
  const selected = useAtomValue(openMessagesAtom).filter((m) => selection?.has(m.clientMsgID));
  const mergeForward = () =>
    chooseForwardTargets({
      kind: 'merge',
      messages: selected,
      title: mergeTitle(conversation, selfName, i18n),
      summaryList: mergeSummaryList(selected, i18n),
    });

  const toggleSelected = (message: MessageItem) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(message.clientMsgID)) next.delete(message.clientMsgID);
      else next.add(message.clientMsgID);
      return next;
    });

  const deleteSelected = () => {
    const picked = appStore.get(openMessagesAtom).filter((m) => selection?.has(m.clientMsgID));
    setSelection(null);
    void deleteMessages(appStore, conversation.conversationID, picked).catch(() =>
      showToast(appStore, t`Operation failed`, 'failure'),
    );
  };

  return (
    <Screen
      title={conversation.showName}
      subtitle={<TypingIndicator conversationID={conversationID} />}
      actions={<ChatHeaderActions conversation={conversation} />}
    >
      <div className="chat">
        {conversation.groupID && <GroupCallBanner groupID={conversation.groupID} />}
        <BurnAfterReadingNotice conversation={conversation} />
        <NotOnDevice />
        <MessageList
          conversationID={conversation.conversationID}
          selfUserID={selfUserID}
          inGroup={Boolean(conversation.groupID)}
          selection={selection}
          onToggleSelected={toggleSelected}
          onMenu={openMenu}
          onRetry={(message) => void retryMessage(appStore, conversation, message).catch(() => undefined)}
          onUserClick={(userID) =>
            // From a group the card applies that group's rules (lookMemberInfo, applyMemberFriend).
            void navigate({ to: '/userCard', search: { userID, groupID: conversation.groupID || undefined } })
          }
          onLoadOlder={() => loadOlderMessages(appStore, conversation.conversationID)}
        />
        {menu}
        <NotificationPrompt />
        {selection ? (
          <SelectionBar
            count={selection.size}
            canForward={selected.length > 0 && selected.every(isForwardable)}
            onForwardOneByOne={() => chooseForwardTargets({ kind: 'oneByOne', messages: selected })}
            onMergeForward={mergeForward}
            onDelete={deleteSelected}
            onCancel={() => setSelection(null)}
          />
        ) : (
          <Composer conversation={conversation} />
        )}
      </div>
    </Screen>
  );
}

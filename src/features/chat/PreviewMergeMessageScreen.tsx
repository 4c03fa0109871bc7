import { useEffect, useState } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { findStoredMessage } from '../../sdk/forwarding';
import type { MessageItem } from '../../state/sdk-types';
import { Avatar } from '../../ui/Avatar';
import { Screen } from '../../ui/Screen';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import { imReady } from '../auth/im-ready';
import { openMessagesAtom } from '../../state/messages/message-atoms';
import { MessageContent } from './list/MessageContent';
import { MergeOriginContext } from './forward/merge-origin';
import { chainFromRoute, descendMerge, type MergePath } from './forward/merge-path';
import './list/message-list.css';
import './forward/forward.css';

/**
 * /previewMergeMessage/:id: the messages a merged forward holds. The merged message is looked up in the chat that
 * was open (read while rendering, before leaving the chat empties that list), else in the SDK's store, so a reload
 * of this screen shows the same.
 */
export function PreviewMergeMessageScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_authed/previewMergeMessage/$id' });
  const { conversationID, via } = useSearch({ from: '/_authed/previewMergeMessage/$id' });
  const chain = chainFromRoute(id, via);
  const outermostID = chain[0]!;
  const [openListCopy] = useState(() => appStore.get(openMessagesAtom).find((m) => m.clientMsgID === outermostID));
  const [stored, setStored] = useState<MessageItem | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (openListCopy || !conversationID) return;
    let current = true;
    void imReady()
      .then(() => findStoredMessage(conversationID, outermostID))
      .then((message) => {
        if (!current) return;
        if (message) setStored(message);
        else setFailed(true);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [openListCopy, conversationID, outermostID]);

  const outermost = openListCopy ?? stored;
  const merged = outermost ? descendMerge(outermost, chain) : null;
  const path: MergePath = { conversationID: conversationID ?? '', chain };

  return (
    <Screen title={merged?.mergeElem?.title || t`Chat history`}>
      {(failed || (!outermost && !conversationID) || (outermost && !merged)) && (
        <p role="alert" className="empty-state">
          {t`This chat history is not on this device.`}
        </p>
      )}
      {merged && (
        <MergeOriginContext value={path}>
          <MergedMessageList messages={merged.mergeElem?.multiMessage ?? []} />
        </MergeOriginContext>
      )}
    </Screen>
  );
}

function MergedMessageList({ messages }: { messages: readonly MessageItem[] }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  return (
    <ol className="merge-preview" aria-label={t`Forwarded messages`}>
      {messages.map((message) => (
        <li key={message.clientMsgID} className="merge-preview-item">
          <Avatar src={message.senderFaceUrl} name={message.senderNickname} size={36} />
          <div className="merge-preview-body">
            <div className="merge-preview-head">
              <span className="merge-preview-sender">{message.senderNickname}</span>
              <time dateTime={new Date(message.sendTime).toISOString()}>
                {formatMessageTime(message.sendTime, now, i18n.locale, 'chat', i18n)}
              </time>
            </div>
            <div className="merge-preview-content">
              <MessageContent message={message} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

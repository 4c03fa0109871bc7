import { useEffect, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { groupMessageReaders, type GroupReaders } from '../../sdk/group-read';
import { findMessage } from '../../sdk/message-search';
import type { GroupMemberItem, MessageItem } from '../../state/sdk-types';
import { imReady } from '../auth/im-ready';
import { contentSummary } from '../conversations/message-summary';
import './search/search.css';

type Readers =
  { status: 'loading' } | { status: 'failed' } | { status: 'unsupported' } | (GroupReaders & { status: 'ready' });

/** Who has read one of your group messages, where the server records it; otherwise it says that it does not. */
export function GroupMessageReadScreen() {
  const { t, i18n } = useLingui();
  const { conversationID, clientMsgID } = useSearch({ from: '/_authed/groupMessageRead' });
  const [message, setMessage] = useState<MessageItem | undefined>();
  const [readers, setReaders] = useState<Readers>({ status: 'loading' });

  useEffect(() => {
    if (!conversationID || !clientMsgID) return;
    let current = true;
    void imReady().then(async () => {
      const found = await findMessage(conversationID, clientMsgID).catch(() => undefined);
      if (current) setMessage(found);
      const result = await groupMessageReaders(conversationID, clientMsgID).catch(() => 'failed' as const);
      if (!current) return;
      if (result === 'failed') setReaders({ status: 'failed' });
      else if (result === null) setReaders({ status: 'unsupported' });
      else setReaders({ status: 'ready', ...result });
    });
    return () => {
      current = false;
    };
  }, [conversationID, clientMsgID]);

  const readCount = readers.status === 'ready' ? readers.read.length : 0;
  const unreadCount = readers.status === 'ready' ? readers.unread.length : 0;
  return (
    <Screen title={t`Read by`}>
      {message && (
        <blockquote className="read-by-message" aria-label={t`The message`}>
          {contentSummary(message, i18n)}
        </blockquote>
      )}
      {(!conversationID || !clientMsgID) && (
        <p className="empty-state">{t`Open a group message you sent to see who has read it.`}</p>
      )}
      {readers.status === 'unsupported' && (
        <p className="empty-state" role="status">
          {t`Read receipts are not recorded for group messages on this server, so who has read this message is unknown.`}
        </p>
      )}
      {readers.status === 'failed' && <p role="alert" className="field-error">{t`Could not load who has read it`}</p>}
      {readers.status === 'ready' && (
        <>
          <MemberSection title={t`Read (${readCount})`} members={readers.read} />
          <MemberSection title={t`Unread (${unreadCount})`} members={readers.unread} />
        </>
      )}
    </Screen>
  );
}

function MemberSection({ title, members }: { title: string; members: GroupMemberItem[] }) {
  return (
    <section aria-label={title}>
      <h2 className="search-section-heading">{title}</h2>
      <ul className="list">
        {members.map((member) => (
          <li key={member.userID} className="search-result">
            <Avatar src={member.faceURL} name={member.nickname} size={36} />
            <span className="search-result-body">{member.nickname || member.userID}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { formatFileSize } from '../../ui/format/file-size';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import type { MessageItem } from '../../state/sdk-types';
import { ContentType } from '../../state/messages/content-type';
import { safeMediaURL } from './media/media-url';
import { filesNamed, groupByMonth, messagesOfType, monthHeadingFormat } from './search/message-kinds';
import { useConversationHistory } from './search/use-conversation-history';
import './search/search.css';
import { FileText } from 'lucide-react';

/** Every file sent in a conversation, newest first under month headings, narrowed by name. */
export function SearchFileMessageScreen() {
  const { t, i18n } = useLingui();
  const { conversationID } = useSearch({ from: '/_authed/searchFileMessage' });
  const history = useConversationHistory(conversationID);
  const [filter, setFilter] = useState('');
  const files = history.status === 'ready' ? messagesOfType(history.messages, ContentType.file) : [];
  const shown = filesNamed(files, filter);
  const { dateLocale, pattern } = monthHeadingFormat(i18n.locale);
  const filterText = filter.trim();

  return (
    <Screen title={t`Files`}>
      <div className="search-bar" role="search">
        <input
          type="search"
          aria-label={t`Filter files by name`}
          placeholder={t`Filter files by name`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {history.status === 'loading' && <p className="empty-state">{t`Loading…`}</p>}
      {history.status === 'failed' && (
        <p role="alert" className="field-error">{t`Could not read this chat's history`}</p>
      )}
      {history.status === 'ready' && files.length === 0 && (
        <p className="empty-state">{t`No files in this conversation yet.`}</p>
      )}
      {files.length > 0 && shown.length === 0 && (
        <p className="empty-state">{t`No file name contains “${filterText}”.`}</p>
      )}
      {groupByMonth(shown, dateLocale, pattern).map((month) => (
        <section key={month.key} aria-label={month.label}>
          <h2 className="search-section-heading">{month.label}</h2>
          <ul className="list">
            {month.messages.map((message) => (
              <li key={message.clientMsgID}>
                <FileRow message={message} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Screen>
  );
}

/** One file: its name as text, size, who sent it and when; the row downloads it once it has a web address. */
function FileRow({ message }: { message: MessageItem }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const name = message.fileElem?.fileName ?? '';
  const url = safeMediaURL(message.fileElem?.sourceUrl);
  const details = (
    <>
      <span className="search-file-icon" aria-hidden>
        <FileText size={28} />
      </span>
      <span className="search-result-text">
        <span className="search-file-name">{name}</span>
        <span className="search-result-head">
          <span>
            {formatFileSize(message.fileElem?.fileSize ?? 0)} · {message.senderNickname}
          </span>
          <span>{formatMessageTime(message.sendTime, now, i18n.locale, 'list', i18n)}</span>
        </span>
      </span>
    </>
  );
  return url ? (
    <a
      href={url}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      className="search-result"
      aria-label={t`Download ${name}`}
    >
      {details}
    </a>
  ) : (
    <span className="search-result">{details}</span>
  );
}

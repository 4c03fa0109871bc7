import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import { readConversationHistory } from '../../sdk/message-search';
import { withCurrentText } from '../../sdk/edits';
import { appStore } from '../../state/store';
import { messagesMatching } from './search/message-match';
import type { MessageItem } from '../../state/sdk-types';
import { contentSummary } from '../conversations/message-summary';
import { imReady } from '../auth/im-ready';
import './search/search.css';

/** Finds messages of one conversation by a word; a result opens the message among its neighbours. */
export function SearchMessageScreen() {
  const { t, i18n } = useLingui();
  const now = useNow();
  const { conversationID, keyword: given } = useSearch({ from: '/_authed/searchMessage' });
  const [keyword, setKeyword] = useState(given ?? '');
  const [results, setResults] = useState<{ keyword: string; messages: MessageItem[] } | null>(null);
  const [failed, setFailed] = useState(false);

  const find = async (word: string) => {
    if (!word || !conversationID) return;
    try {
      await imReady();
      // Edited messages are found by the words they read now, never by their old ones.
      const history = await withCurrentText(appStore, conversationID, await readConversationHistory(conversationID));
      const messages = messagesMatching(history, word);
      setFailed(false);
      setResults({ keyword: word, messages });
    } catch {
      setFailed(true);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    void find(keyword.trim());
  };

  // Opened from the global search with a keyword: its results at once.
  useEffect(() => {
    const word = given?.trim();
    if (word) void imReady().then(() => find(word));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only for the keyword the screen was opened with
  }, [given, conversationID]);

  return (
    <Screen title={t`Search chat history`}>
      <form className="search-bar" role="search" onSubmit={search}>
        <input
          type="search"
          aria-label={t`Search messages`}
          placeholder={t`Search messages`}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="primary-button">
          {t`Search`}
        </button>
      </form>
      {failed && <p role="alert" className="field-error">{t`Search failed`}</p>}
      {results && results.messages.length === 0 && <NoResults keyword={results.keyword} />}
      {results && results.messages.length > 0 && (
        <ul className="list" aria-label={t`Found messages`}>
          {results.messages.map((message) => (
            <li key={message.clientMsgID}>
              <Link
                to="/previewHistoryMessage"
                search={{ conversationID, clientMsgID: message.clientMsgID }}
                className="search-result"
              >
                <Avatar src={message.senderFaceUrl} name={message.senderNickname} size={36} />
                <span className="search-result-text">
                  <span className="search-result-head">
                    <span>{message.senderNickname}</span>
                    <span>{formatMessageTime(message.sendTime, now, i18n.locale, 'list', i18n)}</span>
                  </span>
                  <span className="search-result-body">{contentSummary(message, i18n)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

function NoResults({ keyword }: { keyword: string }) {
  const { t } = useLingui();
  return <p className="empty-state">{t`No messages contain “${keyword}”.`}</p>;
}

import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

/** The ways into a conversation's history: by text, its files, its pictures and videos. */
export function ChatHistoryLinks({ conversationID }: { conversationID: string }) {
  const { t } = useLingui();
  const search = { conversationID };
  return (
    <ul className="list settings-group" aria-label={t`Chat history`}>
      <li>
        <Link to="/searchMessage" search={search} className="list-item">
          <span>{t`Search chat history`}</span>
          <span aria-hidden>›</span>
        </Link>
      </li>
      <li>
        <Link to="/searchFileMessage" search={search} className="list-item">
          <span>{t`Files`}</span>
          <span aria-hidden>›</span>
        </Link>
      </li>
      <li>
        <Link to="/searchMediaMessage" search={search} className="list-item">
          <span>{t`Photos and videos`}</span>
          <span aria-hidden>›</span>
        </Link>
      </li>
    </ul>
  );
}

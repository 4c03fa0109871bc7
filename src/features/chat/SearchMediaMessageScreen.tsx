import { useState } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { ContentType } from '../../state/messages/content-type';
import { previewImageURLs } from '../../state/messages/message-history';
import { PicturePreview } from './media/PicturePreview';
import { VideoContent } from './media/VideoContent';
import { safeMediaURL } from './media/media-url';
import { messagesOfType } from './search/message-kinds';
import { useConversationHistory } from './search/use-conversation-history';
import './media/media.css';
import './search/search.css';

/** A conversation's pictures (only those with web addresses) (a grid that opens full screen) or its videos (isVideo=true), newest first. */
export function SearchMediaMessageScreen() {
  const { t } = useLingui();
  const { conversationID, isVideo } = useSearch({ from: '/_authed/searchMediaMessage' });
  const history = useConversationHistory(conversationID);
  const messages = history.status === 'ready' ? history.messages : [];

  return (
    <Screen title={t`Photos and videos`}>
      <nav className="search-tabs" aria-label={t`Media kind`}>
        <Link
          to="/searchMediaMessage"
          search={{ conversationID }}
          replace
          aria-current={isVideo ? undefined : 'page'}
        >{t`Pictures`}</Link>
        <Link
          to="/searchMediaMessage"
          search={{ conversationID, isVideo: true }}
          replace
          aria-current={isVideo ? 'page' : undefined}
        >{t`Videos`}</Link>
      </nav>
      {history.status === 'loading' && <p className="empty-state">{t`Loading…`}</p>}
      {history.status === 'failed' && (
        <p role="alert" className="field-error">{t`Could not read this chat's history`}</p>
      )}
      {history.status === 'ready' &&
        (isVideo ? (
          <VideoGrid messages={messagesOfType(messages, ContentType.video)} />
        ) : (
          <PictureGrid urls={previewImageURLs(messages).flatMap((url) => safeMediaURL(url) ?? [])} />
        ))}
    </Screen>
  );
}

function PictureGrid({ urls }: { urls: string[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  if (urls.length === 0) return <p className="empty-state">{t`No pictures in this conversation yet.`}</p>;
  return (
    <>
      <ul className="media-grid" aria-label={t`Pictures`}>
        {urls.map((url, index) => {
          const position = index + 1;
          return (
            <li key={`${index}-${url}`}>
              <button
                type="button"
                className="media-grid-picture"
                aria-label={t`Open picture ${position}`}
                onClick={() => setOpen(url)}
              >
                <img src={url} alt={t`Picture`} loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      {open && <PicturePreview startURL={open} urls={urls} onClose={() => setOpen(null)} />}
    </>
  );
}

function VideoGrid({ messages }: { messages: ReturnType<typeof messagesOfType> }) {
  const { t } = useLingui();
  if (messages.length === 0) return <p className="empty-state">{t`No videos in this conversation yet.`}</p>;
  return (
    <ul className="media-grid" aria-label={t`Videos`}>
      {messages.map((message) => (
        <li key={message.clientMsgID}>
          <VideoContent message={message} />
        </li>
      ))}
    </ul>
  );
}

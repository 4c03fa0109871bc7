import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { Avatar } from '../../ui/Avatar';
import { contentSummary } from '../conversations/message-summary';
import { HighlightedText } from './HighlightedText';
import { useMessageSearch } from './use-message-search';
import type { ConversationHits } from './conversation-hits';

/**
 * The Messages section of the global search: each chat with matches and how many; one match opens it among its
 * neighbours, several open the chat's own search with the keyword filled in. `nothingElse` says whether the other
 * sections found nothing, for the "No results" line.
 */
export function MessageHits({ keyword, nothingElse }: { keyword: string; nothingElse: boolean }) {
  const { t } = useLingui();
  const search = useMessageSearch(keyword);
  if (search.status === 'idle') return null;
  const { hits } = search;
  return (
    <>
      {hits.length > 0 && (
        <section aria-labelledby="global-search-messages">
          <h2 id="global-search-messages" className="search-section-heading">{t`Messages`}</h2>
          <ul className="list">
            {hits.map((hit) => (
              <li key={hit.conversation.conversationID}>
                <HitLink hit={hit} keyword={keyword} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {search.status === 'searching' && <p className="empty-state" role="status">{t`Searching messages…`}</p>}
      {search.status === 'failed' && <p role="alert" className="field-error">{t`Some chats could not be searched`}</p>}
      {search.status === 'done' && hits.length === 0 && nothingElse && (
        <p className="empty-state">{t`No results for “${keyword}”.`}</p>
      )}
    </>
  );
}

function HitLink({ hit: { conversation, messages }, keyword }: { hit: ConversationHits; keyword: string }) {
  const { i18n } = useLingui();
  const newest = messages[0]!;
  const count = messages.length;
  const body = (
    <>
      <Avatar src={conversation.faceURL} name={conversation.showName} size={36} />
      <span className="search-result-text">
        <span className="search-result-head">
          <span>{conversation.showName}</span>
          <span>
            <Plural value={count} one="# matching message" other="# matching messages" />
          </span>
        </span>
        <span className="search-result-body">
          <HighlightedText text={contentSummary(newest, i18n)} keyword={keyword} />
        </span>
      </span>
    </>
  );
  const { conversationID } = conversation;
  return count === 1 ? (
    <Link
      to="/previewHistoryMessage"
      search={{ conversationID, clientMsgID: newest.clientMsgID }}
      className="search-result"
    >
      {body}
    </Link>
  ) : (
    <Link to="/searchMessage" search={{ conversationID, keyword }} className="search-result">
      {body}
    </Link>
  );
}

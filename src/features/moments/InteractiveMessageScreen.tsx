import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import { clearMomentsUnread, type InteractionLog } from '../../api/moments';
import { momentsUnreadAtom } from '../../api/moment-state/moments-atoms';
import { interactionSummary } from './interaction-summary';
import { useInteractions, useMomentNoticeRefresh } from './use-moments';
import { pictureThumb } from '../../api/moment-state/moment-rules';
import { safeMediaURL } from '../chat/media/media-url';
import './moments.css';

/** /interactiveMessage: likes, comments and mentions of one's moments, newest first; opening it marks them seen. */
export function InteractiveMessageScreen() {
  const { t } = useLingui();
  useMomentNoticeRefresh();
  const query = useInteractions();
  const entries = query.data?.pages.flat() ?? [];
  const newest = entries[0] ? `${entries[0].workMomentID}-${entries[0].logTime}` : '';

  // Seen once shown: the badges go, while this visit still marks what was new.
  useEffect(() => {
    if (!query.isSuccess) return;
    appStore.set(momentsUnreadAtom, 0);
    void clearMomentsUnread(3).catch(() => undefined);
  }, [query.isSuccess, newest]);

  return (
    <Screen title={t`Messages`}>
      {query.isSuccess && entries.length === 0 ? (
        <p className="empty-state">{t`No likes, comments or mentions yet.`}</p>
      ) : null}
      {query.isError && entries.length === 0 ? (
        <p className="empty-state" role="alert">
          {t`Messages could not be loaded.`}
        </p>
      ) : null}
      <ul className="list interactions" aria-label={t`Likes, comments and mentions`}>
        {entries.map((entry, index) => (
          <InteractionRow key={`${entry.workMomentID}-${entry.logTime ?? 0}-${index}`} entry={entry} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className="secondary-button load-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t`Load more`}
        </button>
      ) : null}
    </Screen>
  );
}

function InteractionRow({ entry }: { entry: InteractionLog }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const summary = interactionSummary(entry);
  const who = entry.opUser?.nickname || entry.opUser?.userID || '';
  const text =
    summary.kind === 'like'
      ? t`${who} liked your moment`
      : summary.kind === 'mention'
        ? t`${who} mentioned you`
        : summary.comment
          ? t`${who} commented: ${summary.comment}`
          : t`${who} commented`;
  const firstMeta = entry.content.metas?.[0];
  const thumb = firstMeta
    ? safeMediaURL(entry.content.type === 1 ? firstMeta.thumb : pictureThumb(firstMeta.original, 120))
    : null;
  return (
    <li className={entry.unread ? 'interaction unread' : 'interaction'}>
      <Link to="/momentsDetails" search={{ workMomentID: entry.workMomentID }} className="list-item">
        <Avatar src={entry.opUser?.faceURL} name={who} size={40} />
        <span className="interaction-text">
          <span>{text}</span>
          <span className="interaction-time">
            {entry.unread ? <span className="interaction-new">{t`New`} · </span> : null}
            {formatMessageTime(entry.logTime ?? entry.createTime, now, i18n.locale, 'chat', i18n)}
          </span>
        </span>
        {thumb ? (
          <img className="interaction-thumb" src={thumb} alt="" />
        ) : (
          <span className="interaction-snippet">{entry.content.text}</span>
        )}
      </Link>
    </li>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLingui } from '@lingui/react/macro';
import { readStoredSession } from '../../state/session/stored-session';
import { MomentCard } from './MomentCard';
import { flattenMoments } from '../../api/moment-state/moment-rules';
import { useMomentList, useMomentNoticeRefresh } from './use-moments';

/** Moments measure their own height (text, pictures and comments vary); this is the guess before they do. */
const ESTIMATED_MOMENT_PX = 220;

/** The feed, or one person's moments: virtualized, and the next page loads as its end comes into view. */
export function MomentList({ userID, header, label }: { userID?: string; header?: ReactNode; label: string }) {
  const { t } = useLingui();
  useMomentNoticeRefresh();
  const query = useMomentList(userID);
  const moments = flattenMoments(query.data?.pages);
  const selfUserID = readStoredSession()?.userID ?? '';
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- its functions are only read during this render
  const virtualizer = useVirtualizer({
    count: moments.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_MOMENT_PX,
    overscan: 4,
    getItemKey: (index) => moments[index]?.workMomentID ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= moments.length - 2) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, moments.length]);

  return (
    <div ref={scroller} className="moment-scroller">
      {header}
      {query.isError && moments.length === 0 ? (
        <p className="empty-state" role="alert">
          {t`Moments could not be loaded.`}
        </p>
      ) : null}
      {query.isSuccess && moments.length === 0 ? <p className="empty-state">{t`No moments yet.`}</p> : null}
      <div
        // A feed holds articles; an empty one is no feed (the empty state above says so).
        role={moments.length > 0 ? 'feed' : undefined}
        aria-label={moments.length > 0 ? label : undefined}
        aria-busy={query.isFetching}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {items.map((item) => {
          const moment = moments[item.index]!;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <MomentCard moment={moment} selfUserID={selfUserID} />
            </div>
          );
        })}
      </div>
      {isFetchingNextPage ? <p className="empty-state">{t`Loading…`}</p> : null}
    </div>
  );
}

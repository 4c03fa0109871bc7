import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { gridColumns, orderTiles, TILES_PER_PAGE, type CallTile } from '../../state/calls/call-atoms';
import { CallTileView } from './CallTileView';

/** The group call's swipeable grid: 9 tiles a page, self first, 2 columns (3 above 4 participants). */
export function CallGrid({ tiles }: { tiles: CallTile[] }) {
  const { t } = useLingui();
  const ordered = orderTiles(tiles);
  const pages = Math.max(1, Math.ceil(ordered.length / TILES_PER_PAGE));
  const [page, setPage] = useState(0);
  const shownPage = Math.min(page, pages - 1);
  const columns = gridColumns(ordered.length);
  const touchStartX = useRef<number | null>(null);
  return (
    <div
      className="call-grid-pager"
      onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        const startX = touchStartX.current;
        if (startX === null || endX === undefined || Math.abs(endX - startX) < 40) return;
        setPage(Math.min(pages - 1, Math.max(0, shownPage + (endX < startX ? 1 : -1))));
      }}
    >
      <div
        className="call-grid"
        role="list"
        aria-label={t`Participants`}
        data-columns={columns}
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      >
        {ordered.slice(shownPage * TILES_PER_PAGE, (shownPage + 1) * TILES_PER_PAGE).map((tile) => (
          <div role="listitem" key={tile.userID}>
            <CallTileView tile={tile} />
          </div>
        ))}
      </div>
      {pages > 1 && (
        <nav className="call-grid-pages" aria-label={t`Pages`}>
          {Array.from({ length: pages }, (_, index) => (
            <button
              type="button"
              key={index}
              aria-current={index === shownPage ? 'page' : undefined}
              aria-label={t`Page ${index + 1}`}
              onClick={() => setPage(index)}
            />
          ))}
        </nav>
      )}
    </div>
  );
}

import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { orderTiles, type CallTile } from '../../state/calls/call-atoms';
import { CallTileView } from './CallTileView';
import { pageCount, pageLayout, tilesPerPage, type GridArea } from './grid-layout';

/** The smallest tile, in rem: a face and a name still fit. */
const MIN_TILE_REM = 6.5;
const GAP_PX = 4;
/** A horizontal pointer move longer than this is a swipe to the next or previous page. */
const SWIPE_PX = 40;

/** The pager's size, followed as the window changes (the tiles per page depend on it). */
function useArea() {
  const ref = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState<GridArea | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setArea({ width: element.clientWidth, height: element.clientHeight, minTile: MIN_TILE_REM * rem, gap: GAP_PX });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, area };
}

/**
 * The group call's grid: up to 9 tiles a page, self first, each page sized to fit the window whole. Other pages are
 * reached by swiping (touch, pen or a mouse drag), by the previous/next buttons and the page dots, or by the arrow
 * keys while focus is in the pager.
 */
export function CallGrid({ tiles }: { tiles: CallTile[] }) {
  const { t } = useLingui();
  const ordered = orderTiles(tiles);
  const { ref, area } = useArea();
  const perPage = area ? tilesPerPage(area) : ordered.length;
  const pages = pageCount(ordered.length, perPage);
  const [page, setPage] = useState(0);
  const shownPage = Math.min(page, pages - 1);
  const shown = ordered.slice(shownPage * perPage, (shownPage + 1) * perPage);
  const layout = area ? pageLayout(shown.length, area) : { columns: 2, rows: Math.ceil(shown.length / 2) };
  const swipeStartX = useRef<number | null>(null);
  const go = (to: number) => setPage(Math.min(pages - 1, Math.max(0, to)));

  const onPointerUp = (event: PointerEvent) => {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX === null || Math.abs(event.clientX - startX) < SWIPE_PX) return;
    go(shownPage + (event.clientX < startX ? 1 : -1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[event.key];
    if (!move || pages < 2) return;
    event.preventDefault();
    go(shownPage + move);
  };

  return (
    <div className="call-grid-area" onKeyDown={onKeyDown}>
      <div
        ref={ref}
        className="call-grid-pager"
        onPointerDown={(event) => (swipeStartX.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStartX.current = null)}
      >
        <div
          className="call-grid"
          role="list"
          aria-label={t`Participants`}
          data-columns={layout.columns}
          data-page={shownPage + 1}
          style={{
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`,
          }}
        >
          {shown.map((tile) => (
            <div role="listitem" key={tile.userID}>
              <CallTileView tile={tile} />
            </div>
          ))}
        </div>
      </div>
      {pages > 1 && (
        <nav className="call-grid-pages" aria-label={t`Participant pages`}>
          <button
            type="button"
            className="call-grid-step"
            aria-label={t`Previous participants`}
            aria-disabled={shownPage === 0}
            onClick={() => go(shownPage - 1)}
          >
            <ChevronLeft size={20} />
          </button>
          {Array.from({ length: pages }, (_, index) => (
            <button
              type="button"
              className="call-grid-dot"
              key={index}
              aria-current={index === shownPage ? 'page' : undefined}
              aria-label={t`Page ${index + 1}`}
              onClick={() => go(index)}
            />
          ))}
          <span className="call-grid-page-status" aria-live="polite">
            {t`Page ${shownPage + 1} of ${pages}`}
          </span>
          <button
            type="button"
            className="call-grid-step"
            aria-label={t`Next participants`}
            aria-disabled={shownPage === pages - 1}
            onClick={() => go(shownPage + 1)}
          >
            <ChevronRight size={20} />
          </button>
        </nav>
      )}
    </div>
  );
}

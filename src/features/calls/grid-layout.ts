/** The most tiles a page shows (product-spec §2 "Call screen": up to 9 a page, swiped through). */
export const MAX_TILES_PER_PAGE = 9;

export interface GridArea {
  width: number;
  height: number;
  /** The smallest tile that still shows a face and a name, in the same unit as width and height. */
  minTile: number;
  gap: number;
}

export interface PageLayout {
  columns: number;
  rows: number;
}

/** How many whole tiles of at least minTile fit side by side in `length`. */
const fitting = (length: number, minTile: number, gap: number) =>
  Math.max(1, Math.floor((length + gap) / (minTile + gap)));

/**
 * Tiles a page: never more than 9, and never more than fit the area at their smallest, so that every tile on a
 * page is whole and inside the window however small it is (the rest are on the next pages).
 */
export function tilesPerPage({ width, height, minTile, gap }: GridArea): number {
  return Math.min(MAX_TILES_PER_PAGE, fitting(width, minTile, gap) * fitting(height, minTile, gap));
}

/** The columns and rows that give `count` tiles the largest size inside the area (each tile as wide as high). */
export function pageLayout(count: number, { width, height, minTile, gap }: GridArea): PageLayout {
  const maxColumns = fitting(width, minTile, gap);
  let best = { columns: 1, rows: Math.max(1, count), side: -1 };
  for (let columns = 1; columns <= Math.min(maxColumns, Math.max(1, count)); columns++) {
    const rows = Math.ceil(count / columns);
    const side = Math.min((width - gap * (columns - 1)) / columns, (height - gap * (rows - 1)) / rows);
    if (side > best.side) best = { columns, rows, side };
  }
  return { columns: best.columns, rows: best.rows };
}

/** The page a participant's tile is on. */
export const pageCount = (participants: number, perPage: number) =>
  Math.max(1, Math.ceil(participants / Math.max(1, perPage)));

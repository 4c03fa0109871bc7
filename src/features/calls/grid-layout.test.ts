import { describe, expect, it } from 'vitest';
import { pageCount, pageLayout, tilesPerPage } from './grid-layout';

const area = (width: number, height: number) => ({ width, height, minTile: 104, gap: 4 });

describe('group call grid layout', () => {
  it('shows up to 9 a page on a large window, fewer where only fewer fit whole', () => {
    expect(tilesPerPage(area(1248, 600))).toBe(9);
    expect(tilesPerPage(area(358, 560))).toBe(9);
    // A short landscape phone: one row of tiles.
    expect(tilesPerPage(area(600, 180))).toBe(5);
    // Smaller than one tile still shows one (never zero).
    expect(tilesPerPage(area(80, 80))).toBe(1);
  });

  it('picks the columns that make the tiles largest inside the area', () => {
    // 3 people in a wide, short window: one row; in a tall phone column: two columns.
    expect(pageLayout(3, area(1248, 560))).toEqual({ columns: 3, rows: 1 });
    expect(pageLayout(3, area(488, 500))).toEqual({ columns: 2, rows: 2 });
    expect(pageLayout(5, area(1248, 560))).toEqual({ columns: 3, rows: 2 });
    expect(pageLayout(5, area(358, 620))).toEqual({ columns: 2, rows: 3 });
    expect(pageLayout(1, area(358, 620))).toEqual({ columns: 1, rows: 1 });
  });

  it('counts pages', () => {
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(0, 9)).toBe(1);
  });
});

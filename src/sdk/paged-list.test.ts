import { describe, expect, it } from 'vitest';
import { readAllPages } from './paged-list';

describe('readAllPages', () => {
  it('asks for a large first page, then smaller ones, and stops at the first short page', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const asked: Array<[number, number]> = [];
    const all = await readAllPages(
      (offset, count) => {
        asked.push([offset, count]);
        return Promise.resolve(items.slice(offset, offset + count));
      },
      10,
      5,
    );
    expect(all).toEqual(items);
    expect(asked).toEqual([
      [0, 10],
      [10, 5],
      [15, 5],
      [20, 5],
      [25, 5],
    ]);
  });

  it('stops after one page when the first is already short', async () => {
    const asked: number[] = [];
    const all = await readAllPages((offset) => {
      asked.push(offset);
      return Promise.resolve(['a', 'b']);
    }, 10000);
    expect(all).toEqual(['a', 'b']);
    expect(asked).toEqual([0]);
  });
});

import * as z from 'zod';

/** The most items one page may hold. OpenIM's SDK asks for 100 to 300 at a time. */
export const MAX_SHOW_NUMBER = 1000;
/** The highest page number: even one item a page reaches past any list a user can have (10 000 friends). */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * OpenIM's RequestPagination for every paged route (IM API and chat service): 1-based, positive and bounded, so
 * the offset it makes is always a small whole number (unbounded, a large pageNumber made SQLite fail with a 500).
 */
export const pagination = z
  .object({
    pageNumber: z.number().int().min(1).max(MAX_PAGE_NUMBER).describe('1-based page'),
    showNumber: z.number().int().min(1).max(MAX_SHOW_NUMBER).describe('items per page'),
  })
  .describe(`A page: pageNumber 1…${MAX_PAGE_NUMBER}, showNumber 1…${MAX_SHOW_NUMBER}; anything else is 1001`);

/** The rows a page covers. */
export function pageOf(page: { pageNumber: number; showNumber: number }): { offset: number; limit: number } {
  return { offset: (page.pageNumber - 1) * page.showNumber, limit: page.showNumber };
}

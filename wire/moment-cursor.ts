/**
 * Keyset paging of the moments feeds (issue 42): a feed request may carry the last moment of the page before, and
 * the chat service answers the moments after it, newest first (ties by id). OpenIM's own clients page by number and
 * never send it. Client and chat service both read it from here. Only plain values.
 */

/** The moment a page follows, as the feed listed it. */
export interface MomentCursor {
  createTime: number;
  workMomentID: string;
}

/** The longest workMomentID a cursor may name (the chat service's are UUIDs). */
export const MAX_CURSOR_ID = 64;

/** The cursor of the page after `page`, or undefined when `page` is empty. */
export function cursorAfter(page: ReadonlyArray<MomentCursor>): MomentCursor | undefined {
  const last = page.at(-1);
  return last && { createTime: last.createTime, workMomentID: last.workMomentID };
}

import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import { pagination as sharedPagination } from '../../protocol/pagination.ts';
import { MAX_CURSOR_ID, type MomentCursor } from '../../../wire/moment-cursor.ts';
import type { FeedPage } from './moment-model.ts';

/** How the moment lists are asked for a page: OpenIM's page number, or Parley's cursor for the feeds. */

export const pagination = sharedPagination.extend({ showNumber: z.number().int().min(1).max(100) });
export const page = (p: { pageNumber: number; showNumber: number }) => ({
  offset: (p.pageNumber - 1) * p.showNumber,
  limit: p.showNumber,
});

/** Parley's addition to OpenIM's feed requests; OpenIM's own clients leave it out and page by number. */
export const cursor = z
  .object({
    createTime: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    workMomentID: z.string().min(1).max(MAX_CURSOR_ID),
  })
  .strict()
  .optional()
  .describe(
    'The last moment of the page before (its createTime and workMomentID): the page holds the moments after it, ' +
      'newest first, at the same cost however deep. With a cursor pageNumber must be 1. Bad values are 1001.',
  );

/** A feed request's page: after its cursor if it has one, else by page number. */
export function feedPage(body: {
  pagination: { pageNumber: number; showNumber: number };
  cursor?: MomentCursor;
}): FeedPage {
  if (!body.cursor) return page(body.pagination);
  // A cursor and a later page number contradict each other: which one the client meant cannot be guessed.
  if (body.pagination.pageNumber !== 1) throw new ApiError(1001, 'ArgsError', 'with a cursor, pageNumber must be 1');
  return { after: body.cursor, limit: body.pagination.showNumber };
}

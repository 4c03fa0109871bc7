import * as z from 'zod';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { ChatRouter } from '../chat-router.ts';
import { importOrgCsv } from './org-import.ts';

/** The largest sheet the console may send (characters), well inside the server's 1 MiB body limit. */
export const MAX_IMPORT_CHARS = 512 * 1024;
/** The most lines a sheet may have, header included: checked before any parsing or lookup. */
export const MAX_IMPORT_LINES = 5000;

/**
 * `/organization/import` (chat-service.md §2.1's admin route): the console's upload of the spreadsheet export. It runs
 * the very import `npm run org:import` runs, with the same checks and all or nothing; a sheet with bad rows imports
 * nothing and answers 1001 with every bad row (line and reason) in `data.problems`.
 */
export function registerOrgImportRoute(router: ChatRouter, db: ChatDb): void {
  router.admin(
    '/organization/import',
    z.object({
      csv: z.string().max(MAX_IMPORT_CHARS, `the file is larger than ${MAX_IMPORT_CHARS / 1024} KiB`),
    }),
    async ({ body }) => {
      const lines = body.csv.split('\n').length - (body.csv.endsWith('\n') ? 1 : 0);
      if (lines > MAX_IMPORT_LINES)
        throw new ApiError(1001, 'ArgsError', `the file has ${lines} lines; at most ${MAX_IMPORT_LINES} are taken`);
      const result = await importOrgCsv(db, body.csv);
      if (result.problems.length > 0)
        throw new ApiError(1001, 'ArgsError', `nothing imported: ${result.problems.length} bad row(s)`, {
          problems: result.problems,
        });
      return { departmentsCreated: result.departmentsCreated, membersImported: result.membersImported };
    },
    {
      response: z.object({
        departmentsCreated: z.number().int().min(0),
        membersImported: z.number().int().min(0),
      }),
      errorData: z
        .object({ problems: z.array(z.object({ line: z.number().int().min(1), message: z.string() })) })
        .describe('With 1001 when rows are bad: every bad row, by line, and nothing imported'),
    },
  );
}

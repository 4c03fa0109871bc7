import * as z from 'zod';
import type { VersionDelta } from '../sync/version-log.ts';

export const incrementalRequest = z.object({
  userID: z.string(),
  versionID: z.string().default(''),
  version: z.number().int().min(0).default(0),
});

export const fullIDsRequest = z.object({ userID: z.string(), idHash: z.number().default(0) });

/** The incremental answer of openim-http-api.md §4.2; a full answer lists nothing, the SDK pages instead. */
export function incrementalResponse<T>(delta: VersionDelta, lookup: (ids: string[]) => T[]) {
  if (delta.full) {
    return {
      version: delta.version,
      versionID: delta.versionID,
      full: true,
      delete: [],
      insert: [],
      update: [],
      sortVersion: 0,
    };
  }
  return {
    version: delta.version,
    versionID: delta.versionID,
    full: false,
    delete: delta.delete,
    insert: lookup(delta.insert),
    update: lookup(delta.update),
    sortVersion: delta.sortVersion,
  };
}

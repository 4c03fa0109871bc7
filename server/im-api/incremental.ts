import * as z from 'zod';
import type { VersionDelta } from '../sync/version-log.ts';
import { imID } from '../protocol/im-ids.ts';

export const incrementalRequest = z.object({
  userID: imID,
  versionID: z.string().default(''),
  version: z.number().int().min(0).default(0),
});

export const fullIDsRequest = z.object({ userID: imID, idHash: z.number().default(0) });

/** The shape of an incremental answer whose items are `item`s (incrementalResponse adds sortVersion). */
export const incrementalAnswer = <T extends z.ZodType>(item: T) =>
  incrementalBase(item).extend({ sortVersion: z.number().int() });

export const incrementalBase = <T extends z.ZodType>(item: T) =>
  z.object({
    version: z.number().int(),
    versionID: z.string(),
    full: z.boolean().describe('The caller must page the whole list instead'),
    delete: z.array(z.string()),
    insert: z.array(item),
    update: z.array(item),
  });

/** The answer of get_full_*_ids: every ID of the list under `key` (`equal` is never true here). */
export const fullIDsAnswer = <K extends string>(key: K) =>
  z.object({
    version: z.number().int(),
    versionID: z.string(),
    equal: z.boolean(),
    ...({ [key]: z.array(z.string()) } as Record<K, z.ZodArray<z.ZodString>>),
  });

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

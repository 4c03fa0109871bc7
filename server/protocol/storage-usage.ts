import * as z from 'zod';

/** Ours, the embedded IM's only: what users keep in uploads, against the quotas (the admin console shows it). */
export const storageUsage = z.object({
  totalQuotaBytes: z.number().int(),
  dailyQuotaBytes: z.number().int(),
  users: z.array(
    z.object({
      userID: z.string(),
      storedBytes: z.number().int().describe('Each stored file once, however many names publish it'),
      lastDayBytes: z.number().int().describe('Stored in the last 24 hours'),
    }),
  ),
});

export type StorageUsage = z.infer<typeof storageUsage>;

/** Users asked about at once: one page of the console's user list. */
export const MAX_USAGE_USERS = 100;

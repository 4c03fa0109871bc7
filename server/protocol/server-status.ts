import * as z from 'zod';
import type { ServerStatus } from '../../wire/server-status.ts';

/** The answer's check and its OpenAPI description; the type itself is shared with the console (wire/). */
export const serverStatus = z.object({
  version: z.string().describe("The server's package version"),
  schemaVersion: z.number().int().min(0).describe('The newest database migration applied'),
  uptimeSeconds: z.number().int().min(0),
  connections: z.number().int().min(0).describe('Open gateway connections'),
  onlineUsers: z.number().int().min(0).describe('Users with at least one open connection'),
  messagesPerMinute: z.number().int().min(0).describe('Messages stored in the last 60 seconds'),
  databaseBytes: z.number().int().min(0),
  uploadBytes: z.number().int().min(0),
  media: z.enum(['up', 'down', 'none']).describe('The media server: answering, not answering, or not configured'),
}) satisfies z.ZodType<ServerStatus>;

export type { ServerStatus };

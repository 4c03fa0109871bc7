import { readFileSync } from 'node:fs';
import * as z from 'zod';
import type { Db } from '../db/database.ts';
import { databaseBytes, uploadBytes } from '../db/sizes.ts';
import type { MediaState } from '../media/media-probe.ts';
import { MessageRate } from '../metrics/message-rate.ts';
import type { Services } from '../services/services.ts';
import { requireAdmin, type ImRouter } from './route.ts';
import { serverStatus, type ServerStatus } from '../protocol/server-status.ts';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * Ours, beside OpenIM's /statistic/* routes: the running server at a glance for the admin console (issue 29 point 1),
 * from the pieces /metrics and /healthz read. Admin only. Each figure is cheap: counters, a stat and one indexed SUM;
 * the media server's answer is cached by its probe.
 */
export function registerServerStatusRoute(
  router: ImRouter,
  { hub, messages }: Pick<Services, 'hub' | 'messages'>,
  { db, mediaState }: { db: Db; mediaState: () => Promise<MediaState> },
): void {
  const rate = new MessageRate();
  messages.onStored(() => rate.record());
  router.post(
    '/statistic/server_status',
    z.object({}).passthrough(),
    async ({ caller }): Promise<ServerStatus> => {
      requireAdmin(caller);
      return {
        version: VERSION,
        schemaVersion: db.prepare('SELECT COALESCE(MAX(id), 0) FROM schema_migrations').pluck().get() as number,
        uptimeSeconds: Math.floor(process.uptime()),
        connections: hub.size,
        onlineUsers: hub.userCount,
        messagesPerMinute: rate.perMinute(),
        databaseBytes: databaseBytes(db),
        uploadBytes: uploadBytes(db),
        media: await mediaState(),
      };
    },
    { adminOnly: true, response: serverStatus },
  );
}

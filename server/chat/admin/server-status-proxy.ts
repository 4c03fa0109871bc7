import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import { serverStatus } from '../../protocol/server-status.ts';
import { MAX_USAGE_USERS, storageUsage } from '../../protocol/storage-usage.ts';
import type { ChatRouter } from '../chat-router.ts';
import type { ImPort } from '../im-port.ts';

/**
 * The server section of the admin console: the IM server's own figures (version, uptime, connections, messages per
 * minute, sizes, media server), asked of IM through the port like every other call from the chat service. An IM
 * server that does not report them (OpenIM's own) gets 1004.
 */
export function registerServerStatusProxy(router: ChatRouter, im: Pick<ImPort, 'serverStatus' | 'storageUsage'>): void {
  // The users page of the console: each user's uploads against the storage quotas.
  router.admin(
    '/statistic/storage_usage',
    z.object({ userIDs: z.array(z.string().max(64)).max(MAX_USAGE_USERS) }),
    async ({ body }) => {
      const usage = await im.storageUsage(body.userIDs);
      if (!usage) throw new ApiError(1004, 'RecordNotFoundError', 'this IM server does not report storage use');
      return usage;
    },
    { response: storageUsage, errors: [1004] },
  );

  router.admin(
    '/statistic/server_status',
    z.object({}).passthrough(),
    async () => {
      const status = await im.serverStatus();
      if (!status) throw new ApiError(1004, 'RecordNotFoundError', 'this IM server does not report its status');
      return status;
    },
    { response: serverStatus, errors: [1004] },
  );
}

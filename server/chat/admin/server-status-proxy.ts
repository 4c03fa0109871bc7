import * as z from 'zod';
import type { ChatRouter } from '../chat-router.ts';
import type { ImAdminClient } from '../im-admin-client.ts';

/**
 * The server section of the admin console: the IM server's own figures (version, uptime, connections, messages per
 * minute, sizes, media server), asked through IM's API like every other call from the chat service.
 */
export function registerServerStatusProxy(router: ChatRouter, im: ImAdminClient): void {
  router.admin('/statistic/server_status', z.object({}).passthrough(), () => im.serverStatus());
}

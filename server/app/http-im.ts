import type { ServerContext } from '../services/services.ts';
import { ImAdminClient } from '../chat/im-admin-client.ts';
import { HttpIm } from '../chat/http-im.ts';

/**
 * The chat service's port over OpenIM's REST API and webhooks (server/chat/http-im.ts). The call and meeting rooms
 * learn from its after-send and member-change webhooks (server/chat/rooms/): OpenIM posts after-send for
 * online-only messages too (internal/rpc/msg/send.go calls the after-send webhook for every message sent), so the
 * chat service hears each invite, accept, cancel and hang-up, and keeps them in its database.
 */
export function httpIm({ config, logger }: ServerContext, apiURL: () => string): HttpIm {
  const client = new ImAdminClient(apiURL, config.adminUserID, config.adminSecret);
  return new HttpIm(client, logger.child({ module: 'chat-im' }), config.chatImCacheMs);
}

import type { Logger } from 'pino';
import type { ChatTokenStore, SessionEndReason } from './chat-tokens.ts';
import type { ImPort } from './im-port.ts';

const PLATFORM_IDS = 12;
/** IM's admin platform: its tokens are the admin's, never a user's. */
const ADMIN_PLATFORM = 10;

/**
 * Every session of the user ends: the chat tokens go (answering `reason` if one is given), and IM logs the user out
 * on every platform, which revokes the IM tokens and closes their sockets.
 */
export async function endAllSessions(
  deps: { chatTokens: ChatTokenStore; im: Pick<ImPort, 'forceLogout'>; logger: Logger },
  userID: string,
  reason?: SessionEndReason,
): Promise<void> {
  // Before the kick: a kicked device asks why with its chat token, and must hear the reason.
  await deps.chatTokens.revokeAll(userID, reason);
  for (let platformID = 1; platformID <= PLATFORM_IDS; platformID++) {
    if (platformID === ADMIN_PLATFORM) continue;
    await deps.im
      .forceLogout(userID, platformID)
      .catch((error: unknown) => deps.logger.warn({ err: error, userID, platformID }, 'force logout failed'));
  }
}

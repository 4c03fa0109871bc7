import type { Logger } from 'pino';
import type { ChatTokenStore, SessionEndReason } from './chat-tokens.ts';
import type { ImPort } from './im-port.ts';
import type { PushSubscriptions } from './push/push-subscriptions.ts';

const PLATFORM_IDS = 12;
/** IM's admin platform: its tokens are the admin's, never a user's. */
const ADMIN_PLATFORM = 10;

/**
 * Every session of the user ends: the chat tokens go (answering `reason` if one is given), IM logs the user out
 * on every platform, which revokes the IM tokens and closes their sockets, and the browsers subscribed to the user's
 * pushes hear nothing more, even one an intruder registered.
 */
export async function endAllSessions(
  deps: {
    chatTokens: ChatTokenStore;
    im: Pick<ImPort, 'forceLogout'>;
    pushSubscriptions: Pick<PushSubscriptions, 'removeUser'>;
    logger: Logger;
  },
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
  // After the logouts: no token of the user can subscribe a browser again (a subscribe under way when they ran
  // asks IM once more after saving, and takes its subscription back: push-routes.ts).
  await deps.pushSubscriptions.removeUser(userID);
}

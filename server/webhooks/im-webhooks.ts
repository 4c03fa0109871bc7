import type { Logger } from 'pino';
import type { Services } from '../services/services.ts';
import { ContentType } from '../messaging/message-model.ts';
import type { ClientConnection } from '../presence/connection-hub.ts';
import { currentOperationID } from '../messaging/operation-context.ts';
import { WebhookSender, type WebhookOutcome } from './webhook-sender.ts';
import { afterSendBody, groupEventBody, relationEventBody, userStatusBodies } from './webhook-bodies.ts';
import { beforeAddFriendWebhook } from './before-callbacks.ts';

/** OpenIM renews a connected user's online state every OnlineExpire/3 (30 min / 3), firing "online" again. */
const RENEWAL_MS = 10 * 60_000;

export interface ImWebhookOptions {
  url: string;
  timeoutMs: number;
  logger: Logger;
  onOutcome?: (command: string, outcome: WebhookOutcome) => void;
  renewalMs?: number;
  /** Callbacks each queue holds before it drops (default 1000). */
  capacity?: number;
  /** webhooks.yml's beforeAddFriend, when enabled: the IM waits for the answer before storing a friend application. */
  beforeAddFriend?: { timeoutMs: number; failedContinue: boolean };
  now?: () => number;
}

/**
 * The embedded IM's OpenIM webhooks (server/protocol/OPENIM-WEBHOOKS.md): every after-callback the IM has an event
 * for, posted to `<url>/<command>` as open-im-server v3.8.3 posts it, and never in the way of the write that caused
 * it. As on OpenIM, where each service (msg, group, relation, gateway) has a webhook client and queue of its own, each
 * kind of callback has its own queue: a flood of status changes cannot crowd out the after-send callbacks.
 */
export function startImWebhooks(
  services: Pick<Services, 'messages' | 'hub' | 'groupEvents' | 'relationEvents' | 'friendApplicationChecks'>,
  options: ImWebhookOptions,
): { idle: () => Promise<void>; stop: () => void } {
  const now = options.now ?? Date.now;
  const queue = () =>
    new WebhookSender({
      // Joined as OpenIM joins it: url + "/" + command, whatever the url ends with.
      url: options.url,
      timeoutMs: options.timeoutMs,
      logger: options.logger,
      onOutcome: options.onOutcome,
      capacity: options.capacity,
    });
  const senders = { messages: queue(), groups: queue(), relations: queue(), gateway: queue() };

  services.messages.onStored((_stored, _conversationID, _recipients, operationID, accepted) => {
    // Typing is the one content type OpenIM never reports.
    if (accepted.contentType === ContentType.typing) return;
    const body = afterSendBody(accepted, operationID);
    if (body) senders.messages.post(body, operationID);
  });
  services.messages.onNotified((msg, given) => {
    // A notification runs under the request that caused it; OpenIM's carries that request's operationID.
    const operationID = given || currentOperationID();
    const body = afterSendBody(msg, operationID, true);
    if (body) senders.messages.post(body, operationID);
  });
  services.groupEvents.on((event) => senders.groups.post(groupEventBody(event), event.operationID));
  services.relationEvents.on((event) => senders.relations.post(relationEventBody(event), event.operationID));
  if (options.beforeAddFriend) {
    const { url, logger, onOutcome } = options;
    services.friendApplicationChecks.add(
      beforeAddFriendWebhook({ url, logger, onOutcome, ...options.beforeAddFriend }),
    );
  }

  // The gateway's operation IDs: OpenIM's status worker names its own "p_<pid>_<n>".
  let statusCount = 0;
  const lastReported = new Map<string, number>();
  const reportStatus = (userID: string, connections: readonly ClientConnection[], leftPlatformID?: number) => {
    const operationID = `p_${process.pid}_${++statusCount}`;
    if (connections.length > 0) lastReported.set(userID, now());
    else lastReported.delete(userID);
    for (const body of userStatusBodies(userID, connections, leftPlatformID, operationID, now())) {
      senders.gateway.post(body, operationID);
    }
  };
  services.hub.onConnectionChange(reportStatus);

  const renewalMs = options.renewalMs ?? RENEWAL_MS;
  const renewal = setInterval(() => {
    const deadline = now() - renewalMs;
    for (const [userID, reportedAt] of lastReported) {
      if (reportedAt > deadline) continue;
      const connections = services.hub.connectionsOf(userID);
      if (connections.length === 0) lastReported.delete(userID);
      else reportStatus(userID, connections);
    }
  }, renewalMs);
  renewal.unref();

  return {
    idle: async () => {
      await Promise.all(Object.values(senders).map((sender) => sender.idle()));
    },
    stop: () => {
      clearInterval(renewal);
      for (const sender of Object.values(senders)) sender.close();
    },
  };
}

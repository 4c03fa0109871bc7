import type { Logger } from 'pino';
import { ApiError } from '../protocol/api-envelope.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { MessageService } from '../messaging/message-service.ts';
import type { PullService } from '../messaging/pull-service.ts';
import type { PresenceVisibility } from '../relation/presence-visibility.ts';
import type { GatewayRequest } from '../protocol/ws-envelope.ts';
import type { ClientConnection, ConnectionHub } from '../presence/connection-hub.ts';
import * as pb from '../protocol/protobuf.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { checkMessageSize } from '../messaging/client-send-rules.ts';
import { ConnectionLimits } from './connection-limits.ts';
import { SendLimiter } from './send-limiter.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

/** The gateway's request kinds (openim-ws-gateway.md): client requests below 2000, server pushes from 2001. */
export const ReqIdentifier = {
  getNewestSeq: 1001,
  pullMsgByRange: 1002,
  sendMsg: 1003,
  pullMsgBySeqList: 1005,
  getConvMaxReadSeq: 1006,
  pullConvLastMessage: 1007,
  pushMsg: 2001,
  kickOnline: 2002,
  logout: 2003,
  setBackgroundStatus: 2004,
  subUserOnlineStatus: 2005,
} as const;

/** Every request identifier the gateway answers (pushes and kicks go the other way). */
const ANSWERED = new Set<number>(
  Object.values(ReqIdentifier).filter((id) => id !== ReqIdentifier.pushMsg && id !== ReqIdentifier.kickOnline),
);

/**
 * A request's metric label: its identifier when the gateway answers it, else `other`. Labels never come from what
 * a client makes up, or each made-up identifier would be a new series in /metrics.
 */
export const requestLabel = (reqIdentifier: number) => (ANSWERED.has(reqIdentifier) ? String(reqIdentifier) : 'other');

export interface GatewayServices {
  tokens: TokenStore;
  hub: ConnectionHub;
  messages: MessageService;
  pulls: PullService;
  presence: PresenceVisibility;
  logger: Logger;
  metrics?: Pick<ServerMetrics, 'gatewayRequests' | 'framesSent'>;
}

/** Answers one decoded request of a signed-in connection: the protobuf reply's bytes, or an ApiError. */
export function createRequestDispatcher(services: GatewayServices) {
  const { tokens, hub, messages, pulls, presence } = services;
  const sendLimiter = new SendLimiter();

  /**
   * Logout (2003) ends this login for real: its token is revoked and the login's other sockets (other tabs) are
   * closed. The request's own userID and platformID fields are ignored: a login ends only itself. Its Web Push
   * subscriptions are the chat service's, which the client's sign-out reaches itself (/chat/account/logout).
   */
  function endLogin(connection: ClientConnection): void {
    tokens.revoke(connection.token);
    for (const other of hub.connectionsOf(connection.userID)) {
      if (other === connection || other.token !== connection.token) continue;
      hub.remove(other);
      other.kick();
    }
  }

  return async function dispatch(
    connection: ClientConnection,
    request: GatewayRequest,
  ): Promise<Uint8Array | undefined> {
    const userID = connection.userID;
    const decode = <T>(decoder: (bytes: Uint8Array) => T): T => {
      try {
        return decoder(request.data);
      } catch (error) {
        throw new ApiError(1001, 'ArgsError', `bad protobuf: ${(error as Error).message}`);
      }
    };
    switch (request.reqIdentifier) {
      case ReqIdentifier.getNewestSeq:
        return pb.encodeGetMaxSeqResp(await pulls.newestSeqs(userID));
      case ReqIdentifier.pullMsgByRange: {
        const { seqRanges, order } = decode(pb.decodePullMessageBySeqsReq);
        const maps = await pulls.pullRanges(userID, seqRanges, order);
        return pb.encodeMessageMaps(maps.msgs, maps.notificationMsgs);
      }
      case ReqIdentifier.sendMsg: {
        await sendLimiter.take(connection.id, userID);
        checkMessageSize(request.data.byteLength);
        const msg = decode(pb.decodeMsgData);
        const sent = await messages.send(userID, msg, request.operationID || undefined);
        return pb.encodeUserSendMsgResp(sent.serverMsgID, sent.clientMsgID, sent.sendTime);
      }
      case ReqIdentifier.pullMsgBySeqList: {
        const { conversations, order } = decode(pb.decodeGetSeqMessageReq);
        const maps = await pulls.seqMessages(userID, conversations, order);
        return pb.encodeMessageMaps(maps.msgs, maps.notificationMsgs);
      }
      case ReqIdentifier.getConvMaxReadSeq: {
        const { conversationIDs } = decode(pb.decodeHasReadAndMaxSeqReq);
        return pb.encodeHasReadAndMaxSeqResp(await pulls.hasReadAndMaxSeqs(userID, conversationIDs));
      }
      case ReqIdentifier.pullConvLastMessage: {
        const { conversationIDs } = decode(pb.decodeGetLastMessageReq);
        return pb.encodeGetLastMessageResp(await pulls.lastMessages(userID, conversationIDs));
      }
      case ReqIdentifier.logout:
        endLogin(connection);
        return undefined;
      case ReqIdentifier.setBackgroundStatus:
        connection.isBackground = decode(pb.decodeSetAppBackgroundStatusReq).isBackground;
        return undefined;
      case ReqIdentifier.subUserOnlineStatus: {
        const { subscribeUserID, unsubscribeUserID } = decode(pb.decodeSubUserOnlineStatus);
        if (
          subscribeUserID.length > ConnectionLimits.subscriptionsPerConnection ||
          hub.subscriptionsAfter(connection, subscribeUserID, unsubscribeUserID) >
            ConnectionLimits.subscriptionsPerConnection
        ) {
          throw new ApiError(
            ErrorCode.SubscriptionLimit,
            'SubscriptionLimit',
            `at most ${ConnectionLimits.subscriptionsPerConnection} users per connection`,
          );
        }
        hub.subscribe(connection, subscribeUserID, unsubscribeUserID);
        // One element per subscribed user, offline ones with an empty list: the SDK waits for each.
        return pb.encodeSubUserOnlineStatusTips(
          subscribeUserID.map((id) => ({
            userID: id,
            onlinePlatformIDs: presence.platformsFor(userID, id, hub.onlinePlatforms(id)),
          })),
        );
      }
      default:
        // An unknown request costs what a send costs: a flood of them is refused (1452) like a flood of sends.
        await sendLimiter.take(connection.id, userID);
        throw new ApiError(1001, 'ArgsError', `unknown reqIdentifier ${request.reqIdentifier}`);
    }
  };
}

import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { ApiError } from '../protocol/api-envelope.ts';
import { TokenError, type TokenStore } from '../auth/tokens.ts';
import type { MessageService } from '../messaging/message-service.ts';
import type { PullService } from '../messaging/pull-service.ts';
import type { PresenceVisibility } from '../relation/presence-visibility.ts';
import { decodeRequestFrame, encodeResponseFrame, FrameError, type GatewayRequest } from '../protocol/ws-envelope.ts';
import type { ClientConnection, ConnectionHub } from '../presence/connection-hub.ts';
import * as pb from '../protocol/protobuf.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { checkMessageSize } from '../messaging/client-send-rules.ts';
import { ConnectionLimits } from './connection-limits.ts';
import { SendLimiter } from './send-limiter.ts';
import { CorkedWrites } from './corked-writes.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

const ReqIdentifier = {
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

const ARGS_ERROR = 1602; // ConnArgsErr

export interface GatewayServices {
  tokens: TokenStore;
  hub: ConnectionHub;
  messages: MessageService;
  pulls: PullService;
  presence: PresenceVisibility;
  logger: Logger;
  metrics?: Pick<ServerMetrics, 'gatewayRequests' | 'framesSent'>;
}

interface Handshake {
  userID: string;
  platformID: number;
  token: string;
  isBackground: boolean;
}

/** The first frame, always a JSON text frame (openim-ws-gateway.md §1.3). */
const firstFrame = (errCode: number, errMsg: string, errDlt = '') => JSON.stringify({ errCode, errMsg, errDlt });

function readHandshake(request: IncomingMessage, tokens: TokenStore, hub: ConnectionHub): Handshake {
  const query = new URL(request.url ?? '/', 'http://gateway').searchParams;
  const userID = query.get('sendID') ?? '';
  const token = query.get('token') ?? '';
  const platformID = Number(query.get('platformID'));
  const sdkType = query.get('sdkType') ?? '';
  if (!userID || !token || !Number.isInteger(platformID) || platformID <= 0 || !['', 'go'].includes(sdkType)) {
    throw new ApiError(
      ARGS_ERROR,
      'ConnArgsErr',
      'sendID, token and platformID are required; only the gob SDK is served',
    );
  }
  let owner;
  try {
    owner = tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError(error.code, error.message);
    throw error;
  }
  if (owner.userID !== userID || owner.platformID !== platformID) {
    throw new ApiError(1502, 'TokenInvalidError', 'token does not belong to this user and platform');
  }
  if (hub.socketsOfToken(userID, token) >= ConnectionLimits.socketsPerToken) {
    throw new ApiError(
      ErrorCode.ConnOverMaxNumLimit,
      'ConnOverMaxNumLimit',
      `at most ${ConnectionLimits.socketsPerToken} sockets per login`,
    );
  }
  return { userID, platformID, token, isBackground: query.get('isBackground') === 'true' };
}

let nextConnectionID = 1;

const PING_EVERY_MS = 25_000;
const DEAD_AFTER_MS = 30_000;

export function createConnectionHandler(services: GatewayServices) {
  const { tokens, hub, messages, pulls, presence, logger, metrics } = services;
  const sendLimiter = new SendLimiter();
  const writes = new CorkedWrites();

  hub.onStatusChange((userID, onlinePlatformIDs) => {
    // Only those who may see the user's presence hear of it (deltas.md 19); a stranger's subscription stays silent.
    const watchers = hub.watchersOf(userID).filter((watcher) => presence.sees(watcher.userID, userID));
    if (watchers.length === 0) return;
    const frame = encodeResponseFrame({
      reqIdentifier: ReqIdentifier.subUserOnlineStatus,
      operationID: `status-${Date.now()}`,
      data: pb.encodeSubUserOnlineStatusTips([{ userID, onlinePlatformIDs }]),
    });
    for (const watcher of watchers) watcher.send(frame);
  });

  return function onConnection(socket: WebSocket, request: IncomingMessage): void {
    let handshake: Handshake;
    try {
      handshake = readHandshake(request, tokens, hub);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(500, 'ServerInternalError');
      socket.send(firstFrame(apiError.errCode, apiError.errMsg, apiError.errDlt), () => socket.close(1000));
      return;
    }

    let lastHeard = Date.now();
    const connection: ClientConnection = {
      id: nextConnectionID++,
      userID: handshake.userID,
      platformID: handshake.platformID,
      token: handshake.token,
      isBackground: handshake.isBackground,
      send(frame) {
        if (socket.readyState !== socket.OPEN) return;
        writes.send(socket, frame);
        metrics?.framesSent.inc();
      },
      kick() {
        if (socket.readyState === socket.OPEN) {
          socket.send(encodeResponseFrame({ reqIdentifier: ReqIdentifier.kickOnline }), { binary: true }, () =>
            socket.close(1000),
          );
        }
      },
      close() {
        socket.close(1000);
      },
    };
    const log = logger.child({ conn: connection.id, userID: connection.userID, platformID: connection.platformID });

    // One login per user and platform: a newer token replaces the older one (multiLogin policy 1). The same
    // token again is the same login reconnecting; a stale socket of it dies by the heartbeat.
    for (const older of hub.connectionsOf(connection.userID)) {
      if (older.platformID !== connection.platformID || older.token === connection.token) continue;
      hub.remove(older);
      tokens.markKicked(older.token);
      older.kick();
    }

    socket.send(firstFrame(0, ''));
    hub.add(connection);
    log.debug('connected');

    const heartbeat = setInterval(() => {
      if (Date.now() - lastHeard > DEAD_AFTER_MS) {
        log.info('no pong; dropping connection');
        socket.terminate();
        return;
      }
      socket.ping();
    }, PING_EVERY_MS);
    heartbeat.unref();

    socket.on('pong', () => {
      lastHeard = Date.now();
    });

    socket.on('message', (data, isBinary) => {
      lastHeard = Date.now();
      if (!isBinary) {
        log.warn('text frame after the handshake; closing');
        socket.close(1003);
        return;
      }
      // ws hands over a Buffer (binaryType nodebuffer); Buffer.from(aBuffer) would copy every request once more.
      const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      let request: GatewayRequest;
      try {
        request = decodeRequestFrame(frame);
      } catch (error) {
        if (!(error instanceof FrameError)) throw error;
        log.warn({ err: error.message }, 'malformed frame; closing');
        socket.close(1007);
        return;
      }
      if (request.sendID && request.sendID !== connection.userID) {
        log.warn({ sendID: request.sendID }, 'request for another user; closing');
        socket.close(1008);
        return;
      }
      void handleRequest(connection, request, socket);
    });

    socket.on('close', () => {
      clearInterval(heartbeat);
      hub.remove(connection);
      log.debug('disconnected');
    });
    socket.on('error', (error) => log.warn({ err: error.message }, 'socket error'));
  };

  function reply(
    connection: ClientConnection,
    request: GatewayRequest,
    result: { data?: Uint8Array; errCode?: number; errMsg?: string },
  ) {
    connection.send(
      encodeResponseFrame({
        reqIdentifier: request.reqIdentifier,
        msgIncr: request.msgIncr,
        operationID: request.operationID,
        ...result,
      }),
    );
  }

  async function handleRequest(
    connection: ClientConnection,
    request: GatewayRequest,
    socket: WebSocket,
  ): Promise<void> {
    logger.trace(
      { userID: connection.userID, reqIdentifier: request.reqIdentifier, bytes: request.data.length },
      'request',
    );
    const timed = metrics?.gatewayRequests.startTimer({ req_identifier: String(request.reqIdentifier) });
    try {
      const data = await dispatch(connection, request);
      reply(connection, request, { data });
      timed?.({ outcome: 'ok' });
      if (request.reqIdentifier === ReqIdentifier.logout) socket.close(1000);
    } catch (error) {
      if (error instanceof ApiError) {
        reply(connection, request, { errCode: error.errCode, errMsg: error.errMsg });
        timed?.({ outcome: 'refused' });
        return;
      }
      logger.error({ err: error, reqIdentifier: request.reqIdentifier }, 'gateway request failed');
      reply(connection, request, { errCode: 500, errMsg: 'ServerInternalError' });
      timed?.({ outcome: 'error' });
    }
  }

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

  async function dispatch(connection: ClientConnection, request: GatewayRequest): Promise<Uint8Array | undefined> {
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
        throw new ApiError(1001, 'ArgsError', `unknown reqIdentifier ${request.reqIdentifier}`);
    }
  }
}

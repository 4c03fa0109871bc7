import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { ApiError } from '../protocol/api-envelope.ts';
import { decodeRequestFrame, encodeResponseFrame, FrameError, type GatewayRequest } from '../protocol/ws-envelope.ts';
import type { ClientConnection } from '../presence/connection-hub.ts';
import * as pb from '../protocol/protobuf.ts';
import { CorkedWrites } from './corked-writes.ts';
import { firstFrame, readHandshake, type Handshake } from './gateway-handshake.ts';
import { createRequestDispatcher, ReqIdentifier, requestLabel, type GatewayServices } from './request-dispatch.ts';

let nextConnectionID = 1;

const PING_EVERY_MS = 25_000;
const DEAD_AFTER_MS = 30_000;

export function createConnectionHandler(services: GatewayServices) {
  const { tokens, hub, presence, logger, metrics } = services;
  const writes = new CorkedWrites();
  const dispatch = createRequestDispatcher(services);

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
    const timed = metrics?.gatewayRequests.startTimer({ req_identifier: requestLabel(request.reqIdentifier) });
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
}

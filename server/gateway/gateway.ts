import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../http/app.ts';

export const GATEWAY_PATH = '/msg_gateway';

export type ConnectionHandler = (socket: WebSocket, request: IncomingMessage) => void;

/**
 * Mounts the message gateway's WebSocket endpoint. The protocol handler (openim-ws-gateway.md) plugs in as
 * `onConnection`; without one, the first frame tells the SDK the gateway cannot serve it, and the SDK retries.
 */
export function registerGateway(app: FastifyInstance, _context: AppContext, onConnection?: ConnectionHandler): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const handle: ConnectionHandler =
    onConnection ??
    ((socket) => {
      socket.send(
        JSON.stringify({ errCode: 500, errMsg: 'ServerInternalError', errDlt: 'message gateway unavailable' }),
      );
      socket.close(1011);
    });

  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== GATEWAY_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => handle(ws, request));
  });

  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
}

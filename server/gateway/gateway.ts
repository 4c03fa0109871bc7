import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const GATEWAY_PATH = '/msg_gateway';

export type ConnectionHandler = (socket: WebSocket, request: IncomingMessage) => void;

/** Mounts the message gateway's WebSocket endpoint; `handle` speaks the protocol (connection.ts). */
export function registerGateway(app: FastifyInstance, handle: ConnectionHandler): void {
  // Requests are small; the reference server's own limit is 51200 bytes.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });

  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    // The reference serves every path; /msg_gateway is ours, and / keeps wsAddr values without a path working.
    if (path !== GATEWAY_PATH && path !== '/') {
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

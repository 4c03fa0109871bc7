import { once } from 'node:events';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { decodeRequestFrame } from '../../server/protocol/ws-envelope.ts';

export interface StallingGateway {
  /** The address to give the app as its message gateway. */
  url: string;
  /** How many requests of the stalled kind the app has sent. */
  stalled(): number;
  close(): Promise<void>;
}

/**
 * A message gateway in front of the real one that never passes on requests of one kind, as a link that drops them.
 * The SDK opens its socket in its own worker, where Playwright's WebSocket routing does not reach, so the cut is
 * made here, between the browser and the server.
 */
export async function stallingGateway(gatewayURL: string, stalledReqIdentifier: number): Promise<StallingGateway> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  let stalled = 0;
  server.on('connection', (client, request) => {
    const query = request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const upstream = new WebSocket(`${gatewayURL}${query}`);
    const waiting: { data: RawData; isBinary: boolean }[] = [];
    upstream.on('open', () => {
      for (const { data, isBinary } of waiting.splice(0)) upstream.send(data, { binary: isBinary });
    });
    client.on('message', (data, isBinary) => {
      if (isBinary && decodeRequestFrame(data as Buffer).reqIdentifier === stalledReqIdentifier) {
        stalled += 1;
        return;
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
      else waiting.push({ data, isBinary });
    });
    upstream.on('message', (data, isBinary) => client.send(data, { binary: isBinary }));
    client.on('close', () => upstream.close());
    upstream.on('close', () => client.close());
    upstream.on('error', () => client.close());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}`,
    stalled: () => stalled,
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers a hop sets for itself, never passed on. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'content-encoding']);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Passes every HTTP request on to `target` unchanged, and keeps the path of each: how a test counts what a chat
 * service copy asks of the real IM behind it.
 */
export async function countingForwarder(target: string) {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    void (async () => {
      try {
        const headers = Object.entries(request.headers).flatMap(([name, value]) =>
          HOP_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
        );
        const body =
          request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await bodyOf(request));
        const answer = await fetch(`${target}${request.url ?? ''}`, { method: request.method, headers, body });
        const passed: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!HOP_HEADERS.has(name)) passed[name] = value;
        });
        response.writeHead(answer.status, passed);
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        response.writeHead(502).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';

export interface RoundRobinOptions {
  /** The chat-service copies, e.g. http://127.0.0.1:11421; /chat/* goes to them in turn. */
  chatCopies: readonly string[];
  /** The IM side (the embedded server or an OpenIM gateway): everything else, WebSocket upgrades included. */
  im: string;
  /** How long a copy that refused a connection is skipped before it is tried again. */
  deadForMs?: number;
  /** Extra routes of the tool itself (the tests' topology view); answered before any proxying. */
  own?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** The largest request body replayed to another copy (the chat service's own body limit). */
const MAX_BODY = 1024 * 1024;

/** Errors that mean the copy never took the request, so it is safe to send it to another. */
const NOT_TAKEN = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * A small front for a topology on one origin, as a browser needs it: /chat/* round-robin to N chat-service copies,
 * everything else (the PWA, /api, /msg_gateway, objects) to IM. A test and operations tool, not a production load
 * balancer: a copy that refuses a connection is skipped for `deadForMs` and the request (its body kept) goes to
 * the next one; a request a copy took and then dropped is answered 502, as any balancer must (it may have run).
 */
export function startRoundRobinProxy(options: RoundRobinOptions, port: number, host = '127.0.0.1'): Promise<Server> {
  const proxy = httpProxy.createProxyServer({ ws: true, xfwd: true });
  const deadUntil = new Map<string, number>();
  const deadForMs = options.deadForMs ?? 2000;
  let turn = 0;

  const nextCopies = () => {
    const now = Date.now();
    const start = turn++ % options.chatCopies.length;
    const ordered = [...options.chatCopies.slice(start), ...options.chatCopies.slice(0, start)];
    const alive = ordered.filter((copy) => (deadUntil.get(copy) ?? 0) <= now);
    // All marked dead: try them all anyway rather than refuse outright.
    return alive.length > 0 ? alive : ordered;
  };

  const fail = (response: ServerResponse, status: number, message: string) => {
    if (!response.headersSent) response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ errCode: status, errMsg: message, errDlt: '' }));
  };

  const toCopies = async (request: IncomingMessage, response: ServerResponse) => {
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      return fail(response, 413, 'request body too large');
    }
    for (const copy of nextCopies()) {
      const outcome = await new Promise<'done' | 'not-taken' | 'dropped'>((resolve) => {
        response.once('finish', () => resolve('done'));
        proxy.web(request, response, { target: copy, buffer: Readable.from([body]) }, (error) => {
          const code = (error as NodeJS.ErrnoException).code ?? '';
          resolve(NOT_TAKEN.has(code) ? 'not-taken' : 'dropped');
        });
      });
      if (outcome === 'done') return;
      if (outcome === 'dropped') return fail(response, 502, 'the chat service copy dropped the request');
      deadUntil.set(copy, Date.now() + deadForMs);
    }
    fail(response, 503, 'no chat service copy answers');
  };

  const server = createServer((request, response) => {
    if (options.own?.(request, response)) return;
    const path = request.url ?? '/';
    if (path === '/chat' || path.startsWith('/chat/')) return void toCopies(request, response);
    proxy.web(request, response, { target: options.im }, () => fail(response, 502, 'IM does not answer'));
  });
  // The SDK's WebSocket (/msg_gateway) and anything else upgraded belongs to IM.
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    proxy.ws(request, socket, head, { target: options.im }, () => socket.destroy());
  });
  server.on('close', () => proxy.close());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The routes of OpenIM's open-source chat service v1.8 that a client calls (chat-service.md §1.3, read from
 * openimsdk/chat v1.8.4 internal/api/chat): no moments, no directory, no e-mail change, no capability answer.
 */
const OPENIM_CHAT_ROUTES = new Set([
  '/account/code/send',
  '/account/code/verify',
  '/account/register',
  '/account/login',
  '/account/password/reset',
  '/account/password/change',
  '/user/update',
  '/user/find/public',
  '/user/find/full',
  '/user/search/full',
  '/user/search/public',
  '/user/rtc/get_token',
  '/friend/search',
  '/applet/find',
  '/client_config/get',
  '/application/latest_version',
  '/application/page_versions',
  '/callback/open_im',
]);

/** Whether OpenIM Server v3.8 + chat v1.8 have the route: the chat routes above, and every IM route. */
function openImHas(path: string): boolean {
  if (path.startsWith('/chat/')) return OPENIM_CHAT_ROUTES.has(path.slice('/chat'.length));
  return path.startsWith('/api/');
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': '*',
};

/**
 * The embedded server with only OpenIM's route set: a front on another port that passes OpenIM's routes through
 * unchanged and answers the others as OpenIM's gin routers do (404, "404 page not found", CORS headers on, since
 * the CORS middleware runs first). The app, pointed at it on /config, meets a chat service and IM API without
 * Parley's additions; everything it does reach is the real server.
 */
export async function startOpenImRouteSet(target: string) {
  /** Each request passed through, with its JSON body: what the app sent OpenIM. */
  const passed: Array<{ path: string; body: unknown }> = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://front').pathname;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      if (!openImHas(path)) {
        response.writeHead(404, { ...CORS, 'content-type': 'text/plain' }).end('404 page not found');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (chunks.length > 0) {
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // Not JSON: only the path is kept.
        }
        passed.push({ path, body });
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      );
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      response.writeHead(answer.status, {
        ...CORS,
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => {
      if (!response.headersSent) response.writeHead(502, CORS);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    passed,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // A browser's kept-alive connections would hold close() open until they time out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    /** The body of the last request to `path` that passed through. */
    lastBody: (path: string) => passed.findLast((entry) => entry.path === path)?.body,
  };
}

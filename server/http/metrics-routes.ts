import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { TokenError, type TokenStore } from '../auth/tokens.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

interface MetricsAccess {
  tokens: TokenStore;
  adminUserID: string;
  /** A separate listener for Prometheus, without a token; off when undefined. */
  port?: number;
  host: string;
}

/**
 * `/metrics` in Prometheus's text format. On the app's port it takes the IM admin token (`token` header), as the
 * admin routes do, because the app's port faces users. `PARLEY_METRICS_PORT` adds a listener that serves only
 * `/metrics`, without a token, on `PARLEY_METRICS_HOST` (loopback by default) for a scraper that cannot hold a
 * short-lived admin token.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, access: MetricsAccess): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        // The route's pattern, never the raw URL: one series per route, whatever the paths requested.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    if (!isAdmin(request, reply, access)) return reply;
    return sendMetrics(metrics, reply);
  });

  if (access.port === undefined) return;
  const port = access.port;
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      void metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, access.host, () => resolve());
    });
    app.log.info({ address: server.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}

function isAdmin(request: FastifyRequest, reply: FastifyReply, { tokens, adminUserID }: MetricsAccess): boolean {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) {
    void reply.code(401).send(fail(ErrorCode.ArgsError, 'ArgsError', 'header must have token'));
    return false;
  }
  try {
    if (tokens.verify(token).userID === adminUserID) return true;
    void reply.code(403).send(fail(ErrorCode.NoPermissionError, 'NoPermissionError', 'admin only'));
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    void reply.code(401).send(fail(error.code, error.message));
  }
  return false;
}

async function sendMetrics(metrics: ServerMetrics, reply: FastifyReply) {
  const text = await metrics.registry.metrics();
  return reply.type(metrics.registry.contentType).send(text);
}

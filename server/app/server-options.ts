import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { isWebhookPath } from '../chat/webhook-routes.ts';

/**
 * How long the routes may take to register: the chat service's routes await its database's migrations and a
 * PostgreSQL connection. Fastify's 10 s default failed a start on a loaded 2-core machine, and a migration on a large
 * table takes longer still; a start that hangs past this fails with the plugin named.
 */
export const PLUGIN_START_TIMEOUT_MS = 120_000;

/** What the embedded server and a chat service copy run alike. */
export function serverOptions(logger: Logger): FastifyServerOptions & { loggerInstance: FastifyBaseLogger } {
  return {
    loggerInstance: logger as FastifyBaseLogger,
    // The SDK sends operationID on every call; use it to tie log lines to client actions.
    requestIdHeader: 'operationid',
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    // A webhook's URL carries the chat service's webhook secret (server/chat/webhook-routes.ts): never logged.
    logController: new LogController({ disableRequestLogging: (request) => isWebhookPath(request.url ?? '') }),
  };
}

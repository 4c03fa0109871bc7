import Fastify, { type FastifyInstance } from 'fastify';
import { registerOpenApi } from '../http/openapi.ts';
import { recordViolation } from '../http/contract-violations.ts';
import { registerHealth } from '../health/health.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { registerClient } from '../static/serve-client.ts';
import { registerGateway } from '../gateway/gateway.ts';
import { imApi } from '../im-api/im-api.ts';
import { chatService } from '../chat/chat-service.ts';
import { serverOptions } from './server-options.ts';
import { inProcessIm } from './in-process-im.ts';
import { httpIm } from './http-im.ts';
import { objectStorage } from '../storage/object-storage.ts';
import { createServices, type ServerContext, type Services } from '../services/services.ts';
import { createConnectionHandler } from '../gateway/connection.ts';
import { registerMetrics } from '../http/metrics-routes.ts';
import { ServerMetrics, type PushOutcome } from '../metrics/server-metrics.ts';
import { mediaProbe } from '../media/media-probe.ts';
import { databaseBytes, uploadBytes } from '../db/sizes.ts';
import { startImWebhooks } from '../webhooks/im-webhooks.ts';

/** `onServices` lets tests reach the stores behind the routes. */
export async function buildApp(
  context: ServerContext,
  onServices?: (services: Services) => void,
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(context.logger));

  await registerSecurityHeaders(app, context.config);
  const services = createServices(context.config, context.db, context.logger);
  onServices?.(services);
  registerOpenApi(app, {
    onViolation: context.config.validateResponses ? recordViolation(context.config.dataDir, app.log) : undefined,
  });
  const mediaState = mediaProbe(() => context.config.livekitURL);
  const metrics = new ServerMetrics({
    connections: () => services.hub.size,
    databaseBytes: () => databaseBytes(context.db),
    uploadBytes: () => uploadBytes(context.db),
    mediaState,
  });
  services.messages.onStored(() => metrics.messagesReceived.inc());
  services.messageStore.aroundTransactions = (transaction) => metrics.timeTransaction(transaction);
  if (context.config.webhookURL) {
    const webhooks = startImWebhooks(services, {
      url: context.config.webhookURL,
      timeoutMs: context.config.webhookTimeoutSeconds * 1000,
      logger: context.logger.child({ module: 'webhooks' }),
      onOutcome: (command, outcome) => metrics.webhookPosts.inc({ command, outcome }),
      beforeAddFriend: context.config.webhookBeforeAddFriend
        ? {
            timeoutMs: context.config.webhookBeforeAddFriendTimeoutSeconds * 1000,
            failedContinue: context.config.webhookBeforeAddFriendFailedContinue,
          }
        : undefined,
    });
    // Tests of the chat service over HTTP wait for the queued callbacks to have been answered (server/test/test-app.ts).
    app.decorate('imWebhooksIdle', () => webhooks.idle());
    // Let callbacks already queued leave (a second at most), then abandon the rest.
    app.addHook('onClose', async () => {
      await Promise.race([webhooks.idle(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      webhooks.stop();
    });
  }
  registerMetrics(app, metrics, {
    tokens: services.tokens,
    adminUserID: context.config.adminUserID,
    port: context.config.metricsPort,
    host: context.config.metricsHost,
  });
  registerHealth(app, context, mediaState);
  await app.register(imApi(context, services, mediaState), { prefix: '/api' });
  // Embedded, the chat service reaches IM over loopback, exactly as it would reach a separate OpenIM server.
  const ownApiURL = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : context.config.port;
    return `http://127.0.0.1:${port}/api`;
  };
  const { config } = context;
  // Beside another IM, or when asked to, the chat service reaches IM only over OpenIM's REST API and webhooks.
  const im =
    config.imApiURL || config.chatImOverHttp
      ? httpIm(context, () => config.imApiURL || ownApiURL())
      : inProcessIm(config, services, ownApiURL);
  const push = {
    pushRules: services.pushRules,
    keys: services.vapidKeys,
    onDelivery: (outcome: PushOutcome) => metrics.pushSends.inc({ outcome }),
  };
  // Off, /chat belongs to separate chat-service copies (server/chat-service-main.ts), fed by this server's webhooks.
  if (config.chatService === 'embedded') await app.register(chatService(context, im, push), { prefix: '/chat' });
  const storage = objectStorage(context, services);
  await app.register(storage.api, { prefix: '/api/object' });
  await app.register(storage.files, { prefix: '/object' });
  registerGateway(
    app,
    createConnectionHandler({ ...services, metrics, logger: context.logger.child({ module: 'gateway' }) }),
  );
  await registerClient(app, context.config);
  return app;
}

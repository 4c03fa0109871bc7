import Fastify, { type FastifyInstance } from 'fastify';
import { registerOpenApi } from '../http/openapi.ts';
import { recordViolation } from '../http/contract-violations.ts';
import { registerHealth } from '../health/health.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { chatService } from '../chat/chat-service.ts';
import { serverOptions } from './server-options.ts';
import { httpIm } from './http-im.ts';
import { mediaProbe } from '../media/media-probe.ts';
import { endpointRules } from '../push/push-endpoints.ts';
import { lazyVapidKeys } from '../push/vapid-keys.ts';
import type { ServerContext } from '../services/services.ts';

/** A setting the chat service cannot run apart without. */
export class ChatServiceConfigError extends Error {}

/**
 * The chat service alone (`npm run chat-service`): /chat, reaching IM only over OpenIM's REST API at
 * PARLEY_IM_API_URL and hearing its changes from OpenIM's webhooks at /chat/openim-webhook/<secret>/<command>.
 * Several copies may run behind any load balancer (docs/past-one-machine.md).
 */
export async function buildChatApp(context: ServerContext): Promise<FastifyInstance> {
  const { config } = context;
  if (!config.imApiURL) throw new ChatServiceConfigError('PARLEY_IM_API_URL must name the OpenIM REST API');
  // Without webhooks, cached IM reads would never be dropped and no call or meeting would ever be known.
  if (!config.chatWebhookSecret)
    throw new ChatServiceConfigError('PARLEY_CHAT_WEBHOOK_SECRET must be set, and OpenIM told the webhook URL');
  const app = Fastify({
    ...serverOptions(context.logger),
    // Behind a balancer every caller would otherwise share its address, and one could trip the per-address limits
    // of all.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
  });
  await registerSecurityHeaders(app, config);
  registerOpenApi(app, {
    onViolation: config.validateResponses ? recordViolation(config.dataDir, app.log) : undefined,
  });
  registerHealth(
    app,
    context,
    mediaProbe(() => config.livekitURL),
  );
  const im = httpIm(context, () => config.imApiURL);
  // Every copy must name the same VAPID keys (PARLEY_VAPID_*), or a browser subscribed through one copy would be
  // refused by the push service when another signs.
  const push = {
    pushRules: endpointRules(config.pushHosts, config.pushTestOrigin),
    keys: lazyVapidKeys(config.dataDir, config),
  };
  await app.register(chatService(context, im, push), { prefix: '/chat' });
  return app;
}

import type { Logger } from 'pino';
import type { EndpointRules } from '../../push/push-endpoints.ts';
import type { VapidKeys } from '../../push/vapid-keys.ts';
import { registerPushRoutes } from './push-routes.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import type { PushOutcome } from '../../metrics/server-metrics.ts';
import type { ChatRouter } from '../chat-router.ts';
import type { ImPort } from '../im-port.ts';
import { ADMIN_PLATFORM } from '../account-fields.ts';
import { PushService } from './push-service.ts';

/** Web Push as the chat service runs it: the server's VAPID keys, which hosts it pushes to, and a hook for /metrics. */
export interface ChatPush {
  pushRules: EndpointRules;
  keys: () => VapidKeys;
  onDelivery?: (outcome: PushOutcome) => void;
}

/**
 * /chat/push/*, behind the IM token (a subscription belongs to one login), and the sender, fed by the port's
 * after-send event. The sender is not awaited: a webhook is answered at once, whatever the push services take.
 */
export function registerChatPush(
  router: ChatRouter,
  im: ImPort,
  push: ChatPush,
  deps: { subscriptions: PushSubscriptions; adminUserID: string; logger: Logger },
): PushService {
  const sender = new PushService(
    deps.subscriptions,
    push.keys,
    push.pushRules,
    im,
    deps.logger.child({ module: 'push' }),
  );
  if (push.onDelivery) sender.onDelivery = push.onDelivery;
  im.onAfterSend((msg) => void sender.afterSend(msg));
  registerPushRoutes(
    (path, schema, handler, contract) =>
      router.imUser(
        path,
        schema,
        ({ body, caller, token }) =>
          handler({
            body,
            caller: {
              ...caller,
              isAdmin: caller.userID === deps.adminUserID || caller.platformID === ADMIN_PLATFORM,
              stillSignedIn: () => im.tokenOwner(token),
            },
          }),
        contract,
      ),
    { subscriptions: deps.subscriptions, pushRules: push.pushRules, publicKey: () => push.keys().publicKey },
  );
  return sender;
}

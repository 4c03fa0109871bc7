import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  beforeWebhookBodySchema,
  webhookBodySchema,
  webhookContinue,
  type BeforeWebhookBody,
  type WebhookBody,
  type WebhookResponse,
} from '../protocol/openim-webhooks.ts';

/** The path OpenIM's webhooks.url names, secret included: `<chat service>/chat/openim-webhook/<secret>`. */
export const WEBHOOK_PATH = '/openim-webhook';
/** Whether a request URL is a webhook's, whose path holds the secret: such requests are not logged. */
export const isWebhookPath = (url: string) => url.startsWith(`/chat${WEBHOOK_PATH}/`);

/** A secret short enough to guess is refused at start. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Receives OpenIM's after-callbacks (`POST <webhooks.url>/<callbackCommand>`). OpenIM signs nothing, so the caller
 * is known by a secret in the path: anyone without it gets 404, as if there were no such route. A body that is not
 * the shape its command has in v3.8.3 (protocol/openim-webhooks.ts), or whose command differs from the URL's, is
 * refused with 400 and changes nothing. The answer is OpenIM's CommonCallbackResp "continue", or for a
 * before-callback (beforeAddFriend) whatever `answer` decides: the IM waits for it and obeys.
 */
export function registerWebhookRoute(
  app: FastifyInstance,
  secret: string,
  received: (body: WebhookBody) => Promise<void>,
  answer?: (body: BeforeWebhookBody) => Promise<WebhookResponse>,
): void {
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH)
    throw new Error(`the webhook secret must have at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`);
  app.post<{ Params: { secret: string; command: string } }>(
    `${WEBHOOK_PATH}/:secret/:command`,
    async (request, reply) => {
      if (!sameSecret(request.params.secret, secret)) return reply.code(404).send({ errCode: 404, errMsg: 'no route' });
      const before = beforeWebhookBodySchema.safeParse(request.body);
      if (answer && before.success && before.data.callbackCommand === request.params.command) {
        request.log.info({ command: before.data.callbackCommand }, 'webhook received');
        return answer(before.data);
      }
      const parsed = webhookBodySchema.safeParse(request.body);
      if (!parsed.success || parsed.data.callbackCommand !== request.params.command) {
        const errDlt = parsed.success ? 'callbackCommand differs from the URL' : parsed.error.issues[0]?.message;
        return reply.code(400).send({ ...webhookContinue, errCode: 1001, errMsg: 'ArgsError', errDlt: errDlt ?? '' });
      }
      request.log.info({ command: parsed.data.callbackCommand }, 'webhook received');
      await received(parsed.data);
      return webhookContinue;
    },
  );
}

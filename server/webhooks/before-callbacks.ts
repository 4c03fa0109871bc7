import type { Logger } from 'pino';
import { ApiError } from '../protocol/api-envelope.ts';
import {
  WEBHOOK_CONTENT_TYPE,
  WEBHOOK_OPERATION_ID_HEADER,
  WebhookCommand,
  webhookUrl,
  type BeforeWebhookBody,
} from '../protocol/openim-webhooks.ts';
import type { FriendApplicationCheck } from '../relation/friend-application-checks.ts';
import { decodeWebhookAnswer, refusalOf } from './webhook-answer.ts';
import type { WebhookOutcome } from './webhook-sender.ts';

/** One before-callback's settings: webhooks.yml's `timeout` and `failedContinue` (its `enable` is whether one is built). */
export interface BeforeCallbackOptions {
  /** OpenIM's `webhooks.url`. */
  url: string;
  timeoutMs: number;
  /** When the receiver cannot be reached or answers something that is not CommonCallbackResp: go on (true) or refuse. */
  failedContinue: boolean;
  logger: Logger;
  onOutcome?: (command: string, outcome: WebhookOutcome) => void;
  fetch?: typeof fetch;
}

/**
 * OpenIM's SyncPost: the operation waits for the receiver's answer and obeys it. A receiver that cannot be reached
 * or times out refuses with 90004 NetworkError, an answer that is not CommonCallbackResp with 90007 DataError, as
 * v3.8.3 does, unless failedContinue. Unlike OpenIM's, the error never names the URL: it holds the webhook secret.
 */
async function postBeforeCallback(
  options: BeforeCallbackOptions,
  body: BeforeWebhookBody,
  operationID: string,
): Promise<ApiError | undefined> {
  const command = body.callbackCommand;
  let failure: ApiError;
  try {
    const response = await (options.fetch ?? fetch)(webhookUrl(options.url, command), {
      method: 'POST',
      headers: { 'content-type': WEBHOOK_CONTENT_TYPE, [WEBHOOK_OPERATION_ID_HEADER]: operationID },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'manual',
    });
    const text = await response.text();
    try {
      const refusal = refusalOf(decodeWebhookAnswer(text));
      options.onOutcome?.(command, 'sent');
      return refusal;
    } catch (error) {
      failure = new ApiError(90007, 'DataError', `${(error as Error).message} response format error`);
    }
  } catch (error) {
    const reason = error instanceof DOMException && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    failure = new ApiError(90004, 'NetworkError', `the ${command} webhook ${reason}`);
  }
  options.onOutcome?.(command, 'failed');
  options.logger.warn(
    { command, reason: failure.errDlt, failedContinue: options.failedContinue },
    'before-webhook failed',
  );
  return options.failedContinue ? undefined : failure;
}

/** beforeAddFriend over HTTP: the body v3.8.3's webhookBeforeAddFriend builds, its answer obeyed. */
export const beforeAddFriendWebhook =
  (options: BeforeCallbackOptions): FriendApplicationCheck =>
  async ({ fromUserID, toUserID, reqMsg, ex }, operationID) => {
    const body = { callbackCommand: WebhookCommand.beforeAddFriend, fromUserID, toUserID, reqMsg, ex };
    const refusal = await postBeforeCallback(options, body, operationID);
    if (refusal) throw refusal;
  };

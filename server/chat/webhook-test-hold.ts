import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callSignalOf, SignalType } from '../calls/call-signal.ts';
import { WebhookCommand, type WebhookBody } from '../protocol/openim-webhooks.ts';
import { roomMessageOf } from './rooms/chat-rooms.ts';

/**
 * Tests only (PARLEY_TEST_WEBHOOK_HOLD, which the chat-apart tests' topology alone sets): while `<dir>/hold` exists,
 * a group call invite's after-send webhook is taken and never answered nor recorded, and `<dir>/held-<pid>` names
 * the copy holding it, so a test can kill exactly that copy mid-webhook (e2e/chat-apart/lost-webhook.spec.ts).
 * Without the setting, `received` itself.
 */
export function withTestHold(
  dir: string,
  received: (body: WebhookBody) => Promise<void>,
): (body: WebhookBody) => Promise<void> {
  if (!dir) return received;
  return (body) => {
    if (body.callbackCommand !== WebhookCommand.afterSendGroupMsg || !existsSync(join(dir, 'hold')))
      return received(body);
    if (callSignalOf(roomMessageOf(body))?.type !== SignalType.invite) return received(body);
    writeFileSync(join(dir, `held-${process.pid}`), body.content);
    return new Promise<void>(() => {});
  };
}

import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { callSignalOf, SignalType } from '../calls/call-signal.ts';
import { WebhookCommand, type WebhookBody } from '../protocol/openim-webhooks.ts';
import { roomMessageOf } from './rooms/chat-rooms.ts';

/**
 * Tests only (PARLEY_TEST_WEBHOOK_CRASH, which the chat-apart tests' topology alone sets): when `<dir>/crash`
 * exists, the first copy to take a group call invite's after-send webhook renames it `<dir>/crashed-<pid>` and dies
 * at once by SIGKILL, before recording anything, as a copy lost mid-webhook does; a test thus kills exactly the copy
 * holding that webhook (e2e/chat-apart/lost-webhook.spec.ts). Without the setting, `received` itself.
 */
export function withTestCrash(
  dir: string,
  received: (body: WebhookBody) => Promise<void>,
): (body: WebhookBody) => Promise<void> {
  if (!dir) return received;
  return (body) => {
    if (body.callbackCommand !== WebhookCommand.afterSendGroupMsg) return received(body);
    if (callSignalOf(roomMessageOf(body))?.type !== SignalType.invite) return received(body);
    try {
      // Atomic: one copy only takes the crash, whichever heard the invite first.
      renameSync(join(dir, 'crash'), join(dir, `crashed-${process.pid}`));
    } catch {
      return received(body);
    }
    process.kill(process.pid, 'SIGKILL');
    return new Promise<void>(() => {});
  };
}

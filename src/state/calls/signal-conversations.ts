import type { ConversationItem } from '../sdk-types';
import { isSignalMessage } from './call-signal';

function latestIsSignal(conversation: ConversationItem): boolean {
  try {
    return isSignalMessage(
      JSON.parse(conversation.latestMsg) as { contentType: number; customElem?: { data?: string } },
    );
  } catch {
    return false;
  }
}

/**
 * A call signal never moves the conversation list (deltas.md 1). Signals are online-only now and the SDK keeps them
 * out of its conversations; a stored one can still arrive (sent by an older client, or synced from before), so an
 * update whose latest message is a signal keeps the list's previous preview and time (a conversation not in the
 * list yet stays out of it).
 */
export function withoutSignalUpdates(
  current: readonly ConversationItem[],
  updates: readonly ConversationItem[],
): ConversationItem[] {
  const kept: ConversationItem[] = [];
  for (const update of updates) {
    if (!latestIsSignal(update)) {
      kept.push(update);
      continue;
    }
    const before = current.find((c) => c.conversationID === update.conversationID);
    if (before) kept.push({ ...update, latestMsg: before.latestMsg, latestMsgSendTime: before.latestMsgSendTime });
  }
  return kept;
}

import type { createStore } from 'jotai';
import type { PendingForward } from '../state/chat/forward-atoms';
import { findConversation, sendMessage } from './messaging';
import { openIM } from './sdk-instance';
import type { MessageItem } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;

/**
 * Forwards to one person or group, finding or creating the conversation with them. Messages forwarded one by one
 * go out one after the other, so they arrive in the order they were sent; a merge goes out as one message.
 * A failure stops this target's sends and is thrown; what was already sent stays sent.
 */
export async function forwardTo(
  store: Store,
  target: { sourceID: string; sessionType: number },
  forward: PendingForward,
): Promise<void> {
  const im = await openIM();
  const conversation = await findConversation(store, target);
  if (forward.kind === 'merge') {
    const { data: merged } = await im.createMergerMessage({
      messageList: forward.messages,
      title: forward.title,
      summaryList: forward.summaryList,
    });
    await sendMessage(store, conversation, merged);
    return;
  }
  for (const message of forward.messages) {
    const { data: copy } = await im.createForwardMessage(message);
    await sendMessage(store, conversation, copy);
  }
}

/** One stored message of a conversation, by its clientMsgID, or null when this device does not hold it. */
export async function findStoredMessage(conversationID: string, clientMsgID: string): Promise<MessageItem | null> {
  const im = await openIM();
  const { data } = await im.findMessageList([{ conversationID, clientMsgIDList: [clientMsgID] }]);
  const found = data.findResultItems?.flatMap((item) => item.messageList) ?? [];
  return found.find((message) => message.clientMsgID === clientMsgID) ?? null;
}

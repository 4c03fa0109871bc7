import type { createStore } from 'jotai';
import { MessageStatus } from '@openim/wasm-client-sdk';
import { openConversationIDAtom, openMessagesAtom, queuedMessageIDsAtom } from '../state/messages/message-atoms';
import { openIM } from './sdk-instance';
import { clearQueuedSendsOf, putQueuedSend, queuedSendsOf, removeQueuedSend, type QueuedSend } from './outbox-db';
import { isTransientSendError, sendErrorCode } from './send-errors';
import { recordSendFailure } from './send-failure';
import type { ConversationItem, MessageItem } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;

/** The signed-in user's queue, oldest first, mirrored from IndexedDB so the chat can show it at once. */
let queue: QueuedSend[] = [];
let owner: string | null = null;
let flushing: Promise<void> | null = null;
let flushAgain = false;

const publishIDs = (store: Store) => store.set(queuedMessageIDsAtom, new Set(queue.map((q) => q.clientMsgID)));

/** The messages of one conversation still waiting, for the chat to show after a reload. */
export const queuedMessagesOf = (conversationID: string): MessageItem[] =>
  queue
    .filter((q) => q.conversationID === conversationID)
    .map((q) => ({ ...q.message, status: MessageStatus.Sending }));

/** Reads the user's queue after sign-in (or a reload); flushOutbox sends it once connected. */
export async function loadOutbox(store: Store, userID: string): Promise<void> {
  owner = userID;
  queue = await queuedSendsOf(userID);
  publishIDs(store);
}

/** Keeps a message for later: the server cannot be reached now. It shows as queued until it is sent. */
export async function queueSend(store: Store, conversation: ConversationItem, message: MessageItem): Promise<void> {
  if (!owner) return;
  const entry: QueuedSend = {
    clientMsgID: message.clientMsgID,
    userID: owner,
    conversationID: conversation.conversationID,
    recvID: conversation.userID,
    groupID: conversation.groupID,
    message: { ...message, status: MessageStatus.Sending },
    queuedAt: Date.now(),
  };
  queue = [...queue.filter((q) => q.clientMsgID !== entry.clientMsgID), entry];
  publishIDs(store);
  await putQueuedSend(entry);
}

function showInOpenChat(store: Store, conversationID: string, message: MessageItem): void {
  if (store.get(openConversationIDAtom) !== conversationID) return;
  store.set(openMessagesAtom, (current) => current.map((m) => (m.clientMsgID === message.clientMsgID ? message : m)));
}

async function sendQueued(store: Store, entry: QueuedSend): Promise<'sent' | 'later' | 'refused'> {
  const im = await openIM();
  try {
    const { data: sent } = await im.sendMessage({
      recvID: entry.recvID,
      groupID: entry.groupID,
      message: entry.message,
    });
    showInOpenChat(store, entry.conversationID, sent);
    return 'sent';
  } catch (error) {
    if (isTransientSendError(error)) return 'later';
    showInOpenChat(store, entry.conversationID, { ...entry.message, status: MessageStatus.Failed });
    const code = sendErrorCode(error);
    if (code !== undefined) recordSendFailure(store, entry.conversationID, entry.message, code);
    return 'refused';
  }
}

async function flushNow(store: Store): Promise<void> {
  for (const entry of [...queue]) {
    if (owner !== entry.userID) return;
    const outcome = await sendQueued(store, entry);
    // Order matters: a message that must wait keeps every later one waiting behind it.
    if (outcome === 'later') return;
    queue = queue.filter((q) => q.clientMsgID !== entry.clientMsgID);
    publishIDs(store);
    await removeQueuedSend(entry.clientMsgID);
  }
}

/** Sends the queue in order, one at a time; called when the connection is back (a sync finished) and at sign-in. */
export function flushOutbox(store: Store): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      await flushNow(store);
    } while (flushAgain);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Sign-out drops the queue: the next person on this browser must not send the last one's words. */
export async function forgetOutbox(store: Store): Promise<void> {
  const userID = owner;
  owner = null;
  queue = [];
  publishIDs(store);
  if (userID) await clearQueuedSendsOf(userID);
}

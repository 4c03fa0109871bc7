import { Dexie, type EntityTable } from 'dexie';
import type { MessageItem } from '../state/sdk-types';

/** A message written while the server could not be reached, waiting to be sent in order. */
export interface QueuedSend {
  clientMsgID: string;
  userID: string;
  conversationID: string;
  recvID: string;
  groupID: string;
  message: MessageItem;
  queuedAt: number;
}

/** The outbox: it outlives a reload, so a queued message is sent once the connection returns, in order. */
class OutboxDatabase extends Dexie {
  sends!: EntityTable<QueuedSend, 'clientMsgID'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ sends: 'clientMsgID, [userID+queuedAt]' });
  }
}

let database: OutboxDatabase | undefined;
const open = () => (database ??= new OutboxDatabase('parley-outbox'));

export async function putQueuedSend(send: QueuedSend): Promise<void> {
  await open().sends.put(send);
}

export async function removeQueuedSend(clientMsgID: string): Promise<void> {
  await open().sends.delete(clientMsgID);
}

/** The user's queued messages, oldest first. */
export async function queuedSendsOf(userID: string): Promise<QueuedSend[]> {
  return open().sends.where('[userID+queuedAt]').between([userID, Dexie.minKey], [userID, Dexie.maxKey]).toArray();
}

/** Sign-out: what the user queued is not sent by the next person on this browser. */
export async function clearQueuedSendsOf(userID: string): Promise<void> {
  await open().sends.where('[userID+queuedAt]').between([userID, Dexie.minKey], [userID, Dexie.maxKey]).delete();
}

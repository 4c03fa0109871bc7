import { Dexie, type EntityTable } from 'dexie';

/** A reaction given or taken back while the chat service could not be reached: the latest wish per emoji. */
export interface PendingReaction {
  /** userID, conversationID, clientMsgID and emoji: a later wish about the same emoji replaces an earlier one. */
  id: string;
  userID: string;
  conversationID: string;
  groupID: string;
  peerUserID: string;
  clientMsgID: string;
  emoji: string;
  react: boolean;
  queuedAt: number;
}

/** The reaction outbox: it outlives a reload, so a reaction made offline is sent once the connection returns. */
class ReactionOutboxDatabase extends Dexie {
  pending!: EntityTable<PendingReaction, 'id'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ pending: 'id, [userID+queuedAt]' });
  }
}

let database: ReactionOutboxDatabase | undefined;
const open = () => (database ??= new ReactionOutboxDatabase('parley-reaction-outbox'));
const ofUser = (userID: string) =>
  open().pending.where('[userID+queuedAt]').between([userID, Dexie.minKey], [userID, Dexie.maxKey]);

export const putPendingReaction = async (entry: PendingReaction) => void (await open().pending.put(entry));
export const removePendingReaction = async (id: string) => void (await open().pending.delete(id));
/** The user's waiting reactions, oldest first. */
export const pendingReactionsOf = (userID: string) => ofUser(userID).toArray();
/** Sign-out: the next person on this browser does not react in the last one's name. */
export const clearPendingReactionsOf = async (userID: string) => void (await ofUser(userID).delete());

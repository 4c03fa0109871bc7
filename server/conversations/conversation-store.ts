import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { VersionState, type VersionLogs } from '../sync/version-log.ts';

/** Conversation exactly as the SDK reads it (openim-http-api.md §2). */
export interface Conversation {
  ownerUserID: string;
  conversationID: string;
  recvMsgOpt: number;
  conversationType: number;
  userID: string;
  groupID: string;
  isPinned: boolean;
  attachedInfo: string;
  isPrivateChat: boolean;
  groupAtType: number;
  ex: string;
  burnDuration: number;
  minSeq: number;
  maxSeq: number;
  msgDestructTime: number;
  latestMsgDestructTime: number;
  isMsgDestruct: boolean;
}

/** The settable fields of set_conversations; undefined or null means "leave as it is". */
export interface ConversationChanges {
  recvMsgOpt?: number | null;
  isPinned?: boolean | null;
  attachedInfo?: string | null;
  isPrivateChat?: boolean | null;
  groupAtType?: number | null;
  ex?: string | null;
  burnDuration?: number | null;
  minSeq?: number | null;
  maxSeq?: number | null;
  msgDestructTime?: number | null;
  isMsgDestruct?: boolean | null;
}

interface Row {
  owner_user_id: string;
  conversation_id: string;
  conversation_type: number;
  user_id: string;
  group_id: string;
  recv_msg_opt: number;
  is_pinned: number;
  attached_info: string;
  is_private_chat: number;
  group_at_type: number;
  ex: string;
  burn_duration: number;
  min_seq: number;
  max_seq: number;
  msg_destruct_time: number;
  latest_msg_destruct_time: number;
  is_msg_destruct: number;
}

const toConversation = (row: Row): Conversation => ({
  ownerUserID: row.owner_user_id,
  conversationID: row.conversation_id,
  recvMsgOpt: row.recv_msg_opt,
  conversationType: row.conversation_type,
  userID: row.user_id,
  groupID: row.group_id,
  isPinned: row.is_pinned === 1,
  attachedInfo: row.attached_info,
  isPrivateChat: row.is_private_chat === 1,
  groupAtType: row.group_at_type,
  ex: row.ex,
  burnDuration: row.burn_duration,
  minSeq: row.min_seq,
  maxSeq: row.max_seq,
  msgDestructTime: row.msg_destruct_time,
  latestMsgDestructTime: row.latest_msg_destruct_time,
  isMsgDestruct: row.is_msg_destruct === 1,
});

const COLUMNS: Record<keyof ConversationChanges, string> = {
  recvMsgOpt: 'recv_msg_opt',
  isPinned: 'is_pinned',
  attachedInfo: 'attached_info',
  isPrivateChat: 'is_private_chat',
  groupAtType: 'group_at_type',
  ex: 'ex',
  burnDuration: 'burn_duration',
  minSeq: 'min_seq',
  maxSeq: 'max_seq',
  msgDestructTime: 'msg_destruct_time',
  isMsgDestruct: 'is_msg_destruct',
};

const toColumnValue = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

export interface ConversationIdentity {
  conversationID: string;
  conversationType: number;
  userID: string;
  groupID: string;
}

/** Each user's conversations, with the conversation version log kept in step. */
export class ConversationStore {
  private readonly insertIgnore;
  private readonly byOwner;

  constructor(
    private readonly db: Db,
    private readonly versions: VersionLogs,
  ) {
    this.insertIgnore = statement(
      db,
      `INSERT OR IGNORE INTO conversations (owner_user_id, conversation_id, conversation_type, user_id, group_id)
       VALUES (?, ?, ?, ?, ?)`,
    );
    this.byOwner = statement(db, 'SELECT * FROM conversations WHERE owner_user_id = ? ORDER BY conversation_id');
  }

  /** Creates the conversation for `owner` if it is missing; returns whether it was created. */
  ensure(owner: string, identity: ConversationIdentity): boolean {
    const created =
      this.insertIgnore.run(
        owner,
        identity.conversationID,
        identity.conversationType,
        identity.userID,
        identity.groupID,
      ).changes > 0;
    if (created) this.versions.bump('conversation', owner, [identity.conversationID], VersionState.insert);
    return created;
  }

  list(owner: string): Conversation[] {
    return (this.byOwner.all(owner) as Row[]).map(toConversation);
  }

  ids(owner: string): string[] {
    return statement(
      this.db,
      'SELECT conversation_id FROM conversations WHERE owner_user_id = ? ORDER BY conversation_id',
    )
      .pluck()
      .all(owner) as string[];
  }

  find(owner: string, conversationIDs: readonly string[]): Conversation[] {
    if (conversationIDs.length === 0) return [];
    const rows = statement(
      this.db,
      'SELECT * FROM conversations WHERE owner_user_id = ? AND conversation_id IN (SELECT value FROM json_each(?))',
    ).all(owner, JSON.stringify(conversationIDs)) as Row[];
    return rows.map(toConversation);
  }

  get(owner: string, conversationID: string): Conversation | undefined {
    return this.find(owner, [conversationID])[0];
  }

  /**
   * Creates the conversation if needed and applies the given fields. One version step per owner:
   * insert when it was created, update when an existing one changed. Returns whether anything changed.
   */
  upsert(owner: string, identity: ConversationIdentity, changes: ConversationChanges): boolean {
    return this.db.transaction(() => {
      const created =
        this.insertIgnore.run(
          owner,
          identity.conversationID,
          identity.conversationType,
          identity.userID,
          identity.groupID,
        ).changes > 0;
      const before = this.get(owner, identity.conversationID)!;
      const updates = Object.entries(changes).filter(
        ([key, value]) => value !== undefined && value !== null && before[key as keyof Conversation] !== value,
      ) as Array<[keyof ConversationChanges, unknown]>;
      if (updates.length > 0) {
        const assignments = updates.map(([key]) => `${COLUMNS[key]} = ?`).join(', ');
        statement(
          this.db,
          `UPDATE conversations SET ${assignments} WHERE owner_user_id = ? AND conversation_id = ?`,
        ).run(...updates.map(([, value]) => toColumnValue(value)), owner, identity.conversationID);
      }
      if (created) this.versions.bump('conversation', owner, [identity.conversationID], VersionState.insert);
      else if (updates.length > 0)
        this.versions.bump('conversation', owner, [identity.conversationID], VersionState.update);
      return created || updates.length > 0;
    })();
  }
}

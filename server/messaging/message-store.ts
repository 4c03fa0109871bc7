import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { completeMsgData, decodeMsgData, encodeMsgData, type MsgData } from '../protocol/protobuf.ts';
import { ContentType, MsgStatus, SessionType } from './message-model.ts';

export interface StoredMessage {
  conversationID: string;
  seq: number;
  msg: MsgData;
  isRead: boolean;
  revokeContent: string | null;
}

export interface SizedMessage {
  msg: MsgData;
  /** Its encoded size, near enough for budgets. */
  bytes: number;
}

const PLACEHOLDER_BYTES = 32;

export interface UserSeqState {
  minSeq: number;
  maxSeq: number;
  hasReadSeq: number;
}

export interface ConversationSeqRow {
  maxSeq: number;
  minSeq: number;
  maxSeqTime: number;
}

/** Seqs, messages and per-user read state in SQLite. Every method is synchronous and transactional. */
export class MessageStore {
  private readonly statements;

  constructor(private readonly db: Db) {
    this.statements = {
      nextSeq: db.prepare(
        `INSERT INTO conversation_seqs (conversation_id, max_seq, max_seq_time) VALUES (?, 1, ?)
         ON CONFLICT (conversation_id) DO UPDATE SET max_seq = max_seq + 1, max_seq_time = excluded.max_seq_time
         RETURNING max_seq`,
      ),
      insertMessage: db.prepare(
        `INSERT INTO messages (conversation_id, seq, client_msg_id, send_id, session_type, send_time, msg)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      byClientMsgID: db.prepare(
        'SELECT msg FROM messages WHERE conversation_id = ? AND client_msg_id = ? AND send_id = ? LIMIT 1',
      ),
      conversationSeqs: db.prepare(
        'SELECT max_seq, min_seq, max_seq_time FROM conversation_seqs WHERE conversation_id = ?',
      ),
      userSeqs: db.prepare(
        'SELECT min_seq, max_seq, has_read_seq FROM user_seqs WHERE user_id = ? AND conversation_id = ?',
      ),
      raiseHasRead: db.prepare(
        `INSERT INTO user_seqs (user_id, conversation_id, has_read_seq) VALUES (?, ?, ?)
         ON CONFLICT (user_id, conversation_id) DO UPDATE SET has_read_seq = MAX(has_read_seq, excluded.has_read_seq)`,
      ),
      setHasRead: db.prepare(
        `INSERT INTO user_seqs (user_id, conversation_id, has_read_seq) VALUES (?, ?, ?)
         ON CONFLICT (user_id, conversation_id) DO UPDATE SET has_read_seq = excluded.has_read_seq`,
      ),
      setUserMinSeq: db.prepare(
        `INSERT INTO user_seqs (user_id, conversation_id, min_seq) VALUES (?, ?, ?)
         ON CONFLICT (user_id, conversation_id) DO UPDATE SET min_seq = excluded.min_seq`,
      ),
      range: db.prepare(
        `SELECT m.seq, m.msg, m.is_read, m.revoke_content, d.seq AS deleted
           FROM messages m LEFT JOIN user_deleted_messages d
             ON d.user_id = ? AND d.conversation_id = m.conversation_id AND d.seq = m.seq
          WHERE m.conversation_id = ? AND m.seq BETWEEN ? AND ? ORDER BY m.seq`,
      ),
      one: db.prepare(
        'SELECT seq, msg, is_read, revoke_content, send_id, session_type FROM messages WHERE conversation_id = ? AND seq = ?',
      ),
      markRead: db.prepare('UPDATE messages SET is_read = 1 WHERE conversation_id = ? AND seq = ? AND send_id != ?'),
      markReadRange: db.prepare(
        'UPDATE messages SET is_read = 1 WHERE conversation_id = ? AND seq BETWEEN ? AND ? AND send_id != ? AND is_read = 0',
      ),
      revoke: db.prepare('UPDATE messages SET revoke_content = ? WHERE conversation_id = ? AND seq = ?'),
      deleteForUser: db.prepare(
        'INSERT OR IGNORE INTO user_deleted_messages (user_id, conversation_id, seq) VALUES (?, ?, ?)',
      ),
      lastVisible: db.prepare(
        `SELECT m.seq, m.msg, m.is_read, m.revoke_content FROM messages m
          WHERE m.conversation_id = ? AND m.seq BETWEEN ? AND ?
            AND NOT EXISTS (SELECT 1 FROM user_deleted_messages d WHERE d.user_id = ? AND d.conversation_id = m.conversation_id AND d.seq = m.seq)
          ORDER BY m.seq DESC LIMIT 1`,
      ),
    };
  }

  /**
   * The message this sender already stored under this clientMsgID: a resend after a lost acknowledgement (the
   * connection dropped between store and reply, a queued send retried after a reload) finds it.
   */
  sentBefore(conversationID: string, clientMsgID: string, sendID: string): MsgData | undefined {
    const row = this.statements.byClientMsgID.get(conversationID, clientMsgID, sendID) as
      { msg: Uint8Array } | undefined;
    return row ? decodeMsgData(row.msg) : undefined;
  }

  /** Gives the message the next seq of its conversation and stores it. */
  append(conversationID: string, msg: MsgData): MsgData {
    return this.appendEncoded(conversationID, msg).msg;
  }

  /** As `append`, also returning the encoded bytes it stored, so that the push need not encode them again. */
  appendEncoded(conversationID: string, msg: MsgData): { msg: MsgData; bytes: Uint8Array } {
    const seq = (this.statements.nextSeq.get(conversationID, msg.sendTime) as { max_seq: number }).max_seq;
    const stored = { ...msg, seq, status: MsgStatus.sent };
    const bytes = encodeMsgData(stored);
    this.statements.insertMessage.run(
      conversationID,
      seq,
      stored.clientMsgID,
      stored.sendID,
      stored.sessionType,
      stored.sendTime,
      bytes,
    );
    return { msg: stored, bytes };
  }

  conversationSeqs(conversationID: string): ConversationSeqRow {
    const row = this.statements.conversationSeqs.get(conversationID) as
      { max_seq: number; min_seq: number; max_seq_time: number } | undefined;
    return { maxSeq: row?.max_seq ?? 0, minSeq: row?.min_seq ?? 0, maxSeqTime: row?.max_seq_time ?? 0 };
  }

  userSeqs(userID: string, conversationID: string): UserSeqState {
    const row = this.statements.userSeqs.get(userID, conversationID) as
      { min_seq: number; max_seq: number; has_read_seq: number } | undefined;
    return { minSeq: row?.min_seq ?? 0, maxSeq: row?.max_seq ?? 0, hasReadSeq: row?.has_read_seq ?? 0 };
  }

  raiseHasReadSeq(userID: string, conversationID: string, seq: number): void {
    this.statements.raiseHasRead.run(userID, conversationID, seq);
  }

  setHasReadSeq(userID: string, conversationID: string, seq: number): void {
    this.statements.setHasRead.run(userID, conversationID, seq);
  }

  setUserMinSeq(userID: string, conversationID: string, seq: number): void {
    this.statements.setUserMinSeq.run(userID, conversationID, seq);
  }

  /** A member who joins sees nothing from before: their window starts after the current max. */
  startWindowNow(userID: string, conversationID: string): void {
    const { maxSeq } = this.conversationSeqs(conversationID);
    statement(
      this.db,
      `INSERT INTO user_seqs (user_id, conversation_id, min_seq, max_seq) VALUES (?, ?, ?, 0)
         ON CONFLICT (user_id, conversation_id) DO UPDATE SET min_seq = excluded.min_seq, max_seq = 0`,
    ).run(userID, conversationID, maxSeq + 1);
  }

  /** A member who leaves keeps what they could see, and nothing after. */
  endWindowNow(userID: string, conversationID: string): void {
    const { maxSeq } = this.conversationSeqs(conversationID);
    statement(
      this.db,
      `INSERT INTO user_seqs (user_id, conversation_id, max_seq) VALUES (?, ?, ?)
       ON CONFLICT (user_id, conversation_id) DO UPDATE SET max_seq = excluded.max_seq`,
    ).run(userID, conversationID, maxSeq > 0 ? maxSeq : -1);
  }

  /** The window of seqs this user may see: [max(conv, user) min, min(conv, user) max]. */
  visibleWindow(userID: string, conversationID: string): { minSeq: number; maxSeq: number } {
    const conversation = this.conversationSeqs(conversationID);
    const user = this.userSeqs(userID, conversationID);
    const minSeq = Math.max(conversation.minSeq, user.minSeq, 1);
    // user max 0: no limit; -1: left before any message was sent.
    const maxSeq = user.maxSeq !== 0 ? Math.min(conversation.maxSeq, Math.max(user.maxSeq, 0)) : conversation.maxSeq;
    return { minSeq, maxSeq };
  }

  /** Messages begin..end as this user sees them, with placeholders for any seq that has none. */
  read(userID: string, conversationID: string, begin: number, end: number): MsgData[] {
    return this.readSized(userID, conversationID, begin, end).map(({ msg }) => msg);
  }

  /** As `read`, with each message's stored size, so a pull can keep its reply within a byte budget. */
  readSized(userID: string, conversationID: string, begin: number, end: number): SizedMessage[] {
    if (end < begin) return [];
    const rows = this.statements.range.all(userID, conversationID, begin, end) as Array<{
      seq: number;
      msg: Uint8Array;
      is_read: number;
      revoke_content: string | null;
      deleted: number | null;
    }>;
    const bySeq = new Map(rows.map((row) => [row.seq, row]));
    const result: SizedMessage[] = [];
    for (let seq = begin; seq <= end; seq++) {
      const row = bySeq.get(seq);
      if (!row || row.deleted !== null) {
        result.push({ msg: placeholder(conversationID, seq), bytes: PLACEHOLDER_BYTES });
        continue;
      }
      result.push({
        msg: presentStored(row.msg, row.is_read === 1, row.revoke_content),
        bytes: row.msg.byteLength + (row.revoke_content?.length ?? 0),
      });
    }
    return result;
  }

  message(conversationID: string, seq: number): (StoredMessage & { sendID: string; sessionType: number }) | undefined {
    const row = this.statements.one.get(conversationID, seq) as
      | {
          seq: number;
          msg: Uint8Array;
          is_read: number;
          revoke_content: string | null;
          send_id: string;
          session_type: number;
        }
      | undefined;
    if (!row) return undefined;
    return {
      conversationID,
      seq,
      msg: decodeMsgData(row.msg),
      isRead: row.is_read === 1,
      revokeContent: row.revoke_content,
      sendID: row.send_id,
      sessionType: row.session_type,
    };
  }

  /** The newest message of the window [minSeq, maxSeq] this user has not deleted, for 1007. */
  lastVisible(userID: string, conversationID: string, minSeq: number, maxSeq: number): MsgData | undefined {
    const row = this.statements.lastVisible.get(conversationID, minSeq, maxSeq, userID) as
      { msg: Uint8Array; is_read: number; revoke_content: string | null } | undefined;
    return row ? presentStored(row.msg, row.is_read === 1, row.revoke_content) : undefined;
  }

  /** Marks the peer's messages at these seqs as read by `reader`. */
  markRead(conversationID: string, seqs: readonly number[], reader: string): void {
    for (const seq of seqs) this.statements.markRead.run(conversationID, seq, reader);
  }

  /** Marks the peer's messages begin..end as read by `reader`, in one statement. */
  markReadRange(conversationID: string, begin: number, end: number, reader: string): void {
    if (end >= begin) this.statements.markReadRange.run(conversationID, begin, end, reader);
  }

  revoke(conversationID: string, seq: number, revokeContent: string): void {
    this.statements.revoke.run(revokeContent, conversationID, seq);
  }

  deleteForUser(userID: string, conversationID: string, seqs: readonly number[]): void {
    for (const seq of seqs) this.statements.deleteForUser.run(userID, conversationID, seq);
  }

  /** Runs around every transaction; the composition root times them for /metrics. */
  aroundTransactions: <T>(transaction: () => T) => T = (transaction) => transaction();

  transaction<T>(work: () => T): T {
    return this.aroundTransactions(() => this.db.transaction(work)());
  }
}

function placeholder(conversationID: string, seq: number): MsgData {
  const sessionType = conversationID.startsWith('sg_') ? SessionType.workingGroup : SessionType.single;
  return completeMsgData({ seq, status: MsgStatus.deleted, sessionType });
}

/** A stored message as a pull returns it: revoked ones as 2101 tips, read flags applied. */
function presentStored(bytes: Uint8Array, isRead: boolean, revokeContent: string | null): MsgData {
  const msg = decodeMsgData(bytes);
  msg.isRead = isRead;
  if (revokeContent !== null) {
    msg.contentType = ContentType.revoked;
    msg.content = new TextEncoder().encode(JSON.stringify({ detail: revokeContent }));
  }
  return msg;
}

import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';

export interface Block {
  userID: string;
  reason: string;
  opUserID: string;
  createTime: number;
}

/** Accounts blocked from signing in by an administrator (OpenIM admin-api /block/*). */
export class BlockStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(userID: string): boolean {
    return statement(this.db, 'SELECT 1 FROM chat_blocks WHERE user_id = ?').get(userID) !== undefined;
  }

  /** Blocks the account, or updates the reason of a block already there. */
  block(userID: string, reason: string, opUserID: string): void {
    statement(
      this.db,
      `INSERT INTO chat_blocks (user_id, reason, op_user_id, create_time) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET reason = excluded.reason, op_user_id = excluded.op_user_id`,
    ).run(userID, reason, opUserID, this.now());
  }

  unblock(userIDs: readonly string[]): void {
    statement(this.db, 'DELETE FROM chat_blocks WHERE user_id IN (SELECT value FROM json_each(?))').run(
      JSON.stringify(userIDs),
    );
  }

  /** The blocks among `userIDs`, by user. */
  find(userIDs: readonly string[]): Map<string, Block> {
    const rows = statement(this.db, 'SELECT * FROM chat_blocks WHERE user_id IN (SELECT value FROM json_each(?))').all(
      JSON.stringify(userIDs),
    ) as Array<{ user_id: string; reason: string; op_user_id: string; create_time: number }>;
    return new Map(
      rows.map((row) => [
        row.user_id,
        { userID: row.user_id, reason: row.reason, opUserID: row.op_user_id, createTime: row.create_time },
      ]),
    );
  }

  /** Blocked accounts whose ID, nickname or account contains `keyword`, newest block first. */
  search(keyword: string, offset: number, limit: number): { total: number; blocks: Block[] } {
    const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const from = `FROM chat_blocks b LEFT JOIN chat_accounts a ON a.user_id = b.user_id
      WHERE lower(b.user_id) LIKE ? ESCAPE '\\' OR lower(coalesce(a.nickname, '')) LIKE ? ESCAPE '\\'
         OR lower(coalesce(a.account, '')) LIKE ? ESCAPE '\\'`;
    const total = statement(this.db, `SELECT COUNT(*) ${from}`).pluck().get(like, like, like) as number;
    const rows = statement(this.db, `SELECT b.* ${from} ORDER BY b.create_time DESC, b.user_id LIMIT ? OFFSET ?`).all(
      like,
      like,
      like,
      limit,
      offset,
    ) as Array<{ user_id: string; reason: string; op_user_id: string; create_time: number }>;
    return {
      total,
      blocks: rows.map((row) => ({
        userID: row.user_id,
        reason: row.reason,
        opUserID: row.op_user_id,
        createTime: row.create_time,
      })),
    };
  }
}

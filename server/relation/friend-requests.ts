import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import type { UserStore } from '../users/users.ts';

/** FriendRequest as the SDK reads it (openim-http-api.md §2). */
export interface FriendRequest {
  fromUserID: string;
  fromNickname: string;
  fromFaceURL: string;
  toUserID: string;
  toNickname: string;
  toFaceURL: string;
  handleResult: number;
  reqMsg: string;
  createTime: number;
  handlerUserID: string;
  handleMsg: string;
  handleTime: number;
  ex: string;
}

interface Row {
  from_user_id: string;
  to_user_id: string;
  handle_result: number;
  req_msg: string;
  create_time: number;
  handler_user_id: string;
  handle_msg: string;
  handle_time: number;
  ex: string;
}

export const HandleResult = { pending: 0, agreed: 1, refused: -1 } as const;

export class FriendRequestStore {
  constructor(
    private readonly db: Db,
    private readonly users: UserStore,
  ) {}

  private toRequests(rows: Row[]): FriendRequest[] {
    const ids = rows.flatMap((row) => [row.from_user_id, row.to_user_id]);
    const profiles = new Map(this.users.find(ids).map((user) => [user.userID, user]));
    return rows.map((row) => ({
      fromUserID: row.from_user_id,
      fromNickname: profiles.get(row.from_user_id)?.nickname ?? '',
      fromFaceURL: profiles.get(row.from_user_id)?.faceURL ?? '',
      toUserID: row.to_user_id,
      toNickname: profiles.get(row.to_user_id)?.nickname ?? '',
      toFaceURL: profiles.get(row.to_user_id)?.faceURL ?? '',
      handleResult: row.handle_result,
      reqMsg: row.req_msg,
      createTime: row.create_time,
      handlerUserID: row.handler_user_id,
      handleMsg: row.handle_msg,
      handleTime: row.handle_time,
      ex: row.ex,
    }));
  }

  get(from: string, to: string): FriendRequest | undefined {
    const row = statement(this.db, 'SELECT * FROM friend_requests WHERE from_user_id = ? AND to_user_id = ?').get(
      from,
      to,
    ) as Row | undefined;
    return row ? this.toRequests([row])[0] : undefined;
  }

  /** A new request, or a repeated one reset to pending. */
  upsert(from: string, to: string, reqMsg: string, ex: string, now: number): void {
    statement(
      this.db,
      `INSERT INTO friend_requests (from_user_id, to_user_id, handle_result, req_msg, create_time, ex) VALUES (?, ?, 0, ?, ?, ?)
       ON CONFLICT (from_user_id, to_user_id) DO UPDATE SET handle_result = 0, req_msg = excluded.req_msg,
         create_time = excluded.create_time, ex = excluded.ex, handler_user_id = '', handle_msg = '', handle_time = 0`,
    ).run(from, to, reqMsg, now, ex);
  }

  handle(from: string, to: string, result: number, handler: string, handleMsg: string, now: number): void {
    statement(
      this.db,
      'UPDATE friend_requests SET handle_result = ?, handler_user_id = ?, handle_msg = ?, handle_time = ? WHERE from_user_id = ? AND to_user_id = ?',
    ).run(result, handler, handleMsg, now, from, to);
  }

  /** Requests to or from `userID`, newest first, optionally only those with the given results. */
  list(
    direction: 'received' | 'sent',
    userID: string,
    handleResults: readonly number[],
    offset: number,
    limit: number,
  ) {
    const column = direction === 'received' ? 'to_user_id' : 'from_user_id';
    const filter =
      handleResults.length > 0 ? 'AND handle_result IN (SELECT value FROM json_each(?))' : 'AND ? IS NOT NULL';
    const where = `WHERE ${column} = ? ${filter}`;
    const args = [userID, JSON.stringify(handleResults)];
    const rows = statement(
      this.db,
      `SELECT * FROM friend_requests ${where} ORDER BY create_time DESC LIMIT ? OFFSET ?`,
    ).all(...args, limit, offset) as Row[];
    const total = statement(this.db, `SELECT COUNT(*) FROM friend_requests ${where}`)
      .pluck()
      .get(...args) as number;
    return { requests: this.toRequests(rows), total };
  }

  /** Pending requests to `userID` made after `sinceMs` (0: all). */
  unhandledCount(userID: string, sinceMs: number): number {
    return statement(
      this.db,
      'SELECT COUNT(*) FROM friend_requests WHERE to_user_id = ? AND handle_result = 0 AND create_time > ?',
    )
      .pluck()
      .get(userID, sinceMs) as number;
  }
}

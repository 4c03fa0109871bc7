import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import type { UserStore } from '../users/users.ts';
import type { GroupInfo } from './group-model.ts';
import type { GroupStore } from './group-store.ts';

/** GroupRequest as the SDK reads it; `userInfo` and `groupInfo` must never be null. */
export interface GroupRequest {
  userInfo: { userID: string; nickname: string; faceURL: string; ex: string };
  groupInfo: GroupInfo;
  handleResult: number;
  reqMsg: string;
  handleMsg: string;
  reqTime: number;
  handleUserID: string;
  handleTime: number;
  ex: string;
  joinSource: number;
  inviterUserID: string;
}

interface Row {
  group_id: string;
  user_id: string;
  handle_result: number;
  req_msg: string;
  handle_msg: string;
  req_time: number;
  handle_user_id: string;
  handle_time: number;
  join_source: number;
  inviter_user_id: string;
  ex: string;
}

export class GroupRequestStore {
  constructor(
    private readonly db: Db,
    private readonly users: UserStore,
    private readonly groups: GroupStore,
  ) {}

  private toRequests(rows: Row[]): GroupRequest[] {
    const profiles = new Map(this.users.find(rows.map((row) => row.user_id)).map((user) => [user.userID, user]));
    const groups = new Map(
      this.groups.groups([...new Set(rows.map((row) => row.group_id))]).map((group) => [group.groupID, group]),
    );
    return rows.flatMap((row) => {
      const groupInfo = groups.get(row.group_id);
      if (!groupInfo) return [];
      const user = profiles.get(row.user_id);
      return [
        {
          userInfo: {
            userID: row.user_id,
            nickname: user?.nickname ?? '',
            faceURL: user?.faceURL ?? '',
            ex: user?.ex ?? '',
          },
          groupInfo,
          handleResult: row.handle_result,
          reqMsg: row.req_msg,
          handleMsg: row.handle_msg,
          reqTime: row.req_time,
          handleUserID: row.handle_user_id,
          handleTime: row.handle_time,
          ex: row.ex,
          joinSource: row.join_source,
          inviterUserID: row.inviter_user_id,
        },
      ];
    });
  }

  get(groupID: string, userID: string): GroupRequest | undefined {
    const row = statement(this.db, 'SELECT * FROM group_requests WHERE group_id = ? AND user_id = ?').get(
      groupID,
      userID,
    ) as Row | undefined;
    return row ? this.toRequests([row])[0] : undefined;
  }

  upsert(
    groupID: string,
    userID: string,
    request: { reqMsg: string; joinSource: number; inviterUserID: string; ex: string },
    now: number,
  ): void {
    statement(
      this.db,
      `INSERT INTO group_requests (group_id, user_id, handle_result, req_msg, req_time, join_source, inviter_user_id, ex)
       VALUES (?, ?, 0, ?, ?, ?, ?, ?)
       ON CONFLICT (group_id, user_id) DO UPDATE SET handle_result = 0, req_msg = excluded.req_msg, req_time = excluded.req_time,
         join_source = excluded.join_source, inviter_user_id = excluded.inviter_user_id, ex = excluded.ex,
         handle_msg = '', handle_user_id = '', handle_time = 0`,
    ).run(groupID, userID, request.reqMsg, now, request.joinSource, request.inviterUserID, request.ex);
  }

  handle(groupID: string, userID: string, result: number, handler: string, handleMsg: string, now: number): void {
    statement(
      this.db,
      'UPDATE group_requests SET handle_result = ?, handle_user_id = ?, handle_msg = ?, handle_time = ? WHERE group_id = ? AND user_id = ?',
    ).run(result, handler, handleMsg, now, groupID, userID);
  }

  /** Requests into these groups (or by this user), newest first. */
  list(
    filter: { groupIDs?: readonly string[]; userID?: string },
    handleResults: readonly number[],
    offset: number,
    limit: number,
  ) {
    const clauses: string[] = [];
    const args: unknown[] = [];
    if (filter.groupIDs) {
      clauses.push('group_id IN (SELECT value FROM json_each(?))');
      args.push(JSON.stringify(filter.groupIDs));
    }
    if (filter.userID) {
      clauses.push('user_id = ?');
      args.push(filter.userID);
    }
    if (handleResults.length > 0) {
      clauses.push('handle_result IN (SELECT value FROM json_each(?))');
      args.push(JSON.stringify(handleResults));
    }
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = statement(
      this.db,
      `SELECT * FROM group_requests ${where} ORDER BY req_time DESC LIMIT ? OFFSET ?`,
    ).all(...args, limit, offset) as Row[];
    const total = statement(this.db, `SELECT COUNT(*) FROM group_requests ${where}`)
      .pluck()
      .get(...args) as number;
    return { requests: this.toRequests(rows), total };
  }

  unhandledCount(groupIDs: readonly string[], sinceMs: number): number {
    return statement(
      this.db,
      'SELECT COUNT(*) FROM group_requests WHERE group_id IN (SELECT value FROM json_each(?)) AND handle_result = 0 AND req_time > ?',
    )
      .pluck()
      .get(JSON.stringify(groupIDs), sinceMs) as number;
  }
}

import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';

/** UserInfo exactly as the SDK reads it (openim-http-api.md §2); note `appMangerLevel` (sic). */
export interface UserInfo {
  userID: string;
  nickname: string;
  faceURL: string;
  ex: string;
  createTime: number;
  appMangerLevel: number;
  globalRecvMsgOpt: number;
}

interface UserRow {
  user_id: string;
  nickname: string;
  face_url: string;
  ex: string;
  app_manger_level: number;
  global_recv_msg_opt: number;
  create_time: number;
}

const toUserInfo = (row: UserRow): UserInfo => ({
  userID: row.user_id,
  nickname: row.nickname,
  faceURL: row.face_url,
  ex: row.ex,
  createTime: row.create_time,
  appMangerLevel: row.app_manger_level,
  globalRecvMsgOpt: row.global_recv_msg_opt,
});

export interface NewUser {
  userID: string;
  nickname: string;
  faceURL: string;
  ex?: string;
  appMangerLevel?: number;
  globalRecvMsgOpt?: number;
}

export interface UserChanges {
  nickname?: string | null;
  faceURL?: string | null;
  ex?: string | null;
  globalRecvMsgOpt?: number | null;
}

export class UserStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  find(userIDs: readonly string[]): UserInfo[] {
    if (userIDs.length === 0) return [];
    const unique = [...new Set(userIDs)];
    const rows = statement(this.db, `SELECT * FROM users WHERE user_id IN (SELECT value FROM json_each(?))`).all(
      JSON.stringify(unique),
    ) as UserRow[];
    const byID = new Map(rows.map((row) => [row.user_id, toUserInfo(row)]));
    return unique.flatMap((id) => byID.get(id) ?? []);
  }

  exists(userID: string): boolean {
    return statement(this.db, 'SELECT 1 FROM users WHERE user_id = ?').get(userID) !== undefined;
  }

  get(userID: string): UserInfo | undefined {
    return this.find([userID])[0];
  }

  existing(userIDs: readonly string[]): Set<string> {
    return new Set(this.find(userIDs).map((user) => user.userID));
  }

  /** Registers all or none. */
  register(users: readonly NewUser[]): void {
    const insert = statement(
      this.db,
      `INSERT INTO users (user_id, nickname, face_url, ex, app_manger_level, global_recv_msg_opt, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = this.now();
    this.db.transaction(() => {
      for (const user of users) {
        insert.run(
          user.userID,
          user.nickname,
          user.faceURL,
          user.ex ?? '',
          user.appMangerLevel ?? 1,
          user.globalRecvMsgOpt ?? 0,
          now,
        );
      }
    })();
  }

  /** Applies the non-null fields; returns the user after the change, and whether nickname or face changed. */
  update(userID: string, changes: UserChanges): { user: UserInfo; profileChanged: boolean } | undefined {
    const before = this.get(userID);
    if (!before) return undefined;
    const next = {
      nickname: changes.nickname ?? before.nickname,
      faceURL: changes.faceURL ?? before.faceURL,
      ex: changes.ex ?? before.ex,
      globalRecvMsgOpt: changes.globalRecvMsgOpt ?? before.globalRecvMsgOpt,
    };
    statement(
      this.db,
      'UPDATE users SET nickname = ?, face_url = ?, ex = ?, global_recv_msg_opt = ? WHERE user_id = ?',
    ).run(next.nickname, next.faceURL, next.ex, next.globalRecvMsgOpt, userID);
    return {
      user: { ...before, ...next },
      profileChanged: next.nickname !== before.nickname || next.faceURL !== before.faceURL,
    };
  }
}

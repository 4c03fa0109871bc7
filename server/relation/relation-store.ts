import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import type { UserInfo, UserStore } from '../users/users.ts';

/** FriendInfo as the SDK reads it; `friendUser` must never be null (openim-http-api.md §2). */
export interface FriendInfo {
  ownerUserID: string;
  remark: string;
  createTime: number;
  friendUser: UserInfo;
  addSource: number;
  operatorUserID: string;
  ex: string;
  isPinned: boolean;
}

export interface BlackInfo {
  ownerUserID: string;
  createTime: number;
  blackUserInfo: { userID: string; nickname: string; faceURL: string; ex: string };
  addSource: number;
  operatorUserID: string;
  ex: string;
}

interface FriendRow {
  owner_user_id: string;
  friend_user_id: string;
  remark: string;
  create_time: number;
  add_source: number;
  operator_user_id: string;
  ex: string;
  is_pinned: number;
}

const emptyUser = (userID: string): UserInfo => ({
  userID,
  nickname: '',
  faceURL: '',
  ex: '',
  createTime: 0,
  appMangerLevel: 0,
  globalRecvMsgOpt: 0,
});

/** Friends and blacklists, one row per direction. */
export class RelationStore {
  constructor(
    private readonly db: Db,
    private readonly users: UserStore,
  ) {}

  private toFriendInfos(rows: FriendRow[]): FriendInfo[] {
    const profiles = new Map(this.users.find(rows.map((row) => row.friend_user_id)).map((user) => [user.userID, user]));
    return rows.map((row) => ({
      ownerUserID: row.owner_user_id,
      remark: row.remark,
      // Friend times are seconds in the reference server's conversion.
      createTime: Math.floor(row.create_time / 1000),
      friendUser: profiles.get(row.friend_user_id) ?? emptyUser(row.friend_user_id),
      addSource: row.add_source,
      operatorUserID: row.operator_user_id,
      ex: row.ex,
      isPinned: row.is_pinned === 1,
    }));
  }

  /** Pinned first, then in the order the friendships were made. */
  friendIDs(owner: string): string[] {
    return statement(
      this.db,
      'SELECT friend_user_id FROM friends WHERE owner_user_id = ? ORDER BY is_pinned DESC, create_time, rowid',
    )
      .pluck()
      .all(owner) as string[];
  }

  friends(owner: string, offset = 0, limit = -1): FriendInfo[] {
    const rows = statement(
      this.db,
      'SELECT * FROM friends WHERE owner_user_id = ? ORDER BY is_pinned DESC, create_time, rowid LIMIT ? OFFSET ?',
    ).all(owner, limit, offset) as FriendRow[];
    return this.toFriendInfos(rows);
  }

  friendCount(owner: string): number {
    return statement(this.db, 'SELECT COUNT(*) FROM friends WHERE owner_user_id = ?').pluck().get(owner) as number;
  }

  designatedFriends(owner: string, friendIDs: readonly string[]): FriendInfo[] {
    if (friendIDs.length === 0) return [];
    const rows = statement(
      this.db,
      'SELECT * FROM friends WHERE owner_user_id = ? AND friend_user_id IN (SELECT value FROM json_each(?))',
    ).all(owner, JSON.stringify(friendIDs)) as FriendRow[];
    return this.toFriendInfos(rows);
  }

  blacks(owner: string, offset = 0, limit = -1): BlackInfo[] {
    const rows = statement(
      this.db,
      'SELECT * FROM blacks WHERE owner_user_id = ? ORDER BY create_time, rowid LIMIT ? OFFSET ?',
    ).all(owner, limit, offset) as Array<{
      owner_user_id: string;
      block_user_id: string;
      create_time: number;
      add_source: number;
      operator_user_id: string;
      ex: string;
    }>;
    const profiles = new Map(this.users.find(rows.map((row) => row.block_user_id)).map((user) => [user.userID, user]));
    return rows.map((row) => {
      const user = profiles.get(row.block_user_id) ?? emptyUser(row.block_user_id);
      return {
        ownerUserID: row.owner_user_id,
        createTime: Math.floor(row.create_time / 1000),
        blackUserInfo: { userID: user.userID, nickname: user.nickname, faceURL: user.faceURL, ex: user.ex },
        addSource: row.add_source,
        operatorUserID: row.operator_user_id,
        ex: row.ex,
      };
    });
  }

  blackCount(owner: string): number {
    return statement(this.db, 'SELECT COUNT(*) FROM blacks WHERE owner_user_id = ?').pluck().get(owner) as number;
  }

  isFriend(owner: string, other: string): boolean {
    return (
      statement(this.db, 'SELECT 1 FROM friends WHERE owner_user_id = ? AND friend_user_id = ?').get(owner, other) !==
      undefined
    );
  }

  /** Adds owner→friend; returns false when the row already existed. */
  addFriend(owner: string, friend: string, addSource: number, operator: string, now: number): boolean {
    return (
      statement(
        this.db,
        'INSERT OR IGNORE INTO friends (owner_user_id, friend_user_id, create_time, add_source, operator_user_id) VALUES (?, ?, ?, ?, ?)',
      ).run(owner, friend, now, addSource, operator).changes > 0
    );
  }

  removeFriend(owner: string, friend: string): boolean {
    return (
      statement(this.db, 'DELETE FROM friends WHERE owner_user_id = ? AND friend_user_id = ?').run(owner, friend)
        .changes > 0
    );
  }

  updateFriend(
    owner: string,
    friend: string,
    changes: { isPinned?: boolean | null; remark?: string | null; ex?: string | null },
  ): void {
    statement(
      this.db,
      `UPDATE friends SET is_pinned = COALESCE(?, is_pinned), remark = COALESCE(?, remark), ex = COALESCE(?, ex)
       WHERE owner_user_id = ? AND friend_user_id = ?`,
    ).run(
      changes.isPinned === undefined || changes.isPinned === null ? null : Number(changes.isPinned),
      changes.remark ?? null,
      changes.ex ?? null,
      owner,
      friend,
    );
  }

  /** Everyone who has `userID` among their friends. */
  ownersWithFriend(userID: string): string[] {
    return statement(this.db, 'SELECT owner_user_id FROM friends WHERE friend_user_id = ?')
      .pluck()
      .all(userID) as string[];
  }

  addBlack(owner: string, black: string, ex: string, now: number): boolean {
    return (
      statement(
        this.db,
        'INSERT OR IGNORE INTO blacks (owner_user_id, block_user_id, create_time, add_source, operator_user_id, ex) VALUES (?, ?, ?, 0, ?, ?)',
      ).run(owner, black, now, owner, ex).changes > 0
    );
  }

  removeBlack(owner: string, black: string): boolean {
    return (
      statement(this.db, 'DELETE FROM blacks WHERE owner_user_id = ? AND block_user_id = ?').run(owner, black).changes >
      0
    );
  }

  /** Whether `owner` has blacklisted `other`. */
  isBlocked(owner: string, other: string): boolean {
    return (
      statement(this.db, 'SELECT 1 FROM blacks WHERE owner_user_id = ? AND block_user_id = ?').get(owner, other) !==
      undefined
    );
  }
}

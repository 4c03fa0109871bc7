import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';
import type { UserStore } from '../../users/users.ts';

import {
  LOG_SCAN,
  Permission,
  type InteractionLog,
  type LogRow,
  type MomentContent,
  type MomentRow,
  type UserBrief,
  type Visible,
  type WorkMoment,
} from './moment-model.ts';

/** Whether two people are kept apart (a block, either way): neither sees the other's likes, comments or entries. */
export type Apart = (a: string, b: string) => boolean;

export class MomentStore {
  constructor(
    private readonly db: Db,
    private readonly users: UserStore,
    private readonly apart: Apart,
    private readonly now: () => number = Date.now,
  ) {}

  private briefs(userIDs: readonly string[]): Map<string, UserBrief> {
    return new Map(
      this.users.find(userIDs).map((u) => [u.userID, { userID: u.userID, nickname: u.nickname, faceURL: u.faceURL }]),
    );
  }

  private listed(workMomentID: string, kind: 'at' | 'permission'): string[] {
    return statement(this.db, 'SELECT user_id FROM work_moment_users WHERE work_moment_id = ? AND kind = ?')
      .pluck()
      .all(workMomentID, kind) as string[];
  }

  create(
    userID: string,
    input: { content: MomentContent; permission: number; atUserIDs: string[]; permissionUserIDs: string[] },
  ): string {
    const id = randomUUID();
    // At-mentioned people can always see what mentions them.
    const listed =
      input.permission === Permission.onlyListed
        ? [...new Set([...input.permissionUserIDs, ...input.atUserIDs])]
        : input.permissionUserIDs;
    this.db.transaction(() => {
      statement(
        this.db,
        'INSERT INTO work_moments (work_moment_id, user_id, content, permission, create_time) VALUES (?, ?, ?, ?, ?)',
      ).run(id, userID, JSON.stringify(input.content), input.permission, this.now());
      const add = statement(
        this.db,
        'INSERT OR IGNORE INTO work_moment_users (work_moment_id, user_id, kind) VALUES (?, ?, ?)',
      );
      for (const at of input.atUserIDs) add.run(id, at, 'at');
      for (const user of listed) add.run(id, user, 'permission');
    })();
    return id;
  }

  row(workMomentID: string): MomentRow | undefined {
    return statement(this.db, 'SELECT * FROM work_moments WHERE work_moment_id = ?').get(workMomentID) as
      MomentRow | undefined;
  }

  /**
   * Whether the moment's own audience (its permission and lists) takes in `viewer`. Only part of the rule: who may
   * see a moment is decided by `momentVisibility` (../visibility.ts), which adds friendship and blocking.
   */
  audienceIncludes(viewer: string, moment: MomentRow): boolean {
    if (viewer === moment.user_id) return true;
    switch (moment.permission) {
      case Permission.public:
        return true;
      case Permission.private:
        return false;
      case Permission.onlyListed:
        return this.listed(moment.work_moment_id, 'permission').includes(viewer);
      case Permission.allButListed:
        return !this.listed(moment.work_moment_id, 'permission').includes(viewer);
      default:
        return false;
    }
  }

  /**
   * The moment as `viewer` may read it: who it is shown to or hidden from is the author's business alone, and likes
   * and comments by (or replying to) someone kept apart from the viewer are left out.
   */
  view(moment: MomentRow, viewer: string): WorkMoment {
    const shown = (userID: string) => !userID || userID === viewer || !this.apart(viewer, userID);
    const likes = (
      statement(this.db, 'SELECT user_id FROM work_moment_likes WHERE work_moment_id = ? ORDER BY create_time')
        .pluck()
        .all(moment.work_moment_id) as string[]
    ).filter(shown);
    const comments = (
      statement(this.db, 'SELECT * FROM work_moment_comments WHERE work_moment_id = ? ORDER BY create_time').all(
        moment.work_moment_id,
      ) as Array<{ comment_id: string; user_id: string; reply_user_id: string; content: string; create_time: number }>
    ).filter((c) => shown(c.user_id) && (c.user_id === viewer || shown(c.reply_user_id)));
    const atUsers = this.listed(moment.work_moment_id, 'at');
    const permissionUsers = this.listed(moment.work_moment_id, 'permission');
    const briefs = this.briefs([
      moment.user_id,
      ...likes,
      ...atUsers,
      ...permissionUsers,
      ...comments.flatMap((c) => [c.user_id, c.reply_user_id]),
    ]);
    const brief = (id: string): UserBrief => briefs.get(id) ?? { userID: id, nickname: '', faceURL: '' };
    return {
      workMomentID: moment.work_moment_id,
      ...brief(moment.user_id),
      content: JSON.parse(moment.content) as MomentContent,
      likeUsers: likes.map(brief),
      comments: comments.map((c) => {
        const reply = c.reply_user_id ? brief(c.reply_user_id) : { nickname: '', faceURL: '' };
        return {
          commentID: c.comment_id,
          ...brief(c.user_id),
          replyUserID: c.reply_user_id,
          replyNickname: reply.nickname,
          replyFaceURL: reply.faceURL,
          content: c.content,
          createTime: c.create_time,
        };
      }),
      atUsers: atUsers.map(brief),
      permissionUsers: viewer === moment.user_id ? permissionUsers.map(brief) : [],
      permission: moment.permission,
      createTime: moment.create_time,
    };
  }

  delete(workMomentID: string): void {
    statement(this.db, 'DELETE FROM work_moments WHERE work_moment_id = ?').run(workMomentID);
  }

  setLike(workMomentID: string, userID: string, like: boolean): boolean {
    if (like) {
      return (
        statement(
          this.db,
          'INSERT OR IGNORE INTO work_moment_likes (work_moment_id, user_id, create_time) VALUES (?, ?, ?)',
        ).run(workMomentID, userID, this.now()).changes > 0
      );
    }
    statement(this.db, 'DELETE FROM work_moment_likes WHERE work_moment_id = ? AND user_id = ?').run(
      workMomentID,
      userID,
    );
    return false;
  }

  hasCommented(workMomentID: string, userID: string): boolean {
    return (
      statement(this.db, 'SELECT 1 FROM work_moment_comments WHERE work_moment_id = ? AND user_id = ?').get(
        workMomentID,
        userID,
      ) !== undefined
    );
  }

  addComment(workMomentID: string, userID: string, replyUserID: string, content: string): string {
    const id = randomUUID();
    statement(
      this.db,
      'INSERT INTO work_moment_comments (comment_id, work_moment_id, user_id, reply_user_id, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, workMomentID, userID, replyUserID, content, this.now());
    return id;
  }

  comment(commentID: string) {
    return statement(this.db, 'SELECT * FROM work_moment_comments WHERE comment_id = ?').get(commentID) as
      { comment_id: string; work_moment_id: string; user_id: string; reply_user_id: string } | undefined;
  }

  deleteComment(commentID: string): void {
    statement(this.db, 'DELETE FROM work_moment_comments WHERE comment_id = ?').run(commentID);
  }

  /** Newest first, among `authors`, those `visible` lets `viewer` see. */
  feed(viewer: string, authors: readonly string[], offset: number, limit: number, visible: Visible): WorkMoment[] {
    const rows = statement(
      this.db,
      'SELECT * FROM work_moments WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY create_time DESC',
    ).all(JSON.stringify(authors)) as MomentRow[];
    return rows
      .filter((row) => visible(viewer, row))
      .slice(offset, offset + limit)
      .map((row) => this.view(row, viewer));
  }

  hasLogged(recvUserID: string, workMomentID: string, type: number, opUserID: string): boolean {
    return (
      statement(
        this.db,
        'SELECT 1 FROM work_moment_logs WHERE recv_user_id = ? AND work_moment_id = ? AND type = ? AND op_user_id = ?',
      ).get(recvUserID, workMomentID, type, opUserID) !== undefined
    );
  }

  log(recvUserID: string, workMomentID: string, type: number, opUserID: string): void {
    if (recvUserID === opUserID) return;
    statement(
      this.db,
      'INSERT INTO work_moment_logs (recv_user_id, work_moment_id, type, op_user_id, create_time) VALUES (?, ?, ?, ?, ?)',
    ).run(recvUserID, workMomentID, type, opUserID, this.now());
  }

  /** `visible`, asked once per moment within one read. */
  private visibleTo(viewer: string, visible: Visible): (workMomentID: string) => MomentRow | undefined {
    const seen = new Map<string, MomentRow | undefined>();
    return (workMomentID) => {
      if (!seen.has(workMomentID)) {
        const moment = this.row(workMomentID);
        seen.set(workMomentID, moment && visible(viewer, moment) ? moment : undefined);
      }
      return seen.get(workMomentID);
    };
  }

  /**
   * The interactive list: who liked, mentioned or commented, newest first, with the moment as it is now; only entries
   * whose moment `visible` still lets the user see, and a page is filled past the hidden ones.
   */
  logs(userID: string, offset: number, limit: number, visible: Visible): InteractionLog[] {
    const readable = this.visibleTo(userID, visible);
    const found: Array<{ entry: LogRow; moment: MomentRow }> = [];
    let skipped = 0;
    for (let from = 0; found.length < limit; from += LOG_SCAN) {
      const rows = statement(
        this.db,
        'SELECT work_moment_id, type, op_user_id, create_time, listed FROM work_moment_logs WHERE recv_user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      ).all(userID, LOG_SCAN, from) as LogRow[];
      for (const entry of rows) {
        const moment = readable(entry.work_moment_id);
        if (!moment || found.length === limit || this.apart(userID, entry.op_user_id)) continue;
        if (skipped < offset) skipped++;
        else found.push({ entry, moment });
      }
      if (rows.length < LOG_SCAN) break;
    }
    const ops = this.briefs(found.map(({ entry }) => entry.op_user_id));
    return found.map(({ entry, moment }) => ({
      ...this.view(moment, userID),
      type: entry.type,
      opUser: ops.get(entry.op_user_id) ?? { userID: entry.op_user_id, nickname: '', faceURL: '' },
      logTime: entry.create_time,
      unread: entry.listed === 0,
    }));
  }

  /** Uncounted entries of the interactive list, as the list shows them. */
  unreadCount(userID: string, visible: Visible): number {
    const readable = this.visibleTo(userID, visible);
    const entries = statement(
      this.db,
      'SELECT work_moment_id, op_user_id FROM work_moment_logs WHERE recv_user_id = ? AND counted = 0',
    ).all(userID) as Array<Pick<LogRow, 'work_moment_id' | 'op_user_id'>>;
    return entries.filter((e) => readable(e.work_moment_id) !== undefined && !this.apart(userID, e.op_user_id)).length;
  }

  /** type 1 clears the count, 2 the list's unread marks, 3 both. */
  clearUnread(userID: string, type: number): void {
    if (type === 1 || type === 3)
      statement(this.db, 'UPDATE work_moment_logs SET counted = 1 WHERE recv_user_id = ?').run(userID);
    if (type === 2 || type === 3)
      statement(this.db, 'UPDATE work_moment_logs SET listed = 1 WHERE recv_user_id = ?').run(userID);
  }
}

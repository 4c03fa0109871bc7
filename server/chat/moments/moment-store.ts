import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';
import type { ImPort } from '../im-port.ts';
import { RelationFacts } from '../relation-facts.ts';

import {
  LOG_SCAN,
  Permission,
  type InteractionLog,
  type LogRow,
  type MomentContent,
  type MomentRow,
  type UserBrief,
  type VisibilityRule,
  type WorkMoment,
} from './moment-model.ts';

interface CommentRow {
  comment_id: string;
  user_id: string;
  reply_user_id: string;
  content: string;
  create_time: number;
}

export class MomentStore {
  constructor(
    private readonly db: Db,
    /** Profiles, friendships and blocks come from IM, through the port. */
    private readonly im: Pick<ImPort, 'profiles' | 'friendIDs' | 'blockedIDs'>,
    private readonly now: () => number = Date.now,
  ) {}

  private async briefs(userIDs: readonly string[]): Promise<Map<string, UserBrief>> {
    return this.im.profiles([...new Set(userIDs)].filter((id) => id !== ''));
  }

  /** Friendships and blocks of these people, for one request. */
  relations(userIDs: Iterable<string>): Promise<RelationFacts> {
    return RelationFacts.load(this.im, userIDs);
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
  async view(moment: MomentRow, viewer: string): Promise<WorkMoment> {
    const id = moment.work_moment_id;
    const likeSQL = 'SELECT user_id FROM work_moment_likes WHERE work_moment_id = ? ORDER BY create_time';
    const allLikes = statement(this.db, likeSQL).pluck().all(id) as string[];
    const commentSQL = 'SELECT * FROM work_moment_comments WHERE work_moment_id = ? ORDER BY create_time';
    const allComments = statement(this.db, commentSQL).all(id) as CommentRow[];
    const people = [viewer, ...allLikes, ...allComments.flatMap((c) => [c.user_id, c.reply_user_id])];
    const relations = await this.relations(people);
    const shown = (userID: string) => !userID || userID === viewer || !relations.apart(viewer, userID);
    const likes = allLikes.filter(shown);
    const comments = allComments.filter((c) => shown(c.user_id) && (c.user_id === viewer || shown(c.reply_user_id)));
    const atUsers = this.listed(moment.work_moment_id, 'at');
    const permissionUsers = this.listed(moment.work_moment_id, 'permission');
    const briefs = await this.briefs([
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
  async feed(
    viewer: string,
    authors: readonly string[],
    offset: number,
    limit: number,
    rule: VisibilityRule,
  ): Promise<WorkMoment[]> {
    const rows = statement(
      this.db,
      'SELECT * FROM work_moments WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY create_time DESC',
    ).all(JSON.stringify(authors)) as MomentRow[];
    const visible = rule(await this.relations([viewer, ...rows.map((row) => row.user_id)]));
    const page = rows.filter((row) => visible(viewer, row)).slice(offset, offset + limit);
    return Promise.all(page.map((row) => this.view(row, viewer)));
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
  private visibleTo(viewer: string, rule: VisibilityRule) {
    const seen = new Map<string, MomentRow | undefined>();
    /** Reads `entries`' moments and the relations of everyone they involve, then says which entries may be shown. */
    return async <E extends Pick<LogRow, 'work_moment_id' | 'op_user_id'>>(entries: readonly E[]) => {
      const moments = new Map(entries.map((e) => [e.work_moment_id, this.row(e.work_moment_id)]));
      const involved = [viewer, ...entries.map((e) => e.op_user_id)];
      for (const moment of moments.values()) if (moment) involved.push(moment.user_id);
      const relations = await this.relations(involved);
      const visible = rule(relations);
      for (const [id, moment] of moments)
        if (!seen.has(id)) seen.set(id, moment && visible(viewer, moment) ? moment : undefined);
      return entries.flatMap((entry) => {
        const moment = seen.get(entry.work_moment_id);
        return moment && !relations.apart(viewer, entry.op_user_id) ? [{ entry, moment }] : [];
      });
    };
  }

  /**
   * The interactive list: who liked, mentioned or commented, newest first, with the moment as it is now; only entries
   * whose moment `visible` still lets the user see, and a page is filled past the hidden ones.
   */
  async logs(userID: string, offset: number, limit: number, rule: VisibilityRule): Promise<InteractionLog[]> {
    const readable = this.visibleTo(userID, rule);
    const found: Array<{ entry: LogRow; moment: MomentRow }> = [];
    let skipped = 0;
    for (let from = 0; found.length < limit; from += LOG_SCAN) {
      const rows = statement(
        this.db,
        'SELECT work_moment_id, type, op_user_id, create_time, listed FROM work_moment_logs WHERE recv_user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      ).all(userID, LOG_SCAN, from) as LogRow[];
      for (const { entry, moment } of await readable(rows)) {
        if (found.length === limit) break;
        if (skipped < offset) skipped++;
        else found.push({ entry, moment });
      }
      if (rows.length < LOG_SCAN) break;
    }
    const ops = await this.briefs(found.map(({ entry }) => entry.op_user_id));
    const views = await Promise.all(found.map(({ moment }) => this.view(moment, userID)));
    return found.map(({ entry }, i) => ({
      ...views[i]!,
      type: entry.type,
      opUser: ops.get(entry.op_user_id) ?? { userID: entry.op_user_id, nickname: '', faceURL: '' },
      logTime: entry.create_time,
      unread: entry.listed === 0,
    }));
  }

  /** Uncounted entries of the interactive list, as the list shows them. */
  async unreadCount(userID: string, rule: VisibilityRule): Promise<number> {
    const readable = this.visibleTo(userID, rule);
    const entries = statement(
      this.db,
      'SELECT work_moment_id, op_user_id FROM work_moment_logs WHERE recv_user_id = ? AND counted = 0',
    ).all(userID) as Array<Pick<LogRow, 'work_moment_id' | 'op_user_id'>>;
    return (await readable(entries)).length;
  }

  /** type 1 clears the count, 2 the list's unread marks, 3 both. */
  clearUnread(userID: string, type: number): void {
    if (type === 1 || type === 3)
      statement(this.db, 'UPDATE work_moment_logs SET counted = 1 WHERE recv_user_id = ?').run(userID);
    if (type === 2 || type === 3)
      statement(this.db, 'UPDATE work_moment_logs SET listed = 1 WHERE recv_user_id = ?').run(userID);
  }
}

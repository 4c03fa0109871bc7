import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ChatDb, ChatTables } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';
import type { ImPort } from '../im-port.ts';
import { RelationFacts } from '../relation-facts.ts';
import {
  Permission,
  type MomentContent,
  type MomentRow,
  type UserBrief,
  type VisibilityRule,
  type WorkMoment,
} from './moment-model.ts';

export class MomentStore {
  constructor(
    private readonly db: ChatDb,
    /** Profiles, friendships and blocks come from IM, through the port. */
    private readonly im: Pick<ImPort, 'profiles' | 'friendIDs' | 'blockedIDs'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Profiles of these users, as the lists show them. */
  async briefs(userIDs: readonly string[]): Promise<Map<string, UserBrief>> {
    return this.im.profiles([...new Set(userIDs)].filter((id) => id !== ''));
  }

  /** Friendships and blocks of these people, for one request. */
  relations(userIDs: Iterable<string>): Promise<RelationFacts> {
    return RelationFacts.load(this.im, userIDs);
  }

  private async listed(workMomentID: string, kind: 'at' | 'permission'): Promise<string[]> {
    const rows = await this.db
      .selectFrom('work_moment_users')
      .select('user_id')
      .where('work_moment_id', '=', workMomentID)
      .where('kind', '=', kind)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** The rows with the users their permissions list, in one query. */
  async withLists(rows: ReadonlyArray<Selectable<ChatTables['work_moments']>>): Promise<MomentRow[]> {
    const listed = new Map<string, string[]>();
    const ids = rows.filter(
      (row) => row.permission === Permission.onlyListed || row.permission === Permission.allButListed,
    );
    const found = await inChunks(
      ids.map((row) => row.work_moment_id),
      (chunk) =>
        this.db
          .selectFrom('work_moment_users')
          .select(['work_moment_id', 'user_id'])
          .where('work_moment_id', 'in', chunk)
          .where('kind', '=', 'permission')
          .execute(),
    );
    for (const { work_moment_id: id, user_id: userID } of found) listed.set(id, [...(listed.get(id) ?? []), userID]);
    return rows.map((row) => ({ ...row, listed: listed.get(row.work_moment_id) ?? [] }));
  }

  async create(
    userID: string,
    input: { content: MomentContent; permission: number; atUserIDs: string[]; permissionUserIDs: string[] },
  ): Promise<string> {
    const id = randomUUID();
    // At-mentioned people can always see what mentions them.
    const listed =
      input.permission === Permission.onlyListed
        ? [...new Set([...input.permissionUserIDs, ...input.atUserIDs])]
        : input.permissionUserIDs;
    const users = [
      ...[...new Set(input.atUserIDs)].map((user) => ({ work_moment_id: id, user_id: user, kind: 'at' })),
      ...[...new Set(listed)].map((user) => ({ work_moment_id: id, user_id: user, kind: 'permission' })),
    ];
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('work_moments')
        .values({
          work_moment_id: id,
          user_id: userID,
          content: JSON.stringify(input.content),
          permission: input.permission,
          create_time: this.now(),
        })
        .execute();
      if (users.length > 0) await trx.insertInto('work_moment_users').values(users).execute();
    });
    return id;
  }

  async row(workMomentID: string): Promise<MomentRow | undefined> {
    const row = await this.db
      .selectFrom('work_moments')
      .selectAll()
      .where('work_moment_id', '=', workMomentID)
      .executeTakeFirst();
    return row && (await this.withLists([row]))[0];
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
        return moment.listed.includes(viewer);
      case Permission.allButListed:
        return !moment.listed.includes(viewer);
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
    const allLikes = (
      await this.db
        .selectFrom('work_moment_likes')
        .select('user_id')
        .where('work_moment_id', '=', id)
        .orderBy('create_time')
        .execute()
    ).map((row) => row.user_id);
    const allComments = await this.db
      .selectFrom('work_moment_comments')
      .selectAll()
      .where('work_moment_id', '=', id)
      .orderBy('create_time')
      .execute();
    const people = [viewer, ...allLikes, ...allComments.flatMap((c) => [c.user_id, c.reply_user_id])];
    const relations = await this.relations(people);
    const shown = (userID: string) => !userID || userID === viewer || !relations.apart(viewer, userID);
    const likes = allLikes.filter(shown);
    const comments = allComments.filter((c) => shown(c.user_id) && (c.user_id === viewer || shown(c.reply_user_id)));
    const atUsers = await this.listed(moment.work_moment_id, 'at');
    const permissionUsers = await this.listed(moment.work_moment_id, 'permission');
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

  async delete(workMomentID: string): Promise<void> {
    await this.db.deleteFrom('work_moments').where('work_moment_id', '=', workMomentID).execute();
  }

  async setLike(workMomentID: string, userID: string, like: boolean): Promise<boolean> {
    if (like) {
      const result = await this.db
        .insertInto('work_moment_likes')
        .values({ work_moment_id: workMomentID, user_id: userID, create_time: this.now() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    await this.db
      .deleteFrom('work_moment_likes')
      .where('work_moment_id', '=', workMomentID)
      .where('user_id', '=', userID)
      .execute();
    return false;
  }

  async hasCommented(workMomentID: string, userID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('work_moment_comments')
      .select('comment_id')
      .where('work_moment_id', '=', workMomentID)
      .where('user_id', '=', userID)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addComment(workMomentID: string, userID: string, replyUserID: string, content: string): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('work_moment_comments')
      .values({
        comment_id: id,
        work_moment_id: workMomentID,
        user_id: userID,
        reply_user_id: replyUserID,
        content,
        create_time: this.now(),
      })
      .execute();
    return id;
  }

  comment(commentID: string) {
    return this.db
      .selectFrom('work_moment_comments')
      .select(['comment_id', 'work_moment_id', 'user_id', 'reply_user_id'])
      .where('comment_id', '=', commentID)
      .executeTakeFirst();
  }

  async deleteComment(commentID: string): Promise<void> {
    await this.db.deleteFrom('work_moment_comments').where('comment_id', '=', commentID).execute();
  }

  /** Newest first, among `authors`, those `visible` lets `viewer` see. */
  async feed(
    viewer: string,
    authors: readonly string[],
    offset: number,
    limit: number,
    rule: VisibilityRule,
  ): Promise<WorkMoment[]> {
    const found = await inChunks(authors, (chunk) =>
      this.db.selectFrom('work_moments').selectAll().where('user_id', 'in', chunk).execute(),
    );
    const rows = await this.withLists(found.sort((a, b) => b.create_time - a.create_time));
    const visible = rule(await this.relations([viewer, ...rows.map((row) => row.user_id)]));
    const page = rows.filter((row) => visible(viewer, row)).slice(offset, offset + limit);
    return Promise.all(page.map((row) => this.view(row, viewer)));
  }
}

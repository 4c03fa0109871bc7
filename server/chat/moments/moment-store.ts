import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import type { ChatDb, ChatTables } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';
import type { ImPort } from '../im-port.ts';
import { RelationFacts } from '../relation-facts.ts';
import {
  Permission,
  type FeedPage,
  type MomentContent,
  type MomentRow,
  type UserBrief,
  type VisibilityRule,
  type WorkMoment,
} from './moment-model.ts';
import { feedRows } from './moment-feed-query.ts';
import { pageDetails, peopleOf, viewOf, type PageDetails } from './moment-views.ts';

export class MomentStore {
  constructor(
    private readonly db: ChatDb,
    /** Which database: the feed's query takes the form each one's planner reads best (moment-feed-query.ts). */
    private readonly dialect: ChatDialect,
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

  /** The moment as `viewer` may read it (moment-views.ts). */
  async view(moment: MomentRow, viewer: string): Promise<WorkMoment> {
    return (await this.views([moment], viewer))[0]!;
  }

  /** Moments as `viewer` may read them: three statements, one read of relations and one of profiles, for them all. */
  async views(moments: readonly MomentRow[], viewer: string): Promise<WorkMoment[]> {
    return this.viewsWith(
      moments,
      viewer,
      await pageDetails(
        this.db,
        moments.map((m) => m.work_moment_id),
      ),
    );
  }

  private async viewsWith(moments: readonly MomentRow[], viewer: string, details: PageDetails): Promise<WorkMoment[]> {
    const [relations, briefs] = await Promise.all([
      this.relations([viewer, ...peopleOf(moments, details, false)]),
      this.briefs(peopleOf(moments, details)),
    ]);
    return moments.map((moment) => viewOf(moment, viewer, details, relations, briefs));
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

  /**
   * Newest first, among `authors`, the page of moments `rule` lets `viewer` see. Who may be read is decided from the
   * authors' relations first, so one indexed SQL statement reads only the page (visibility.ts's rule in SQL, bounded
   * by authors × page: moment-feed-query.ts), and the page's likes, comments and lists come in three more: four
   * statements whatever the page's size or the history's. After a cursor each scan starts at that moment, so a deep
   * page reads no row of the pages before it; an offset page still skips them (OpenIM's own clients' pageNumber).
   */
  async feed(viewer: string, authors: readonly string[], page: FeedPage, rule: VisibilityRule): Promise<WorkMoment[]> {
    const relations = await this.relations([viewer, ...authors]);
    const readable = [...new Set(authors)].filter((a) => a !== viewer && !relations.apart(a, viewer));
    const befriended = readable.filter((a) => relations.isFriend(a, viewer));
    const rows = await feedRows(
      this.db,
      this.dialect,
      { viewer, own: authors.includes(viewer), befriended, readable },
      page,
    );
    const details = await pageDetails(
      this.db,
      rows.map((row) => row.work_moment_id),
    );
    const withLists = rows.map((row) => ({ ...row, listed: details.listed.get(row.work_moment_id) ?? [] }));
    // The same rule every other read applies, on what the page read: the query above is its translation into SQL.
    const visible = rule(relations);
    return this.viewsWith(
      withLists.filter((row) => visible(viewer, row)),
      viewer,
      details,
    );
  }
}

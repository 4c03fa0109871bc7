import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import type { ChatDb, ChatTables } from '../storage/chat-schema.ts';
import { Permission, type FeedPage } from './moment-model.ts';

/**
 * The one SQL statement that reads a page of a moments feed (issue 42): visibility.ts's rule in SQL, newest first,
 * ties by id, after a cursor or an offset. It takes the form each database's planner reads best.
 *
 * On SQLite, with few authors, the page is merged from each author's own newest rows: one range scan of
 * `work_moments_by_author` (user_id, permission, create_time, work_moment_id; chat migration 0013) from the cursor for
 * each author and each permission the viewer may see of theirs, each stopped by its LIMIT, joined by UNION ALL, then
 * ordered and limited. It reads at most parts × page rows whatever the history's length, and never a moment of a
 * permission the viewer may not see (a friend who posts only private moments would otherwise be read whole for each
 * page); only the moments whose list leaves the viewer out are passed over (moment-feed-authors.test.ts). Asked for
 * `user_id IN (…)` in one query instead, with the authors a small share of the history, SQLite's planner read all
 * their rows through the author index and sorted them for every page (21× slower at 100,000 moments than at 100,
 * docs/past-one-machine.md).
 *
 * With many authors the merge would cost more than it saves (a reader with most of the company as friends finds a
 * page along the time index in a few rows more than a page), and its terms would approach SQLite's limit of 500
 * compound SELECT terms (three an author) and its bound parameters: above MERGED_AUTHORS_MAX authors SQLite gets the single query, which
 * its planner then walks along `work_moments_by_time` (chat migration 0012) and stops after the page
 * (planner-statistics.test.ts, moment-feed-authors.test.ts).
 *
 * PostgreSQL always gets the single query: its planner walks the time index once and stops after the page. Given a
 * merged form (one part an author, when we tried it) it picks, part by part, between the author index and a walk of
 * the time index filtered by that author, and chose the walk for each: three authors among twenty read three times
 * the rows of the single walk (437 against about 140 for a page half-way down 8,000 moments).
 */

export type MomentTableRow = Selectable<ChatTables['work_moments']>;

/** Whom a reader may read, decided from their relations before the query. */
export interface FeedReaders {
  viewer: string;
  /** The viewer, when among the authors: all their own moments. */
  own: boolean;
  /** Authors who have the viewer as a friend: their moments for friends, and the listed ones naming the viewer. */
  befriended: readonly string[];
  /** Every author the viewer may read (not apart, not the viewer), befriended or not: listed ones naming the viewer. */
  readable: readonly string[];
}

/** Above this many authors a page on SQLite walks the time index instead of merging their parts (see above). */
export const MERGED_AUTHORS_MAX = 50;

type Eb = ExpressionBuilder<ChatTables, 'work_moments'>;

/** Whether the moment lists the viewer on its permission list. */
const listsViewer = (eb: Eb, viewer: string) =>
  eb.exists(
    eb
      .selectFrom('work_moment_users as u')
      .select('u.user_id')
      .whereRef('u.work_moment_id', '=', 'work_moments.work_moment_id')
      .where('u.kind', '=', 'permission')
      .where('u.user_id', '=', viewer),
  );

/** What the viewer may read of a befriended author's moments: for friends, unless listed out; or listed in. */
const forFriend = (eb: Eb, viewer: string) =>
  eb.or([
    eb('permission', '=', Permission.public),
    eb.and([eb('permission', '=', Permission.allButListed), eb.not(listsViewer(eb, viewer))]),
    eb.and([eb('permission', '=', Permission.onlyListed), listsViewer(eb, viewer)]),
  ]);

/** What the viewer may read of an author who does not have them as a friend: the moments that list them. */
const forListed = (eb: Eb, viewer: string) =>
  eb.and([eb('permission', '=', Permission.onlyListed), listsViewer(eb, viewer)]);

/** The rows of the page: at most `page.limit` of them, in the feed's order. */
export async function feedRows(
  db: ChatDb,
  dialect: ChatDialect,
  readers: FeedReaders,
  page: FeedPage,
): Promise<MomentTableRow[]> {
  const { viewer } = readers;
  const friends = new Set(readers.befriended);
  const authors = [...(readers.own ? [viewer] : []), ...readers.readable];
  if (authors.length === 0) return [];
  const offset = 'offset' in page ? page.offset : 0;
  const after = 'after' in page ? page.after : undefined;
  const ofAuthors = (eb: Eb) =>
    eb.or([
      ...(readers.own ? [eb('user_id', '=', viewer)] : []),
      ...(friends.size > 0 ? [eb.and([eb('user_id', 'in', [...friends]), forFriend(eb, viewer)])] : []),
      ...(readers.readable.length > 0 ? [eb.and([eb('user_id', 'in', readers.readable), forListed(eb, viewer)])] : []),
    ]);
  // The parts of a merged page: one an author and permission, each a range of `work_moments_by_author` (so that a
  // friend's private moments, or an author's moments for friends when the viewer is not one, are never read).
  const part = (author: string, permission: number, audience?: (eb: Eb) => Expression<SqlBool>) => (eb: Eb) =>
    eb.and([eb('user_id', '=', author), eb('permission', '=', permission), ...(audience ? [audience(eb)] : [])]);
  const parts = [
    ...(readers.own ? Object.values(Permission).map((permission) => part(viewer, permission)) : []),
    ...readers.readable.flatMap((author) => [
      ...(friends.has(author)
        ? [
            part(author, Permission.public),
            part(author, Permission.allButListed, (eb) => eb.not(listsViewer(eb, viewer))),
          ]
        : []),
      part(author, Permission.onlyListed, (eb) => listsViewer(eb, viewer)),
    ]),
  ];
  /** Newest first from the cursor, at most `count` rows, among those `where` lets through. */
  const newest = (where: (eb: Eb) => Expression<SqlBool>, count: number) =>
    db
      .selectFrom('work_moments')
      .selectAll()
      .where(where)
      .$if(after !== undefined, (query) =>
        // A row-value comparison: both databases take it whole as the range of an index scan.
        query.where((eb) =>
          eb(eb.refTuple('create_time', 'work_moment_id'), '<', eb.tuple(after!.createTime, after!.workMomentID)),
        ),
      )
      .orderBy('create_time', 'desc')
      .orderBy('work_moment_id', 'desc')
      .limit(count);

  if (dialect === 'postgres' || authors.length > MERGED_AUTHORS_MAX) {
    return newest(ofAuthors, page.limit)
      .$if(offset > 0, (query) => query.offset(offset))
      .execute();
  }
  // Each part must hold every row the page may take from it, the skipped ones included (pageNumber).
  const terms = parts.map((where, i) => db.selectFrom(newest(where, offset + page.limit).as(`p${i}`)).selectAll());
  const [first, ...rest] = terms;
  const merged = rest.length > 0 ? first!.unionAll(rest) : first!;
  return db
    .selectFrom(merged.as('feed'))
    .selectAll()
    .orderBy('create_time', 'desc')
    .orderBy('work_moment_id', 'desc')
    .limit(page.limit)
    .$if(offset > 0, (query) => query.offset(offset))
    .execute();
}

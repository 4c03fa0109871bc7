import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../db/database.ts';
import { createTestDatabase } from '../../test/postgres-server.ts';
import { usePostgresServer } from '../../test/use-postgres.ts';
import { postgresRowsRead, recordingChatDb, sqlitePlan, sqliteRowsVisited } from '../../test/query-plans.ts';
import { openChatDatabase, type ChatDatabase } from '../storage/chat-database.ts';
import { momentVisibility } from '../visibility.ts';
import { MERGED_AUTHORS_MAX } from './moment-feed-query.ts';
import { MomentStore } from './moment-store.ts';
import { Permission, type FeedPage } from './moment-model.ts';

/**
 * A feed page of a few authors among many costs the same however long the company's history (moment-feed-query.ts):
 * each author's newest rows from the cursor, merged, never all their rows sorted. A reader with thousands of friends
 * still gets the same pages, by the time index.
 */
const postgresURL = usePostgresServer();
const opened: ChatDatabase[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
});

const PAGE = 20;

/**
 * `total` moments written by `writers` in turn, at times spread over the history out of the order they were written
 * (as moments imported or the bench's filler are; some share a millisecond, and the id breaks ties), public and "all
 * but listed" ones, which a friend on no list sees all of, but w3's, all private; eve reads, and `friendsOfEve` have
 * her as a friend.
 */
async function companyWith(database: 'sqlite' | 'postgres', total: number, writers: number, friendsOfEve: string[]) {
  const url = database === 'postgres' ? await createTestDatabase(postgresURL()) : '';
  const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'parley-feed-authors-')));
  migrate(sqlite);
  const storage = await openChatDatabase(url, sqlite);
  opened.push(storage);
  const written: Array<{ id: string; author: string; time: number; permission: number }> = [];
  for (let done = 0; done < total; done += 400) {
    const batch = Array.from({ length: Math.min(400, total - done) }, (_, k) => {
      const i = done + k;
      const row = {
        id: `m${String(i).padStart(6, '0')}`,
        author: `w${i % writers}`,
        time: 1_700_000_000_000 + ((i * 7919) % total),
        permission: i % writers === 3 ? Permission.private : i % 2 === 0 ? Permission.public : Permission.allButListed,
      };
      written.push(row);
      return {
        work_moment_id: row.id,
        user_id: row.author,
        content: JSON.stringify({ text: `moment ${i}`, metas: [], type: 0 }),
        permission: row.permission,
        create_time: row.time,
      };
    });
    await storage.db.insertInto('work_moments').values(batch).execute();
  }
  // What a database in use has: the planner's statistics, as a server gathers them at open and every hour on SQLite
  // (chat-database.ts), as autovacuum does while rows arrive on PostgreSQL.
  if (database === 'sqlite') storage.sqlite!.pragma('optimize=0x10002');
  else await sql`ANALYZE`.execute(storage.db);
  const friends = new Set(friendsOfEve);
  const im = {
    friendIDs: (owner: string) => Promise.resolve(owner === 'eve' ? friendsOfEve : friends.has(owner) ? ['eve'] : []),
    blockedIDs: () => Promise.resolve([]),
    profiles: (ids: readonly string[]) =>
      Promise.resolve(new Map(ids.map((id) => [id, { userID: id, nickname: id, faceURL: '' }]))),
  };
  const { db, statements } = recordingChatDb(storage);
  const store = new MomentStore(db, database, im);
  // What eve may read, newest first: her friends' moments but the private ones (she wrote none).
  const expected = written
    .filter((row) => friends.has(row.author) && row.permission !== Permission.private)
    .sort((a, b) => b.time - a.time || (b.id < a.id ? -1 : 1))
    .map((row) => row.id);
  /** A page of eve's feed (as the route asks: her and her friends), its ids and how its query read the moments. */
  const feed = async (page: FeedPage) => {
    statements.length = 0;
    const moments = await store.feed('eve', ['eve', ...friendsOfEve], page, momentVisibility(store));
    const query = statements[0]!;
    const cost =
      database === 'postgres'
        ? { rowsRead: await postgresRowsRead(storage.pool!, query, 'work_moments'), plan: '', sortsTable: false }
        : {
            rowsRead: sqliteRowsVisited(storage.sqlite!, query, 'work_moments'),
            ...sqlitePlan(storage.sqlite!, query, 'work_moments'),
          };
    // The page's likes, comments and lists: each found through its moment, never by reading the whole table.
    const details =
      database === 'sqlite'
        ? statements.slice(1).map((detail) => sqlitePlan(storage.sqlite!, detail, 'work_moment').plan)
        : [];
    return { ids: moments.map((m) => m.workMomentID), statements: statements.length, details, ...cost };
  };
  const cursorAt = (index: number) => {
    const row = written.find((r) => r.id === expected[index])!;
    return { createTime: row.time, workMomentID: row.id };
  };
  return { feed, expected, cursorAt };
}

describe.each(['sqlite', 'postgres'] as const)(
  'a feed of three authors, and a friend who posts only private moments, among sixty on %s',
  (database) => {
    it(
      'reads each author’s newest rows eve may see and no more, with 4,000 or 12,000 moments, by cursor and page number',
      { timeout: 300_000 },
      async () => {
        const costs = [];
        for (const total of [4000, 12000]) {
          const { feed, expected, cursorAt } = await companyWith(database, total, 60, ['w0', 'w1', 'w2', 'w3']);
          const first = await feed({ offset: 0, limit: PAGE });
          expect(first.ids).toEqual(expected.slice(0, PAGE));
          // Half-way down eve's history, after a cursor and by page number (OpenIM's clients).
          const depth = Math.floor(expected.length / 2 / PAGE) * PAGE;
          const deep = await feed({ after: cursorAt(depth - 1), limit: PAGE });
          expect(deep.ids).toEqual(expected.slice(depth, depth + PAGE));
          const numbered = await feed({ offset: 2 * PAGE, limit: PAGE });
          expect(numbered.ids).toEqual(expected.slice(2 * PAGE, 3 * PAGE));
          // The last page, shorter than the rest, and the empty one after it.
          const last = await feed({ after: cursorAt(expected.length - 6), limit: PAGE });
          expect(last.ids).toEqual(expected.slice(-5));
          expect((await feed({ after: cursorAt(expected.length - 1), limit: PAGE })).ids).toEqual([]);
          for (const page of [first, deep, numbered]) {
            expect(page.statements).toBe(4);
            expect(page.sortsTable).toBe(false);
            if (database === 'sqlite') {
              expect(page.plan).toMatch(/SEARCH work_moments USING INDEX work_moments_by_author/);
              expect(page.details).toHaveLength(3);
              expect(page.details.join('; ')).not.toMatch(/SCAN work_moment/);
            }
          }
          costs.push({ first: first.rowsRead, deep: deep.rowsRead, numbered: numbered.rowsRead });
        }
        // On SQLite the same rows at both sizes: three authors, each read from the cursor until its part of the page is
        // full (and the row after, at most), and none of w3's; by page number each part must hold every row the pages
        // before may take from it. PostgreSQL's planner walks the time index past the other authors' moments (a page over the authors'
        // share of the history) or reads the authors' rows after the cursor, whichever it counts cheaper: never more.
        if (database === 'sqlite') expect(costs[1]).toEqual(costs[0]);
        const bound = (rows: number) => (database === 'sqlite' ? 3 * (rows + 1) : Math.ceil(((rows + 1) * 60) / 3));
        for (const cost of costs) {
          expect(cost.first).toBeLessThanOrEqual(bound(PAGE));
          expect(cost.deep).toBeLessThanOrEqual(bound(PAGE));
          expect(cost.numbered).toBeLessThanOrEqual(bound(3 * PAGE));
        }
      },
    );
  },
);

describe.each(['sqlite', 'postgres'] as const)('a feed of a reader with thousands of friends on %s', (database) => {
  it('pages the same by cursor and page number, walking the time index', { timeout: 300_000 }, async () => {
    const friends = Array.from({ length: 2000 }, (_, i) => `w${i}`);
    expect(friends.length).toBeGreaterThan(MERGED_AUTHORS_MAX);
    const { feed, expected, cursorAt } = await companyWith(database, 6000, 2400, friends);
    const first = await feed({ offset: 0, limit: PAGE });
    expect(first.ids).toEqual(expected.slice(0, PAGE));
    const depth = 2000;
    expect((await feed({ after: cursorAt(depth - 1), limit: PAGE })).ids).toEqual(expected.slice(depth, depth + PAGE));
    expect((await feed({ offset: depth, limit: PAGE })).ids).toEqual(expected.slice(depth, depth + PAGE));
    expect(first.statements).toBe(4);
    if (database === 'sqlite') {
      // Most of the history is the reader's: SQLite's planner walks the time index and stops after the page.
      expect(first.plan).toMatch(/SCAN work_moments USING INDEX work_moments_by_time/);
      expect(first.sortsTable).toBe(false);
    }
    // The friends wrote five moments of six: a page is found within a few rows more than a page.
    expect(first.rowsRead).toBeLessThanOrEqual(2 * PAGE);
  });
});

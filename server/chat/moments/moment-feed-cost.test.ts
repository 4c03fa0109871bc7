import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { migrate, openDatabase } from '../../db/database.ts';
import { createTestDatabase } from '../../test/postgres-server.ts';
import { usePostgresServer } from '../../test/use-postgres.ts';
import { postgresRowsRead, recordingChatDb, sqlitePlan } from '../../test/query-plans.ts';
import { openChatDatabase, type ChatDatabase } from '../storage/chat-database.ts';
import { momentVisibility } from '../visibility.ts';
import { MomentStore } from './moment-store.ts';
import { Permission, type FeedPage, type MomentCursor } from './moment-model.ts';

/**
 * What one page of the moments feed costs, counted: SQL statements (a Kysely plugin sees each one) and reads asked
 * of IM (a stand-in for the port that answers from a table and counts). The page costs the same whatever its size
 * and however many moments the database holds.
 */
const postgresURL = usePostgresServer();
const opened: ChatDatabase[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
});

/** Everyone is everyone's friend; ann, ben and cat write, dan is on every list, eve on none. */
const people = ['ann', 'ben', 'cat', 'dan', 'eve'];

function countingIm() {
  const calls: string[] = [];
  const friends = (owner: string) => people.filter((p) => p !== owner);
  return {
    calls,
    im: {
      friendIDs: (owner: string) => (calls.push(`friends:${owner}`), Promise.resolve(friends(owner))),
      blockedIDs: (owner: string) => (calls.push(`blocks:${owner}`), Promise.resolve([])),
      profiles: (ids: readonly string[]) => {
        calls.push('profiles');
        return Promise.resolve(new Map(ids.map((id) => [id, { userID: id, nickname: id, faceURL: '' }])));
      },
    },
  };
}

async function storeWith(database: 'sqlite' | 'postgres', moments: number) {
  const url = database === 'postgres' ? await createTestDatabase(postgresURL()) : '';
  const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'parley-feed-cost-')));
  migrate(sqlite);
  const storage = await openChatDatabase(url, sqlite);
  opened.push(storage);
  let statements = 0;
  // Counted as their results come back: a statement built of subqueries has each one's node passed to the plugin.
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => (statements++, Promise.resolve(args.result)),
  };
  const db = storage.db.withPlugin(counter);
  const { im, calls } = countingIm();
  const store = new MomentStore(db, database, im);
  // Moments of every permission by three authors, each liked and commented on, some listing people.
  for (let i = 0; i < moments; i++) {
    const author = people[i % 3]!;
    const permission = [Permission.public, Permission.onlyListed, Permission.allButListed, Permission.private][i % 4]!;
    const id = await store.create(author, {
      content: { text: `moment ${i}`, metas: [], type: 0 },
      permission,
      atUserIDs: [],
      permissionUserIDs: permission === Permission.public || permission === Permission.private ? [] : ['dan'],
    });
    await store.setLike(id, people[(i + 1) % 5]!, true);
    await store.addComment(id, people[(i + 2) % 5]!, '', `comment ${i}`);
  }
  return {
    store,
    page: async (viewer: string, offset: number, limit: number) => {
      statements = 0;
      calls.length = 0;
      const feed = await store.feed(viewer, people, { offset, limit }, momentVisibility(store));
      return { feed, statements, imCalls: [...calls] };
    },
  };
}

describe.each(['sqlite', 'postgres'] as const)('a moments feed page on %s', (database) => {
  it(
    'takes four SQL statements whatever its size, with every like, comment and list in it',
    { timeout: 120_000 },
    async () => {
      const { page } = await storeWith(database, 240);
      for (const limit of [1, 20, 100]) {
        const { feed, statements } = await page('dan', 0, limit);
        expect(statements).toBe(4);
        expect(feed).toHaveLength(limit);
        for (const moment of feed) {
          expect(moment.likeUsers).toHaveLength(1);
          expect(moment.comments).toHaveLength(1);
        }
      }
      // Dan is listed on every listed moment: he sees "only listed" ones and never "all but listed" nor private ones.
      const { feed } = await page('dan', 0, 100);
      expect(new Set(feed.map((m) => m.permission))).toEqual(new Set([Permission.public, Permission.onlyListed]));
      // Eve is listed nowhere: public and "all but listed" ones, newest first, pages that do not overlap.
      const first = (await page('eve', 0, 20)).feed;
      const second = (await page('eve', 20, 20)).feed;
      expect(new Set(first.map((m) => m.permission))).toEqual(new Set([Permission.public, Permission.allButListed]));
      const times = [...first, ...second].map((m) => m.createTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set([...first, ...second].map((m) => m.workMomentID)).size).toBe(40);
    },
  );

  it(
    'makes the same reads of IM for a page of 20 with 60 or with 600 moments in the database',
    { timeout: 300_000 },
    async () => {
      const small = await (await storeWith(database, 60)).page('eve', 0, 20);
      const large = await (await storeWith(database, 600)).page('eve', 0, 20);
      expect(large.imCalls.length).toBe(small.imCalls.length);
      expect(large.statements).toBe(small.statements);
      // One profile read for the whole page.
      expect(small.imCalls.filter((call) => call === 'profiles')).toHaveLength(1);
    },
  );
});

/**
 * A database of `total` moments by ann, ben and cat, written in bulk (public and "all but listed" ones, which eve, on
 * no list, sees all of), three to a millisecond so that the id breaks ties; and a store whose every statement is kept
 * as compiled, to be asked of the database's own planner.
 */
async function bulkStoreWith(database: 'sqlite' | 'postgres', total: number) {
  const url = database === 'postgres' ? await createTestDatabase(postgresURL()) : '';
  const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'parley-feed-depth-')));
  migrate(sqlite);
  const storage = await openChatDatabase(url, sqlite);
  opened.push(storage);
  for (let done = 0; done < total; done += 400) {
    const batch = Array.from({ length: Math.min(400, total - done) }, (_, k) => ({
      work_moment_id: `m${String(done + k).padStart(6, '0')}`,
      user_id: people[(done + k) % 3]!,
      content: JSON.stringify({ text: `moment ${done + k}`, metas: [], type: 0 }),
      permission: (done + k) % 2 === 0 ? Permission.public : Permission.allButListed,
      create_time: 1_700_000_000_000 + Math.floor((done + k) / 3),
    }));
    await storage.db.insertInto('work_moments').values(batch).execute();
  }
  // What a database in use has: the planner's statistics (PostgreSQL's autovacuum gathers them as rows arrive).
  await sql`ANALYZE`.execute(storage.db);
  const { db, statements } = recordingChatDb(storage);
  const store = new MomentStore(db, database, countingIm().im);
  const feed = async (page: FeedPage) => {
    statements.length = 0;
    const moments = await store.feed('eve', people, page, momentVisibility(store));
    return { moments, statements: [...statements] };
  };
  /** The cursor of the moment `depth` places from the newest. */
  const cursorAt = async (depth: number): Promise<MomentCursor> => {
    const row = await storage.db
      .selectFrom('work_moments')
      .select(['create_time', 'work_moment_id'])
      .orderBy('create_time', 'desc')
      .orderBy('work_moment_id', 'desc')
      .offset(depth)
      .limit(1)
      .executeTakeFirstOrThrow();
    return { createTime: row.create_time, workMomentID: row.work_moment_id };
  };
  /**
   * How the feed's query (a page's first statement) reads work_moments. PostgreSQL runs it and counts the rows every
   * scan of the table produced or filtered out; SQLite's plan says whether it scans an index from the cursor in the
   * page's order (and so stops at the page's last row) or has to sort what it read.
   */
  const reading = async (query: CompiledQuery) =>
    database === 'postgres'
      ? { rowsRead: await postgresRowsRead(storage.pool!, query, 'work_moments'), plan: '', sortsTable: false }
      : { rowsRead: undefined, ...sqlitePlan(storage.sqlite!, query, 'work_moments') };
  return { feed, cursorAt, reading };
}

describe.each(['sqlite', 'postgres'] as const)('a deep moments feed page after a cursor on %s', (database) => {
  it(
    'costs the same statements and reads the same rows with 100 and with 5,000 moments',
    { timeout: 300_000 },
    async () => {
      const costs = [];
      for (const total of [100, 5000]) {
        const { feed, cursorAt, reading } = await bulkStoreWith(database, total);
        // A page half-way down the history, after the moment just before it (the newest is number total - 1).
        const depth = total / 2;
        const after = await cursorAt(depth - 1);
        const { moments, statements } = await feed({ after, limit: 20 });
        expect(moments.map((m) => m.workMomentID)).toEqual(
          Array.from({ length: 20 }, (_, k) => `m${String(total - 1 - depth - k).padStart(6, '0')}`),
        );
        const cursorRead = await reading(statements[0]!);
        // The same page by offset, as OpenIM's clients ask for it: it reads every moment it skips.
        const byOffset = await feed({ offset: depth, limit: 20 });
        expect(byOffset.moments.map((m) => m.workMomentID)).toEqual(moments.map((m) => m.workMomentID));
        costs.push({ statements: statements.length, cursorRead, offsetRead: await reading(byOffset.statements[0]!) });
      }
      const [small, large] = costs;
      expect(small!.statements).toBe(4);
      expect(large!.statements).toBe(4);
      if (database === 'postgres') {
        // The page and the row after it, at most; with 100 moments PostgreSQL may rather read its one table page whole.
        expect(large!.cursorRead.rowsRead).toBeLessThanOrEqual(21);
        expect(large!.cursorRead.rowsRead).toBeLessThanOrEqual(small!.cursorRead.rowsRead!);
        // What the cursor saves: the offset page reads the whole history before it.
        expect(large!.offsetRead.rowsRead).toBeGreaterThanOrEqual(2500);
      } else {
        for (const { cursorRead } of costs) {
          // Each author's part of the page from the cursor on (moment-feed-query.ts), sorting only what the parts return.
          expect(cursorRead.plan).toMatch(
            /SEARCH work_moments USING INDEX work_moments_by_author \(user_id=\? AND permission=\? AND \(create_time,work_moment_id\)<\(\?,\?\)\)/,
          );
          expect(cursorRead.sortsTable).toBe(false);
        }
      }
    },
  );
});

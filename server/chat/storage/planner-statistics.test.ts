import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { migrate, openDatabase, type Db } from '../../db/database.ts';
import { feedRows, MERGED_AUTHORS_MAX } from '../moments/moment-feed-query.ts';
import { sqlitePlan, sqliteRowsVisited } from '../../test/query-plans.ts';
import { openChatDatabase } from './chat-database.ts';
import type { ChatTables } from './chat-schema.ts';

/**
 * SQLite's planner needs statistics to read a page of the moments feed by the time index: without them it reads
 * every author's whole history and sorts it. Opening the chat database gathers them where they are missing.
 */
describe('the chat database on SQLite', () => {
  it('gathers the planner’s statistics for a moments table that has none, so the feed walks the time index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-planner-'));
    const first = openDatabase(dir);
    migrate(first);
    const storage = await openChatDatabase('', first);
    const insert = first.prepare(
      'insert into work_moments (work_moment_id, user_id, content, permission, create_time) values (?, ?, ?, ?, ?)',
    );
    first.transaction(() => {
      for (let i = 0; i < 3000; i++) insert.run(`m${i}`, `u${i % 20}`, '{}', i % 4 === 1 ? 1 : 0, 1_000_000 + i);
    })();
    first.prepare('delete from sqlite_stat1').run();
    await storage.close();
    first.close();

    const reopened = openDatabase(dir);
    await openChatDatabase('', reopened);
    const stats = reopened.prepare("select stat from sqlite_stat1 where tbl = 'work_moments'").all();
    expect(stats.length).toBeGreaterThan(0);
    const authors = Array.from({ length: 19 }, (_, i) => `u${i + 1}`);
    const plan = reopened
      .prepare(
        `explain query plan select * from work_moments where user_id in (${authors.map(() => '?').join(', ')})
         order by create_time desc, work_moment_id desc limit 20`,
      )
      .all(...authors) as Array<{ detail: string }>;
    const steps = plan.map((step) => step.detail).join(' | ');
    expect(steps).toContain('work_moments_by_time');
    expect(steps).not.toContain('TEMP B-TREE');
    reopened.close();
  });

  it('reads a feed of three authors among sixty through each one’s index, with the statistics it gathered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-planner-'));
    const first = openDatabase(dir);
    migrate(first);
    await openChatDatabase('', first);
    const indexes = first.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'work_moments'");
    const names = (indexes.all() as Array<{ name: string }>).map((row) => row.name);
    expect(names).toContain('work_moments_by_author');
    expect(names).not.toContain('work_moments_by_user');
    const insert = first.prepare(
      'insert into work_moments (work_moment_id, user_id, content, permission, create_time) values (?, ?, ?, ?, ?)',
    );
    // Times spread over the history out of the order of writing, as the bench's filler writes them.
    first.transaction(() => {
      for (let i = 0; i < 8000; i++) insert.run(`m${i}`, `u${i % 60}`, '{}', 0, 1_000_000 + ((i * 7919) % 8000));
    })();
    first.prepare('delete from sqlite_stat1').run();
    first.close();

    const reopened = openDatabase(dir);
    await openChatDatabase('', reopened);
    const readers = { viewer: 'u59', own: false, befriended: ['u0', 'u1', 'u2'], readable: ['u0', 'u1', 'u2'] };
    const page = { offset: 0, limit: 20 };
    // The merged page: each author's newest rows, 20 of each at most.
    const merged = await firstStatement(reopened, (db) => feedRows(db, 'sqlite', readers, page));
    expect(sqlitePlan(reopened, merged, 'work_moments')).toMatchObject({ sortsTable: false });
    expect(sqlitePlan(reopened, merged, 'work_moments').plan).toMatch(
      /SEARCH work_moments USING INDEX work_moments_by_author/,
    );
    expect(sqliteRowsVisited(reopened, merged, 'work_moments')).toBe(3 * 20);
    // What one query over the three (PostgreSQL's form) costs SQLite: all 402 of their moments, sorted.
    const single = await firstStatement(reopened, (db) => feedRows(db, 'postgres', readers, page));
    expect(sqlitePlan(reopened, single, 'work_moments')).toMatchObject({ sortsTable: true });
    expect(sqliteRowsVisited(reopened, single, 'work_moments')).toBe(402);
    // Past MERGED_AUTHORS_MAX authors SQLite gets that one query too, and walks the time index (as the test above).
    const many = Array.from({ length: MERGED_AUTHORS_MAX + 1 }, (_, i) => `u${i}`);
    const walked = await firstStatement(reopened, (db) =>
      feedRows(db, 'sqlite', { ...readers, befriended: many, readable: many }, page),
    );
    expect(sqlitePlan(reopened, walked, 'work_moments')).toMatchObject({ sortsTable: false });
    expect(sqlitePlan(reopened, walked, 'work_moments').plan).toMatch(
      /SCAN work_moments USING INDEX work_moments_by_time/,
    );
    reopened.close();
  });
});

/** The first statement `run` has Kysely send to the SQLite database. */
async function firstStatement(sqlite: Db, run: (db: Kysely<ChatTables>) => Promise<unknown>): Promise<CompiledQuery> {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<ChatTables>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => void (event.level === 'query' && statements.push(event.query)),
  });
  await run(db);
  return statements[0]!;
}

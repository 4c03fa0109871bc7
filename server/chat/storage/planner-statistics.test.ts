import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../../db/database.ts';
import { openChatDatabase } from './chat-database.ts';

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
});

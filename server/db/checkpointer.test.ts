import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from './database.ts';
import { startCheckpointer, type Checkpointer } from './checkpointer.ts';

let db: Db | undefined;
let checkpointer: Checkpointer | undefined;
afterEach(async () => {
  await checkpointer?.stop();
  db?.close();
});

const walPages = (database: Db) =>
  (database.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>)[0]!;

describe('the WAL checkpointer', () => {
  it('takes checkpoints off the server connection and copies committed pages into the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-checkpoint-'));
    db = openDatabase(dir);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body BLOB)');
    const sizeBefore = statSync(join(dir, 'parley.sqlite')).size;
    checkpointer = startCheckpointer(db, (error) => {
      throw error;
    });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(20_000);

    // 3000 pages: past SQLite's default threshold, where a COMMIT on this connection would have checkpointed.
    const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 3000; i++) insert.run(Buffer.alloc(4000, i));
    })();
    // The worker copies them into the database file on its own.
    await expect
      .poll(() => statSync(join(dir, 'parley.sqlite')).size, { timeout: 5000, interval: 50 })
      .toBeGreaterThan(sizeBefore + 3000 * 4000);
    const { log, checkpointed } = walPages(db);
    expect(checkpointed).toBe(log);

    await checkpointer.stop();
    checkpointer = undefined;
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });
});

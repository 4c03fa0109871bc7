import { describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { migrate, openDatabase } from './database.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'parley-db-'));

describe('openDatabase', () => {
  it('opens SQLite in WAL mode', () => {
    const db = openDatabase(freshDir());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it("makes the data directory its owner's alone (0700), and the database with its WAL files 0600", () => {
    const dataDir = join(freshDir(), 'nested', 'data');
    const db = openDatabase(dataDir);
    db.exec('CREATE TABLE t (x INTEGER) STRICT; INSERT INTO t VALUES (1)');
    const mode = (file: string) => statSync(join(dataDir, file)).mode & 0o777;
    expect(mode('.')).toBe(0o700);
    expect(['parley.sqlite', 'parley.sqlite-wal', 'parley.sqlite-shm'].map(mode)).toEqual([0o600, 0o600, 0o600]);
    db.close();
  });

  it('tightens a data directory and database files that an older version left open to others', () => {
    const dataDir = join(freshDir(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    for (const file of ['parley.sqlite', 'parley.sqlite-wal', 'parley.sqlite-shm']) {
      writeFileSync(join(dataDir, file), '');
      chmodSync(join(dataDir, file), 0o644);
    }
    chmodSync(dataDir, 0o755);
    openDatabase(dataDir).close();
    const mode = (file: string) => statSync(join(dataDir, file)).mode & 0o777;
    expect([mode('.'), mode('parley.sqlite')]).toEqual([0o700, 0o600]);
  });
});

describe('migrate', () => {
  it('applies pending migrations once and records them', () => {
    const dir = freshDir();
    const migrations = [
      { id: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT' },
      { id: 2, name: 'b', sql: 'CREATE TABLE b (y INTEGER) STRICT' },
    ];
    const db = openDatabase(dir);
    expect(migrate(db, migrations)).toEqual([1, 2]);
    db.close();

    const reopened = openDatabase(dir);
    expect(migrate(reopened, [...migrations, { id: 3, name: 'c', sql: 'CREATE TABLE c (z INTEGER) STRICT' }])).toEqual([
      3,
    ]);
    reopened.close();
  });

  it('rolls back a failing migration completely', () => {
    const db = openDatabase(freshDir());
    const broken = [
      { id: 1, name: 'broken', sql: 'CREATE TABLE ok (x INTEGER) STRICT; CREATE TABLE ok (x INTEGER) STRICT;' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'ok'").all();
    expect(tables).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
  });

  it('rejects duplicate migration ids', () => {
    const db = openDatabase(freshDir());
    const twice = [
      { id: 1, name: 'a', sql: 'SELECT 1' },
      { id: 1, name: 'b', sql: 'SELECT 1' },
    ];
    expect(() => migrate(db, twice)).toThrow(/duplicate/);
  });
});

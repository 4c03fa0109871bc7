import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
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

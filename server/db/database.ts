import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from './migrations.ts';
import { migrations as defaultMigrations } from './migrations.ts';

export type Db = Database.Database;

export function openDatabase(dataDir: string, fileName = 'parley.sqlite'): Db {
  // The directory holds the database, the media and push keys and the codes log: the server's user alone may
  // enter it, and the database and its WAL files are theirs alone to read even if the directory is opened up.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const path = join(dataDir, fileName);
  closeSync(openSync(path, 'a', 0o600));
  // SQLite gives the -wal and -shm files it creates the database file's mode; older ones are tightened here.
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, 0o600);
  const db = new Database(path);
  // WAL keeps readers off the writer's back. NORMAL sync: a committed write is in the WAL, and so survives
  // kill -9 of the server; only a power loss can drop the last transactions, and FULL would fsync every message.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The data directory was written by a newer release than this one; starting would risk its data. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `the database has schema migration ${found}, but this Parley knows migrations up to ${known} only: ` +
        'it was written by a newer release. Start that release (or newer) on it, or restore a backup made by this one.',
    );
  }
}

/** Migrations the database records that this release does not have: it was written by a newer one. */
export function unknownMigrations(db: Db, migrations: readonly Migration[] = defaultMigrations): number[] {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!hasTable) return [];
  const known = new Set(migrations.map((m) => m.id));
  return (db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]).filter((id) => !known.has(id));
}

/**
 * Applies every migration not yet recorded, each in its own transaction. Returns the ids applied. Refuses a
 * database that records a migration this release does not have, before changing anything.
 */
export function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`);
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]);
  const ids = migrations.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new Error('duplicate migration id');
  const unknown = unknownMigrations(db, migrations);
  if (unknown.length > 0) throw new SchemaTooNewError(Math.max(...unknown), Math.max(0, ...ids));
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const newlyApplied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, Date.now());
    })();
    newlyApplied.push(migration.id);
  }
  return newlyApplied;
}

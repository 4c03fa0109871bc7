import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Db } from '../../db/database.ts';
import { chatMigrations, type ChatDialect } from './chat-migrations.ts';
import type { ChatDb, ChatTables } from './chat-schema.ts';

export interface ChatDatabase {
  db: ChatDb;
  dialect: ChatDialect;
  /** The PostgreSQL pool, for the shared rate-limit store; undefined on SQLite. */
  pool?: pg.Pool;
  /** The SQLite database, for the shared rate-limit store; undefined on PostgreSQL. */
  sqlite?: Db;
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * Epoch milliseconds and counts come back as numbers, as SQLite gives them: pg returns 64-bit integers as strings
 * because they may exceed 2^53, which no time or count here comes near.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

const isPostgresURL = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * The chat service's database: with no URL, the server's own SQLite database (its chat tables are created there by
 * the IM migrations too, so backups keep them); with `postgres://…` (PARLEY_CHAT_DATABASE_URL), PostgreSQL, which
 * any number of chat-service copies share. Either way its migrations are brought up to date before it is used.
 */
export async function openChatDatabase(url: string, sqlite: Db): Promise<ChatDatabase> {
  let opened: ChatDatabase;
  if (url === '') {
    // The SQLite handle belongs to the whole server: closing the chat's Kysely must not close it.
    const db = new Kysely<ChatTables>({ dialect: new SqliteDialect({ database: sqlite }) });
    const statistics = keepPlannerStatistics(sqlite);
    opened = { db, dialect: 'sqlite', sqlite, close: () => Promise.resolve(clearInterval(statistics)) };
  } else if (isPostgresURL(url)) {
    const pool = new pg.Pool({ connectionString: url, types, max: 10 });
    const db = new Kysely<ChatTables>({ dialect: new PostgresDialect({ pool }) });
    opened = { db, dialect: 'postgres', pool, close: () => db.destroy() };
  } else {
    throw new Error('PARLEY_CHAT_DATABASE_URL must be empty (SQLite) or a postgres:// URL');
  }
  try {
    await migrateChatDatabase(opened.db, opened.dialect, sqlite);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/** How often SQLite is asked whether its planner's statistics are stale (a table grown many times over). */
const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/**
 * SQLite's planner without statistics guesses ten rows an index key: it then reads a moments feed through each
 * author's index and sorts the whole history (120 ms a page at 100,000 moments) instead of walking the time index
 * for one page (3 ms). `PRAGMA optimize` gathers statistics where they are missing or stale, as SQLite recommends:
 * at open, then every hour while the server runs.
 */
function keepPlannerStatistics(sqlite: Db): NodeJS.Timeout {
  // Sampled statistics: the IM's tables share this file, and a full scan of a large message table would hold up the
  // start.
  sqlite.pragma('analysis_limit=1000');
  sqlite.pragma('optimize=0x10002');
  const timer = setInterval(() => {
    if (sqlite.open) sqlite.pragma('optimize');
  }, OPTIMIZE_EVERY_MS);
  timer.unref();
  return timer;
}

/** Applies every chat migration not yet recorded; throws the first failure. */
export async function migrateChatDatabase(db: ChatDb, dialect: ChatDialect, legacy?: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: chatMigrations(dialect, legacy),
    migrationTableName: 'chat_migrations',
    migrationLockTableName: 'chat_migrations_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

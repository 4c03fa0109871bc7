import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import { migrate, openDatabase, SchemaTooNewError } from './database.ts';
import { migrations } from './migrations.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'release-b51eda0');

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

function copyOfFixture(): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'parley-upgrade-')), 'data');
  cpSync(FIXTURE, dataDir, { recursive: true });
  return dataDir;
}

type Row = Record<string, unknown>;

/** Columns a migration removes by design, with the migration that does. */
const DROPPED_ON_PURPOSE: Record<string, string[]> = {
  // 0011: verification codes are kept only as salted HMACs; the plain ones are dropped.
  verification_codes: ['code'],
};

/** Every row of every table, keyed by table, in a stable order. */
function everyRow(path: string): Map<string, Row[]> {
  const db = new Database(path, { readonly: true });
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const rows = new Map(
    tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Row[]]),
  );
  db.close();
  return rows;
}

describe('starting today’s server on a data directory of an earlier release', () => {
  it('migrates it and keeps every row and every stored object', async () => {
    const before = everyRow(join(FIXTURE, 'parley.sqlite'));
    expect(before.get('messages')!.length).toBeGreaterThan(10);
    expect(before.get('work_moments')!.length).toBeGreaterThan(0);

    const dataDir = copyOfFixture();
    const created = await createTestApp({ dataDir });
    app = created.app;
    // The chat service reaches IM over loopback, as it would a separate OpenIM server.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appliedNow = created.db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[];
    expect(appliedNow).toEqual(migrations.map((migration) => migration.id));

    const after = everyRow(join(dataDir, 'parley.sqlite'));
    for (const [table, oldRows] of before) {
      if (table === 'schema_migrations') continue;
      const newRows = after.get(table);
      expect(newRows, `table ${table}`).toBeDefined();
      expect(newRows!.length, `rows of ${table}`).toBe(oldRows.length);
      // Columns a later migration added are new; the old ones keep their values, but for those dropped on purpose.
      const dropped = DROPPED_ON_PURPOSE[table] ?? [];
      oldRows.forEach((row, index) => {
        const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !dropped.includes(column)));
        expect(newRows![index], `${table} row ${index}`).toMatchObject(kept);
        for (const column of dropped) expect(newRows![index]).not.toHaveProperty(column);
      });
    }

    // The migrated server serves what was there: a demo account signs in, and its avatar is served.
    const call = caller(app);
    const login = await call('/chat/account/login', { account: 'demo_alice', password: md5('parley123'), platform: 5 });
    expect(login.errCode).toBe(0);
    const object = before.get('objects')![0] as { name: string; file_id: string };
    const served = await app.inject({ method: 'GET', url: `/object/${object.name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(readFileSync(join(FIXTURE, 'objects', object.file_id)))).toBe(true);
  });

  it('refuses a database written by a newer release, before changing anything', () => {
    const dataDir = copyOfFixture();
    const db = openDatabase(dataDir);
    migrate(db);
    const newest = Math.max(...migrations.map((migration) => migration.id));
    db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(newest + 1, 'future', 0);
    const tables = db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'").pluck().get();

    expect(() => migrate(db)).toThrow(SchemaTooNewError);
    expect(() => migrate(db)).toThrow(
      `schema migration ${newest + 1}, but this Parley knows migrations up to ${newest}`,
    );
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'").pluck().get()).toBe(tables);
    db.close();
  });
});

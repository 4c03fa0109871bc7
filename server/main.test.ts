import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './db/database.ts';

const startServer = (env: Record<string, string>, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      PARLEY_DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-main-')),
      PARLEY_ADMIN_SECRET: 'a-production-secret',
      NODE_ENV: 'production',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('starting in production', () => {
  it('refuses a super code, whether named or implied by --demo', () => {
    const named = startServer({ PARLEY_SUPER_CODE: '123456' });
    expect(named.status).toBe(2);
    expect(named.stderr).toContain('PARLEY_SUPER_CODE');
    const demo = startServer({}, ['--demo']);
    expect(demo.status).toBe(2);
    expect(demo.stderr).toContain('PARLEY_SUPER_CODE');
  }, 60_000);
});

describe('starting on a data directory of a newer release', () => {
  it('refuses with a clear message and status 2', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-newer-'));
    const db = openDatabase(dataDir);
    migrate(db);
    db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(9999, 'future', 0);
    db.close();

    const started = startServer({ PARLEY_DATA_DIR: dataDir, PARLEY_MEDIA_SERVER: 'off' });
    expect(started.status).toBe(2);
    expect(started.stdout).toContain('refusing to start');
    expect(started.stdout).toContain('written by a newer release');
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run seed` and `npm start -- --demo` with PARLEY_CHAT_SERVICE=off (IM alone, the chat service in copies of its
 * own) refuse at once and say what to do, leaving no data directory behind: they once crashed on the IM's 404 for
 * /chat/account/register, after writing the database, the admin secret and an admin chat token.
 */
const run = (args: string[], env: Record<string, string>) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'parley-demo-off-')), 'data');
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, PARLEY_CHAT_SERVICE: 'off', PARLEY_DATA_DIR: dataDir, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...result, dataDir };
};

describe('the demo data with PARLEY_CHAT_SERVICE=off', { timeout: 120_000 }, () => {
  it.each([
    ['npm run seed', ['server/seed/run-seed.ts'], {}],
    ['npm start -- --demo', ['server/main.ts', '--demo'], {}],
    ['PARLEY_DEMO=1 npm start', ['server/main.ts'], { PARLEY_DEMO: '1' }],
  ])('%s refuses with the way to do it, and writes nothing', (_name, args, env) => {
    const { status, stderr, dataDir } = run(args, env);
    expect(status).toBe(2);
    expect(stderr).toContain('PARLEY_CHAT_SERVICE=embedded');
    expect(stderr).toContain('npm run seed');
    expect(existsSync(dataDir)).toBe(false);
  });
});

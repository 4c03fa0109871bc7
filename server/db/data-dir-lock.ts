import Database from 'better-sqlite3';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'parley.lock';
const OWNER_FILE = 'parley.pid';

/** Another live server holds the data directory: two servers on one directory would corrupt each other's state. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The process the owner file names, when it could be read. */
    readonly ownerPid: number | null,
    readonly ownerCommand: string | null,
  ) {
    const who =
      ownerPid === null ? 'another process' : `process ${ownerPid}${ownerCommand ? ` (${ownerCommand})` : ''}`;
    super(`the data directory ${dataDir} is in use by ${who}: stop it first, or start this one on another directory`);
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the data directory for this process alone. The lock is SQLite's exclusive lock on a small database beside
 * the real one (an fcntl lock), which the kernel drops the moment its holder dies however it died: a crash, a
 * `kill -9` or a power cut never leaves a stale lock to clear by hand, and no process ID is ever trusted. The
 * holder's ID is written to parley.pid only so that a refused start can name it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, LOCK_FILE);
  const db = new Database(path, { timeout: 0 });
  chmodSync(path, 0o600);
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    // In exclusive locking mode the first write takes the lock, and it is kept until the connection closes.
    db.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (at INTEGER); COMMIT');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    const pid = readOwner(dataDir);
    throw new DataDirLockedError(dataDir, pid, pid === null ? null : commandOf(pid));
  }
  const ownerFile = join(dataDir, OWNER_FILE);
  writeFileSync(ownerFile, `${process.pid}\n`, { mode: 0o600 });
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      rmSync(ownerFile, { force: true });
      db.close();
    },
  };
}

function readOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, OWNER_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function commandOf(pid: number): string | null {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return argv.length ? argv.join(' ').slice(0, 200) : null;
  } catch {
    return null;
  }
}

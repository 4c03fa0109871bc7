import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants,
  createWriteStream,
  fsyncSync,
  linkSync,
  openSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { dirname, join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { unknownMigrations } from '../db/database.ts';

/**
 * What a backup holds besides the database: the stored uploads, the keys that pushes and calls were made with, and
 * the admin secret the server made for itself (admin tokens are bound to it).
 */
const KEPT_FILES = ['vapid.json', 'livekit-keys.json', 'admin-secret'];
const OBJECTS_DIR = 'objects';
const DATABASE = 'parley.sqlite';
const MANIFEST = 'parley-backup.json';
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The newest schema migration in the backed-up database. */
  schemaMigration: number;
  messages: number;
  accounts: number;
  objects: number;
}

function* filesUnder(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const count = (db: Database.Database, table: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/**
 * A consistent online backup of a data directory while its server runs: the database through SQLite's online
 * backup API (a snapshot of one moment, however many writes go on meanwhile), then every stored object, which is
 * never changed once written, so each object the snapshot names is there. The archive is a gzipped tar, written
 * under a temporary name and renamed when whole, readable by its owner only: it holds the push and media keys.
 */
export async function backup(dataDir: string, file: string): Promise<BackupManifest> {
  const target = resolve(file);
  // Inside the data directory, so that objects can be hard-linked rather than copied.
  const staging = mkdtempSync(join(dataDir, '.backup-'));
  try {
    const source = new Database(join(dataDir, DATABASE), { readonly: true, fileMustExist: true });
    try {
      await source.backup(join(staging, DATABASE));
    } finally {
      source.close();
    }
    const snapshot = new Database(join(staging, DATABASE));
    // One self-contained file in the archive: no write-ahead log beside it.
    snapshot.pragma('journal_mode = DELETE');
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      schemaMigration: snapshot.prepare('SELECT MAX(id) FROM schema_migrations').pluck().get() as number,
      messages: count(snapshot, 'messages'),
      accounts: count(snapshot, 'chat_accounts'),
      objects: 0,
    };
    snapshot.close();

    for (const path of filesUnder(join(dataDir, OBJECTS_DIR))) {
      const copy = join(staging, relative(dataDir, path));
      mkdirSync(dirname(copy), { recursive: true });
      linkSync(path, copy);
      manifest.objects++;
    }
    for (const name of KEPT_FILES) {
      try {
        linkSync(join(dataDir, name), join(staging, name));
      } catch {
        // Not made yet on this server (no push or no managed media server so far).
      }
    }
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    await writeArchive(target, staging);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Writes the archive beside its target under a new random name, created exclusively (never through a link someone
 * planted there, never a file someone else owns) and 0600 from its first byte, then renames it into place when whole.
 */
async function writeArchive(target: string, staging: string) {
  const partial = `${target}.${randomBytes(8).toString('hex')}.partial`;
  const fd = openSync(partial, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    await pipeline(
      tar.create({ gzip: true, cwd: staging, portable: true }, readdirSync(staging)),
      createWriteStream('', { fd, autoClose: false }),
    );
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, target);
  } catch (error) {
    closeSync(fd);
    unlinkSync(partial);
    throw error;
  }
}

export class RestoreError extends Error {}

/** What a restore unpacks at most, so a crafted archive cannot fill the disk. */
export interface RestoreLimits {
  /** The manifest and each key or secret file: a few hundred bytes in a real backup. */
  smallFileBytes: number;
  /** Everything together: by default the free space of the data directory's file system. */
  totalBytes: number;
}

const SMALL_FILE_BYTES = 64 * 1024;
const freeBytes = (dir: string) => {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize;
};

/** Only what a backup writes may come out of one: regular files and folders, under these names. */
const allowedPath = (path: string) =>
  [DATABASE, MANIFEST, ...KEPT_FILES].includes(path) ||
  path === `${OBJECTS_DIR}/` ||
  path.startsWith(`${OBJECTS_DIR}/`);

/**
 * Restores a backup into an empty (or missing) data directory, and checks it before saying it worked: the
 * database passes SQLite's integrity check and was not written by a newer release. On any failure the directory is
 * left empty again.
 */
export async function restore(
  file: string,
  dataDir: string,
  limits: Partial<RestoreLimits> = {},
): Promise<BackupManifest> {
  const target = resolve(dataDir);
  let existing: string[] = [];
  try {
    existing = readdirSync(target);
  } catch {
    // missing: made below
  }
  if (existing.length > 0) throw new RestoreError(`${target} is not empty; restore only into an empty data directory`);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new RestoreError(`${file} is not a file`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const { smallFileBytes = SMALL_FILE_BYTES, totalBytes = freeBytes(target) } = limits;
  try {
    const refused: string[] = [];
    const tooLarge: string[] = [];
    let unpacked = 0;
    await tar.extract({
      file,
      cwd: target,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const name = path.replace(/^\.\//, '');
        const ok = allowedPath(name) && (type === 'File' || type === 'Directory');
        if (!ok) {
          refused.push(path);
          return false;
        }
        // Sizes come from each entry's header, before its bytes are written; tar writes no more than that.
        const size = entry.size ?? 0;
        const small = name === MANIFEST || KEPT_FILES.includes(name);
        if ((small && size > smallFileBytes) || unpacked + size > totalBytes) {
          tooLarge.push(`${path} (${size} bytes)`);
          return false;
        }
        unpacked += size;
        return true;
      },
    });
    if (refused.length > 0)
      throw new RestoreError(`not a Parley backup: unexpected entries ${refused.slice(0, 5).join(', ')}`);
    if (tooLarge.length > 0) {
      throw new RestoreError(
        `refused to unpack ${tooLarge.slice(0, 5).join(', ')}: a key or manifest over ${smallFileBytes} bytes, ` +
          `or more than ${totalBytes} bytes in all (the free space here)`,
      );
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(readFileSync(join(target, MANIFEST), 'utf8')) as BackupManifest;
    } catch {
      throw new RestoreError('not a Parley backup: it has no manifest');
    }
    if (manifest.format !== FORMAT) throw new RestoreError(`backup format ${manifest.format} is not known here`);
    const db = new Database(join(target, DATABASE), { fileMustExist: true });
    try {
      const integrity = db.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new RestoreError(`the database in the backup is damaged: ${String(integrity)}`);
      const newer = unknownMigrations(db);
      if (newer.length > 0) {
        throw new RestoreError(`the backup was made by a newer Parley (schema migration ${Math.max(...newer)})`);
      }
    } finally {
      db.close();
    }
    chmodSync(join(target, DATABASE), 0o600);
    rmSync(join(target, MANIFEST));
    return manifest;
  } catch (error) {
    for (const name of readdirSync(target)) rmSync(join(target, name), { recursive: true, force: true });
    throw error;
  }
}

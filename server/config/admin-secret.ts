import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Where a server started without PARLEY_ADMIN_SECRET keeps the one it made for itself. */
export const adminSecretPath = (dataDir: string) => join(dataDir, 'admin-secret');

/**
 * The shortest admin secret a server accepts. The secret opens everything, and an empty or one-letter one (an empty
 * file after a crash, a careless variable) would hand an admin token to anyone who guesses it.
 */
export const MIN_ADMIN_SECRET_LENGTH = 16;

/** Thrown for an admin secret file that holds no usable secret; the server refuses to start on it. */
export class AdminSecretFileError extends Error {}

/**
 * The admin secret of a server whose operator named none. OpenIM ships a well-known development secret
 * (`openIM123`); a server listening on every interface with it would hand an admin token to anyone on the network,
 * so each data directory gets a random one instead, readable only by the server's own user.
 */
export function readOrCreateAdminSecret(dataDir: string): { secret: string; created: boolean } {
  const path = adminSecretPath(dataDir);
  const existing = readSecretFile(path);
  if (existing !== undefined) return { secret: existing, created: false };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(24).toString('base64url');
  // Written whole under a name of its own, then linked into place: a crash mid-write leaves no empty or partial
  // `admin-secret`, and two processes starting on one new directory agree on whichever secret was linked first.
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
    return { secret, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: readSecretFile(path)!, created: false };
  } finally {
    unlinkSync(temporary);
  }
}

function readSecretFile(path: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (secret.length < MIN_ADMIN_SECRET_LENGTH) {
    throw new AdminSecretFileError(
      `${path} holds ${secret.length === 0 ? 'no admin secret' : `an admin secret of ${secret.length} characters`}: ` +
        `at least ${MIN_ADMIN_SECRET_LENGTH} are needed. Delete the file to have a new random one made ` +
        `(admin tokens issued under the old one end), or set PARLEY_ADMIN_SECRET`,
    );
  }
  return secret;
}

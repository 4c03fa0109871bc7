import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a server started without PARLEY_ADMIN_SECRET keeps the one it made for itself. */
export const adminSecretPath = (dataDir: string) => join(dataDir, 'admin-secret');

/**
 * The admin secret of a server whose operator named none. OpenIM ships a well-known development secret
 * (`openIM123`); a server listening on every interface with it would hand an admin token to anyone on the network,
 * so each data directory gets a random one instead, readable only by the server's own user.
 */
export function readOrCreateAdminSecret(dataDir: string): { secret: string; created: boolean } {
  const path = adminSecretPath(dataDir);
  try {
    return { secret: readFileSync(path, 'utf8').trim(), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(24).toString('base64url');
  try {
    // `wx`: two processes starting on one new directory agree on whichever secret was written first.
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: readFileSync(path, 'utf8').trim(), created: false };
  }
}

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MediaKeys {
  apiKey: string;
  apiSecret: string;
}

/**
 * The managed media server's API key and secret: generated once per data directory and kept there (owner-only),
 * so tokens minted before a restart stay valid and nothing secret is in the repository or the process list.
 */
export function loadOrCreateMediaKeys(dataDir: string): MediaKeys {
  const path = join(dataDir, 'livekit-keys.json');
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<MediaKeys>;
    if (stored.apiKey && stored.apiSecret && stored.apiSecret.length >= 32) {
      return { apiKey: stored.apiKey, apiSecret: stored.apiSecret };
    }
  }
  const keys = { apiKey: `API${randomBytes(6).toString('hex')}`, apiSecret: randomBytes(32).toString('base64url') };
  writeFileSync(path, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

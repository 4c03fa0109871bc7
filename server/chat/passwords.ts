import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/**
 * Clients send the lowercase MD5 hex of the password (deltas.md 8); at rest it is scrypt of that value with a
 * per-user salt, encoded as `scrypt$N$r$p$salt$hash`.
 */
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(md5Hex, salt, KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(md5Hex, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** What a client must send: 32 lowercase hex digits. */
export const MD5_HEX = /^[0-9a-f]{32}$/;

import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('password storage', () => {
  it('stores scrypt of the md5 value, never the value itself', async () => {
    const stored = await hashPassword(md5('secret123'));
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain(md5('secret123'));
    expect(await verifyPassword(md5('secret123'), stored)).toBe(true);
    expect(await verifyPassword(md5('secret124'), stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword(md5('same'))).not.toBe(await hashPassword(md5('same')));
  });

  it('refuses a malformed stored value', async () => {
    expect(await verifyPassword(md5('x'), 'plain-text')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../db/database.ts';
import { TokenError, TokenStore } from './tokens.ts';

function store(now = () => 1_000_000) {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'parley-tokens-')));
  migrate(db);
  return { db, tokens: new TokenStore(db, 90 * 86_400_000, now) };
}

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof TokenError) return error.code;
    throw error;
  }
  return 0;
};

describe('TokenStore', () => {
  it('issues a token bound to a user and platform, valid for 90 days', () => {
    const { tokens } = store();
    const { token, expireTimeSeconds } = tokens.issue('alice', 5);
    expect(expireTimeSeconds).toBe(90 * 86_400);
    expect(tokens.verify(token)).toMatchObject({ userID: 'alice', platformID: 5 });
  });

  it('stores only a hash of the token', () => {
    const { db, tokens } = store();
    const { token } = tokens.issue('alice', 5);
    const stored = db.prepare('SELECT token_hash FROM tokens').pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(token);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the SDK token codes: unknown 1507, empty 1503, expired 1501, kicked 1506, revoked 1502', () => {
    let clock = 1_000_000;
    const { tokens } = store(() => clock);
    expect(codeOf(() => tokens.verify('nope'))).toBe(1507);
    expect(codeOf(() => tokens.verify(''))).toBe(1503);

    const expiring = tokens.issue('alice', 5).token;
    clock += 91 * 86_400_000;
    expect(codeOf(() => tokens.verify(expiring))).toBe(1501);

    const kicked = tokens.issue('alice', 5).token;
    tokens.markKicked(kicked);
    expect(codeOf(() => tokens.verify(kicked))).toBe(1506);

    const revoked = tokens.issue('alice', 3).token;
    tokens.revokeAll('alice');
    expect(codeOf(() => tokens.verify(revoked))).toBe(1502);
  });

  it('kicks every token of one platform and leaves the others', () => {
    const { tokens } = store();
    const web = tokens.issue('alice', 5).token;
    const phone = tokens.issue('alice', 1).token;
    tokens.kickPlatform('alice', 5);
    expect(codeOf(() => tokens.verify(web))).toBe(1506);
    expect(tokens.verify(phone).platformID).toBe(1);
  });
});

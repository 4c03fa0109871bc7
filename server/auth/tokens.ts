import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';

/** Platform 10 is reserved for admin tokens (openim-http-api.md §8). */
export const ADMIN_PLATFORM_ID = 10;

const TOKEN_STATE = { normal: 0, revoked: 1, kicked: 2 } as const;

/** The IM token error codes the SDK reacts to (openim-ws-gateway.md §1.3). */
const TokenErrorCode = {
  expired: 1501,
  invalid: 1502,
  malformed: 1503,
  kicked: 1506,
  notExist: 1507,
} as const;

const TOKEN_ERROR_NAMES: Record<number, string> = {
  1501: 'TokenExpiredError',
  1502: 'TokenInvalidError',
  1503: 'TokenMalformedError',
  1506: 'TokenKickedError',
  1507: 'TokenNotExistError',
};

export class TokenError extends Error {
  constructor(readonly code: number) {
    super(TOKEN_ERROR_NAMES[code] ?? 'TokenUnknownError');
  }
}

export interface TokenOwner {
  userID: string;
  platformID: number;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** How admin tokens (platform 10, from the admin secret) live: `ttlMs` short, and bound to `secret`. */
export interface AdminTokenPolicy {
  secret: string;
  ttlMs: number;
}

const DAY_MS = 86_400_000;

/**
 * IM tokens: opaque random strings, stored only as SHA-256 hashes, bound to a user and a platform. An admin
 * token is stored as an HMAC keyed by the admin secret instead, so a new secret finds none of the tokens the old
 * one gave out: they die with it, and the database never holds anything the secret could be guessed from.
 */
export class TokenStore {
  private readonly insert;
  private readonly find;
  private readonly setStateForPlatform;
  private readonly setState;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly admin: AdminTokenPolicy = { secret: '', ttlMs: DAY_MS },
  ) {
    this.insert = statement(
      db,
      'INSERT INTO tokens (token_hash, user_id, platform_id, expires_at, state, created_at) VALUES (?, ?, ?, ?, 0, ?)',
    );
    this.find = statement(db, 'SELECT user_id, platform_id, expires_at, state FROM tokens WHERE token_hash = ?');
    this.setStateForPlatform = statement(
      db,
      'UPDATE tokens SET state = ? WHERE user_id = ? AND platform_id = ? AND state = 0',
    );
    this.setState = statement(db, 'UPDATE tokens SET state = ? WHERE token_hash = ?');
  }

  private adminHash(token: string): string {
    return createHmac('sha256', this.admin.secret).update(token).digest('hex');
  }

  issue(userID: string, platformID: number): { token: string; expireTimeSeconds: number } {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const isAdmin = platformID === ADMIN_PLATFORM_ID;
    const ttlMs = isAdmin ? this.admin.ttlMs : this.ttlMs;
    this.insert.run(isAdmin ? this.adminHash(token) : hash(token), userID, platformID, now + ttlMs, now);
    return { token, expireTimeSeconds: Math.floor(ttlMs / 1000) };
  }

  private row(token: string) {
    type Row = { user_id: string; platform_id: number; expires_at: number; state: number };
    const plain = this.find.get(hash(token)) as Row | undefined;
    // An admin token stored under its plain hash was given out before tokens were bound to the secret: not valid.
    if (plain) return plain.platform_id === ADMIN_PLATFORM_ID ? { ...plain, state: TOKEN_STATE.revoked } : plain;
    return this.find.get(this.adminHash(token)) as Row | undefined;
  }

  /** Resolves a token to its owner, or throws the TokenError the SDK expects. */
  verify(token: string): TokenOwner & { expireTimeSeconds: number } {
    if (!token || token.length > 512) throw new TokenError(TokenErrorCode.malformed);
    const row = this.row(token);
    if (!row) throw new TokenError(TokenErrorCode.notExist);
    if (row.state === TOKEN_STATE.kicked) throw new TokenError(TokenErrorCode.kicked);
    if (row.state === TOKEN_STATE.revoked) throw new TokenError(TokenErrorCode.invalid);
    const remaining = row.expires_at - this.now();
    if (remaining <= 0) throw new TokenError(TokenErrorCode.expired);
    return { userID: row.user_id, platformID: row.platform_id, expireTimeSeconds: Math.floor(remaining / 1000) };
  }

  /** A newer login on the same platform replaced this one. */
  markKicked(token: string): void {
    this.setState.run(TOKEN_STATE.kicked, hash(token));
  }

  /** Logout (gateway 2003): this login's token stops working; the user's other logins go on. */
  revoke(token: string): void {
    this.setState.run(TOKEN_STATE.revoked, hash(token));
    this.setState.run(TOKEN_STATE.revoked, this.adminHash(token));
  }

  /** force_logout: every live token of the user on that platform stops working. */
  kickPlatform(userID: string, platformID: number): void {
    this.setStateForPlatform.run(TOKEN_STATE.kicked, userID, platformID);
  }

  revokeAll(userID: string): void {
    statement(this.db, 'UPDATE tokens SET state = ? WHERE user_id = ? AND state = 0').run(TOKEN_STATE.revoked, userID);
  }
}

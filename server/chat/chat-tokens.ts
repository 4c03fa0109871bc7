import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { ChatError } from './chat-errors.ts';

export const ChatUserType = { user: 1, admin: 2 } as const;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Why every session of a user ended, as the revoked tokens answer it: 20101 as OpenIM's clients expect, with this
 * errDlt, so that Parley's other devices can say "your password was changed" rather than "signed in elsewhere".
 */
export const SessionEndReason = { passwordChanged: 'PasswordChanged' } as const;
export type SessionEndReason = (typeof SessionEndReason)[keyof typeof SessionEndReason];

/** Chat tokens: opaque, revocable, stored as hashes; 90 days like the reference's tokenPolicy. */
export class ChatTokenStore {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** `ttlMs`: shorter than the store's for an admin's token. */
  issue(userID: string, userType: number = ChatUserType.user, ttlMs = this.ttlMs): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    statement(
      this.db,
      'INSERT INTO chat_tokens (token_hash, user_id, user_type, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(hash(token), userID, userType, now + ttlMs, now);
    return token;
  }

  /** The token's user, or the error the clients expect: 1001 empty, 20101 unknown or revoked, 1501 expired. */
  verify(token: string | undefined): { userID: string; userType: number } {
    if (!token) throw new ApiError(1001, 'ArgsError', 'token is empty');
    const row = statement(
      this.db,
      'SELECT user_id, user_type, expires_at, ended_reason FROM chat_tokens WHERE token_hash = ?',
    ).get(hash(token)) as
      { user_id: string; user_type: number; expires_at: number; ended_reason: string | null } | undefined;
    if (!row) throw new ApiError(ChatError.ErrTokenNotExist, 'ErrTokenNotExist');
    if (row.expires_at <= this.now()) throw new ApiError(1501, 'TokenExpiredError');
    if (row.ended_reason !== null) throw new ApiError(ChatError.ErrTokenNotExist, 'ErrTokenNotExist', row.ended_reason);
    return { userID: row.user_id, userType: row.user_type };
  }

  /** Sign-out: this token stops working (20101), the user's other sessions go on. */
  revoke(token: string): void {
    statement(this.db, 'DELETE FROM chat_tokens WHERE token_hash = ?').run(hash(token));
  }

  /**
   * Every token of the user stops working. With a reason the tokens stay, answering it until they would have
   * expired; expired ones go now, so the rows kept never outgrow the tokens a user could hold anyway.
   */
  revokeAll(userID: string, reason?: SessionEndReason): void {
    if (!reason) {
      statement(this.db, 'DELETE FROM chat_tokens WHERE user_id = ?').run(userID);
      return;
    }
    statement(this.db, 'DELETE FROM chat_tokens WHERE user_id = ? AND expires_at <= ?').run(userID, this.now());
    statement(this.db, 'UPDATE chat_tokens SET ended_reason = ? WHERE user_id = ? AND ended_reason IS NULL').run(
      reason,
      userID,
    );
  }
}

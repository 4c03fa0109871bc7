import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ApiError } from '../protocol/api-envelope.ts';
import { ChatError } from './chat-errors.ts';
import type { ChatDb } from './storage/chat-schema.ts';

export const ChatUserType = { user: 1, admin: 2 } as const;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Marks an administrator's chat token, which is stored under an HMAC keyed by the admin secret. */
const ADMIN_TOKEN_PREFIX = 'adm.';

/**
 * What makes an administrator's chat token (admin_login) an administrator's on each request: the account must still
 * be one (the configuration of the running server, not the one it was issued under), and the admin secret must be
 * the one it was issued under (its stored form is keyed by it, so a new secret finds none of the old tokens).
 */
export interface AdminTokenRules {
  secret: string;
  isAdminAccount: (userID: string) => boolean | Promise<boolean>;
}

/**
 * Why every session of a user ended, as the revoked tokens answer it: 20101 as OpenIM's clients expect, with this
 * errDlt, so that Parley's other devices can say "your password was changed" rather than "signed in elsewhere".
 */
export const SessionEndReason = { passwordChanged: 'PasswordChanged' } as const;
export type SessionEndReason = (typeof SessionEndReason)[keyof typeof SessionEndReason];

/** Chat tokens: opaque, revocable, stored as hashes; 90 days like the reference's tokenPolicy. */
export class ChatTokenStore {
  constructor(
    private readonly db: ChatDb,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly adminRules?: AdminTokenRules,
  ) {}

  private stored(token: string): string {
    if (!token.startsWith(ADMIN_TOKEN_PREFIX)) return hash(token);
    // Without rules no admin token is ever issued; a made-up one must still match nothing.
    const key = this.adminRules?.secret ?? randomBytes(32).toString('hex');
    return createHmac('sha256', key).update(token).digest('hex');
  }

  /** `ttlMs`: shorter than the store's for an admin's token. */
  async issue(userID: string, userType: number = ChatUserType.user, ttlMs = this.ttlMs): Promise<string> {
    // A store without rules is one a test composes its routes with alone: it issues and trusts its own.
    const bound = userType === ChatUserType.admin && this.adminRules !== undefined;
    const token = `${bound ? ADMIN_TOKEN_PREFIX : ''}${randomBytes(32).toString('base64url')}`;
    const now = this.now();
    await this.db
      .insertInto('chat_tokens')
      .values({
        token_hash: this.stored(token),
        user_id: userID,
        user_type: userType,
        expires_at: now + ttlMs,
        created_at: now,
      })
      .execute();
    return token;
  }

  /**
   * The token's user, or the error the clients expect: 1001 empty, 20101 unknown or revoked, 1501 expired. An
   * administrator's token is checked against the current rules on every request, and ends (20101) once its account
   * is no longer an administrator; one stored by an older release (not keyed by the secret) is refused.
   */
  async verify(token: string | undefined): Promise<{ userID: string; userType: number }> {
    if (!token) throw new ApiError(1001, 'ArgsError', 'token is empty');
    const row = await this.db
      .selectFrom('chat_tokens')
      .select(['user_id', 'user_type', 'expires_at', 'ended_reason'])
      .where('token_hash', '=', this.stored(token))
      .executeTakeFirst();
    if (!row) throw new ApiError(ChatError.ErrTokenNotExist, 'ErrTokenNotExist');
    if (row.expires_at <= this.now()) throw new ApiError(1501, 'TokenExpiredError');
    if (row.ended_reason !== null) throw new ApiError(ChatError.ErrTokenNotExist, 'ErrTokenNotExist', row.ended_reason);
    if (row.user_type === ChatUserType.admin && this.adminRules) {
      const stillAdmin = token.startsWith(ADMIN_TOKEN_PREFIX) && (await this.adminRules.isAdminAccount(row.user_id));
      if (!stillAdmin) {
        await this.revoke(token);
        throw new ApiError(ChatError.ErrTokenNotExist, 'ErrTokenNotExist', 'no longer an administrator');
      }
    }
    return { userID: row.user_id, userType: row.user_type };
  }

  /** Sign-out: this token stops working (20101), the user's other sessions go on. */
  async revoke(token: string): Promise<void> {
    await this.db.deleteFrom('chat_tokens').where('token_hash', '=', this.stored(token)).execute();
  }

  /**
   * Every token of the user stops working. With a reason the tokens stay, answering it until they would have
   * expired; expired ones go now, so the rows kept never outgrow the tokens a user could hold anyway.
   */
  async revokeAll(userID: string, reason?: SessionEndReason): Promise<void> {
    if (!reason) {
      await this.db.deleteFrom('chat_tokens').where('user_id', '=', userID).execute();
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('chat_tokens').where('user_id', '=', userID).where('expires_at', '<=', this.now()).execute();
      await trx
        .updateTable('chat_tokens')
        .set({ ended_reason: reason })
        .where('user_id', '=', userID)
        .where('ended_reason', 'is', null)
        .execute();
    });
  }
}

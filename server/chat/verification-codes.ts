import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { ChatError } from './chat-errors.ts';

/** deltas.md 9: 6 digits, valid 10 minutes, 10 codes per account per 24 h, 5 wrong tries per code. */
const CODE_RULES = {
  length: 6,
  validMs: 10 * 60_000,
  windowMs: 24 * 60 * 60_000,
  maxPerWindow: 10,
  maxWrongTries: 5,
} as const;

/** What is stored instead of a code: an HMAC keyed by the code's own random salt, bound to the account. */
const codeHash = (salt: string, account: string, code: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(`${account}\n${code}`).digest();

export interface CodeSender {
  send(account: string, code: string): Promise<void>;
}

export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly sender: CodeSender,
    /** Only when PARLEY_SUPER_CODE names one (tests, `--demo`); never by default (deltas.md 9). */
    private readonly superCode: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async send(account: string): Promise<void> {
    const sent = statement(this.db, 'SELECT COUNT(*) FROM verification_codes WHERE account = ? AND created_at > ?')
      .pluck()
      .get(account, this.now() - CODE_RULES.windowMs) as number;
    if (sent >= CODE_RULES.maxPerWindow)
      throw new ApiError(ChatError.VerifyCodeSendFrequently, 'VerifyCodeSendFrequently');
    const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');
    const salt = randomBytes(16).toString('hex');
    statement(this.db, 'INSERT INTO verification_codes (account, salt, code_hash, created_at) VALUES (?, ?, ?, ?)').run(
      account,
      salt,
      codeHash(salt, account, code).toString('hex'),
      this.now(),
    );
    await this.sender.send(account, code);
  }

  /** Checks the newest code for the account; a wrong one counts against it. */
  verify(account: string, code: string): void {
    if (this.superCode !== undefined && sameText(code, this.superCode)) return;
    const latest = statement(
      this.db,
      'SELECT id, salt, code_hash, created_at, wrong_tries FROM verification_codes WHERE account = ? ORDER BY id DESC LIMIT 1',
    ).get(account) as
      { id: number; salt: string; code_hash: string; created_at: number; wrong_tries: number } | undefined;
    if (!latest || latest.created_at + CODE_RULES.validMs < this.now())
      throw new ApiError(ChatError.VerifyCodeExpired, 'VerifyCodeExpired');
    if (latest.wrong_tries >= CODE_RULES.maxWrongTries)
      throw new ApiError(ChatError.VerifyCodeMaxCount, 'VerifyCodeMaxCount');
    if (!matches(latest, account, code)) {
      statement(this.db, 'UPDATE verification_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(latest.id);
      throw new ApiError(ChatError.VerifyCodeNotMatch, 'VerifyCodeNotMatch');
    }
  }

  /** A code that has done its job (login, reset) cannot be used again. */
  consume(account: string): void {
    statement(this.db, 'DELETE FROM verification_codes WHERE account = ?').run(account);
  }
}

/** In constant time; a row from before codes were hashed (no salt) matches nothing. */
function matches(row: { salt: string; code_hash: string }, account: string, code: string): boolean {
  const stored = Buffer.from(row.code_hash, 'hex');
  const given = codeHash(row.salt, account, code);
  return row.salt !== '' && stored.length === given.length && timingSafeEqual(stored, given);
}

const sameText = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

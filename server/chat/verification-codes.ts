import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../protocol/api-envelope.ts';
import { ChatError } from './chat-errors.ts';
import type { ChatDb } from './storage/chat-schema.ts';

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
    private readonly db: ChatDb,
    private readonly sender: CodeSender,
    /** Only when PARLEY_SUPER_CODE names one (tests, `--demo`); never by default (deltas.md 9). */
    private readonly superCode: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async send(account: string): Promise<void> {
    const { sent } = await this.db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('sent'))
      .where('account', '=', account)
      .where('created_at', '>', this.now() - CODE_RULES.windowMs)
      .executeTakeFirstOrThrow();
    if (Number(sent) >= CODE_RULES.maxPerWindow)
      throw new ApiError(ChatError.VerifyCodeSendFrequently, 'VerifyCodeSendFrequently');
    const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');
    const salt = randomBytes(16).toString('hex');
    await this.db
      .insertInto('verification_codes')
      .values({ account, salt, code_hash: codeHash(salt, account, code).toString('hex'), created_at: this.now() })
      .execute();
    await this.sender.send(account, code);
  }

  /** Checks the newest code for the account; a wrong one counts against it. */
  async verify(account: string, code: string): Promise<void> {
    if (this.superCode !== undefined && sameText(code, this.superCode)) return;
    const latest = await this.db
      .selectFrom('verification_codes')
      .select(['id', 'salt', 'code_hash', 'created_at', 'wrong_tries'])
      .where('account', '=', account)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.created_at + CODE_RULES.validMs < this.now())
      throw new ApiError(ChatError.VerifyCodeExpired, 'VerifyCodeExpired');
    if (latest.wrong_tries >= CODE_RULES.maxWrongTries)
      throw new ApiError(ChatError.VerifyCodeMaxCount, 'VerifyCodeMaxCount');
    if (!matches(latest, account, code)) {
      // Counted in the database, so that copies of the chat service share the five tries.
      await this.db
        .updateTable('verification_codes')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('id', '=', latest.id)
        .execute();
      throw new ApiError(ChatError.VerifyCodeNotMatch, 'VerifyCodeNotMatch');
    }
  }

  /** A code that has done its job (login, reset) cannot be used again. */
  async consume(account: string): Promise<void> {
    await this.db.deleteFrom('verification_codes').where('account', '=', account).execute();
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

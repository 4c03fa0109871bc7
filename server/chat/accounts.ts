import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { ChatError } from './chat-errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** UserFullInfo as chat clients read it (chat-service.md §1.3). */
export interface ChatUserFull {
  userID: string;
  account: string;
  phoneNumber: string;
  areaCode: string;
  email: string;
  nickname: string;
  faceURL: string;
  gender: number;
  level: number;
  birth: number;
  allowAddFriend: number;
  allowBeep: number;
  allowVibration: number;
  globalRecvMsgOpt: number;
  registerType: number;
}

export type ChatUserPublic = Pick<
  ChatUserFull,
  'userID' | 'account' | 'email' | 'nickname' | 'faceURL' | 'gender' | 'level'
>;

interface Row {
  user_id: string;
  account: string | null;
  area_code: string;
  phone_number: string;
  email: string | null;
  password_hash: string;
  nickname: string;
  face_url: string;
  gender: number;
  level: number;
  birth: number;
  allow_add_friend: number;
  allow_beep: number;
  allow_vibration: number;
  global_recv_msg_opt: number;
  register_type: number;
}

const toFull = (row: Row): ChatUserFull => ({
  userID: row.user_id,
  account: row.account ?? '',
  phoneNumber: row.phone_number,
  areaCode: row.area_code,
  email: row.email ?? '',
  nickname: row.nickname,
  faceURL: row.face_url,
  gender: row.gender,
  level: row.level,
  birth: row.birth,
  allowAddFriend: row.allow_add_friend,
  allowBeep: row.allow_beep,
  allowVibration: row.allow_vibration,
  globalRecvMsgOpt: row.global_recv_msg_opt,
  registerType: row.register_type,
});

/** What anyone may see of a user: no phone number, and the e-mail only as its owner chose to show it. */
export const toPublic = (user: ChatUserFull): ChatUserPublic => ({
  userID: user.userID,
  account: user.account,
  email: '',
  nickname: user.nickname,
  faceURL: user.faceURL,
  gender: user.gender,
  level: user.level,
});

/**
 * A full record as a stranger sees it (deltas.md 19): no phone or e-mail, and no account, gender or birthday, which
 * are for the user and their friends. Gender 0 is what OpenIM's clients show as "private".
 */
export const asStranger = (user: ChatUserFull): ChatUserFull => ({
  ...user,
  phoneNumber: '',
  areaCode: '',
  email: '',
  account: '',
  gender: 0,
  birth: 0,
});

export interface Credential {
  account?: string;
  areaCode?: string;
  phoneNumber?: string;
  email?: string;
}

/** "+86", whether the client sent "86" or "+86"; digits only. */
function normalizeAreaCode(areaCode: string): string {
  const digits = areaCode.startsWith('+') ? areaCode.slice(1) : areaCode;
  if (!/^\d{1,4}$/.test(digits)) throw new ApiError(1001, 'ArgsError', 'areaCode must be numeric');
  return `+${digits}`;
}

/** The key a verification code belongs to: "<areaCode> <phone>" or the e-mail address. */
export function codeAccount(credential: Credential): string {
  if (credential.phoneNumber) return `${normalizeAreaCode(credential.areaCode ?? '')} ${credential.phoneNumber}`;
  if (credential.email) return credential.email.toLowerCase();
  throw new ApiError(1001, 'ArgsError', 'a phone number or an e-mail address is required');
}

export interface NewAccount {
  account?: string;
  areaCode?: string;
  phoneNumber?: string;
  email?: string;
  passwordMd5: string;
  nickname: string;
  faceURL: string;
  gender: number;
  birth: number;
}

export class AccountStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  get(userID: string): ChatUserFull | undefined {
    const row = statement(this.db, 'SELECT * FROM chat_accounts WHERE user_id = ?').get(userID) as Row | undefined;
    return row ? toFull(row) : undefined;
  }

  find(userIDs: readonly string[]): ChatUserFull[] {
    if (userIDs.length === 0) return [];
    const rows = statement(
      this.db,
      'SELECT * FROM chat_accounts WHERE user_id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(userIDs)) as Row[];
    return rows.map(toFull);
  }

  /** Looks an account up by account name, then phone, then e-mail (the reference's precedence). */
  findByCredential(credential: Credential): (ChatUserFull & { passwordHash: string }) | undefined {
    let row: Row | undefined;
    if (credential.account) {
      row = statement(this.db, 'SELECT * FROM chat_accounts WHERE account = ?').get(credential.account) as
        Row | undefined;
    } else if (credential.phoneNumber) {
      row = statement(this.db, 'SELECT * FROM chat_accounts WHERE area_code = ? AND phone_number = ?').get(
        normalizeAreaCode(credential.areaCode ?? ''),
        credential.phoneNumber,
      ) as Row | undefined;
    } else if (credential.email) {
      row = statement(this.db, 'SELECT * FROM chat_accounts WHERE email = ?').get(credential.email.toLowerCase()) as
        Row | undefined;
    }
    return row ? { ...toFull(row), passwordHash: row.password_hash } : undefined;
  }

  /** Refuses a phone, account or e-mail someone else holds. */
  assertAvailable(credential: Credential, exceptUserID = ''): void {
    if (credential.phoneNumber) {
      const owner = this.findByCredential({ areaCode: credential.areaCode, phoneNumber: credential.phoneNumber });
      if (owner && owner.userID !== exceptUserID)
        throw new ApiError(ChatError.PhoneAlreadyRegister, 'PhoneAlreadyRegister');
    }
    if (credential.account) {
      const owner = this.findByCredential({ account: credential.account });
      if (owner && owner.userID !== exceptUserID)
        throw new ApiError(ChatError.AccountAlreadyRegister, 'AccountAlreadyRegister');
    }
    if (credential.email) {
      const owner = this.findByCredential({ email: credential.email });
      if (owner && owner.userID !== exceptUserID)
        throw new ApiError(ChatError.EmailAlreadyRegister, 'EmailAlreadyRegister');
    }
  }

  async create(account: NewAccount, userID?: string): Promise<ChatUserFull> {
    const id = userID ?? this.newUserID();
    const registerType = account.phoneNumber ? 2 : account.email ? 1 : 0;
    statement(
      this.db,
      `INSERT INTO chat_accounts (user_id, account, area_code, phone_number, email, password_hash, nickname, face_url, gender, birth,
         register_type, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      account.account || null,
      account.phoneNumber ? normalizeAreaCode(account.areaCode ?? '') : '',
      account.phoneNumber ?? '',
      account.email ? account.email.toLowerCase() : null,
      await hashPassword(account.passwordMd5),
      account.nickname,
      account.faceURL,
      account.gender,
      account.birth,
      registerType,
      this.now(),
    );
    return this.get(id)!;
  }

  /** 10 digits, as the reference generates; retried on the rare collision. */
  private newUserID(): string {
    for (;;) {
      const id = String(randomInt(1_000_000_000, 9_999_999_999));
      if (!this.get(id)) return id;
    }
  }

  async checkPassword(userID: string, passwordMd5: string): Promise<boolean> {
    const stored = statement(this.db, 'SELECT password_hash FROM chat_accounts WHERE user_id = ?')
      .pluck()
      .get(userID) as string | undefined;
    return stored !== undefined && stored !== '' && (await verifyPassword(passwordMd5, stored));
  }

  async setPassword(userID: string, passwordMd5: string): Promise<void> {
    statement(this.db, 'UPDATE chat_accounts SET password_hash = ? WHERE user_id = ?').run(
      await hashPassword(passwordMd5),
      userID,
    );
  }

  update(userID: string, changes: Partial<Record<AccountColumn, string | number | null>>): void {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    statement(
      this.db,
      `UPDATE chat_accounts SET ${entries.map(([column]) => `${column} = ?`).join(', ')} WHERE user_id = ?`,
    ).run(...entries.map(([, value]) => value), userID);
  }

  /** For an administrator: part of the ID, nickname, account, phone number or e-mail, oldest account first. */
  searchAll(keyword: string, offset: number, limit: number): { total: number; users: ChatUserFull[] } {
    const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = `WHERE lower(user_id) LIKE ? ESCAPE '\\' OR lower(nickname) LIKE ? ESCAPE '\\'
      OR lower(coalesce(account, '')) LIKE ? ESCAPE '\\' OR phone_number LIKE ? ESCAPE '\\'
      OR lower(coalesce(email, '')) LIKE ? ESCAPE '\\'`;
    const args = [like, like, like, like, like];
    const total = statement(this.db, `SELECT COUNT(*) FROM chat_accounts ${where}`)
      .pluck()
      .get(...args) as number;
    const rows = statement(this.db, `SELECT * FROM chat_accounts ${where} ORDER BY create_time LIMIT ? OFFSET ?`).all(
      ...args,
      limit,
      offset,
    ) as Row[];
    return { total, users: rows.map(toFull) };
  }

  /**
   * A literal, case-insensitive match: part of the ID or nickname, or the whole account, phone number or e-mail, so
   * that a stranger's number cannot be recovered digit by digit (deltas.md 19). Among `restrictTo` (one's friends,
   * who see those details anyway) parts of them match too.
   */
  search(
    keyword: string,
    offset: number,
    limit: number,
    restrictTo?: readonly string[],
  ): { total: number; users: ChatUserFull[] } {
    const lower = keyword.toLowerCase();
    const escaped = `%${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const restriction = restrictTo ? 'AND user_id IN (SELECT value FROM json_each(?))' : 'AND ? IS NULL';
    const contact = restrictTo
      ? `lower(coalesce(account, '')) LIKE ? ESCAPE '\\' OR phone_number LIKE ? ESCAPE '\\'
         OR lower(coalesce(email, '')) LIKE ? ESCAPE '\\'`
      : `(? <> '' AND (lower(coalesce(account, '')) = ? OR phone_number = ? OR lower(coalesce(email, '')) = ?))`;
    const where = `WHERE (lower(user_id) LIKE ? ESCAPE '\\' OR lower(nickname) LIKE ? ESCAPE '\\' OR ${contact}) ${restriction}`;
    const contactArgs = restrictTo ? [escaped, escaped, escaped] : [lower, lower, lower, lower];
    const args = [escaped, escaped, ...contactArgs, restrictTo ? JSON.stringify(restrictTo) : null];
    const total = statement(this.db, `SELECT COUNT(*) FROM chat_accounts ${where}`)
      .pluck()
      .get(...args) as number;
    const rows = statement(this.db, `SELECT * FROM chat_accounts ${where} ORDER BY create_time LIMIT ? OFFSET ?`).all(
      ...args,
      limit,
      offset,
    ) as Row[];
    return { total, users: rows.map(toFull) };
  }
}

export type AccountColumn =
  | 'account'
  | 'area_code'
  | 'phone_number'
  | 'email'
  | 'nickname'
  | 'face_url'
  | 'gender'
  | 'level'
  | 'birth'
  | 'allow_add_friend'
  | 'allow_beep'
  | 'allow_vibration'
  | 'global_recv_msg_opt';

import { randomInt } from 'node:crypto';
import { sql, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import { ApiError } from '../protocol/api-envelope.ts';
import { isReservedUserID, reservedUserIDMessage } from '../protocol/reserved-user-ids.ts';
import { ChatError } from './chat-errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { ChatDb, ChatTables } from './storage/chat-schema.ts';
import { inChunks, likePattern } from './storage/query-helpers.ts';

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

type Row = Selectable<ChatTables['chat_accounts']>;

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
    private readonly db: ChatDb,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userID: string): Promise<ChatUserFull | undefined> {
    const row = await this.db.selectFrom('chat_accounts').selectAll().where('user_id', '=', userID).executeTakeFirst();
    return row ? toFull(row) : undefined;
  }

  async find(userIDs: readonly string[]): Promise<ChatUserFull[]> {
    const rows = await inChunks(userIDs, (chunk) =>
      this.db.selectFrom('chat_accounts').selectAll().where('user_id', 'in', chunk).execute(),
    );
    return rows.map(toFull);
  }

  /** Looks an account up by account name, then phone, then e-mail (the reference's precedence). */
  async findByCredential(credential: Credential): Promise<(ChatUserFull & { passwordHash: string }) | undefined> {
    const query = this.db.selectFrom('chat_accounts').selectAll();
    let row: Row | undefined;
    if (credential.account) {
      row = await query.where('account', '=', credential.account).executeTakeFirst();
    } else if (credential.phoneNumber) {
      row = await query
        .where('area_code', '=', normalizeAreaCode(credential.areaCode ?? ''))
        .where('phone_number', '=', credential.phoneNumber)
        .executeTakeFirst();
    } else if (credential.email) {
      row = await query.where('email', '=', credential.email.toLowerCase()).executeTakeFirst();
    }
    return row ? { ...toFull(row), passwordHash: row.password_hash } : undefined;
  }

  /** Refuses a phone, account or e-mail someone else holds. */
  async assertAvailable(credential: Credential, exceptUserID = ''): Promise<void> {
    if (credential.phoneNumber) {
      const owner = await this.findByCredential({ areaCode: credential.areaCode, phoneNumber: credential.phoneNumber });
      if (owner && owner.userID !== exceptUserID)
        throw new ApiError(ChatError.PhoneAlreadyRegister, 'PhoneAlreadyRegister');
    }
    if (credential.account) {
      const owner = await this.findByCredential({ account: credential.account });
      if (owner && owner.userID !== exceptUserID)
        throw new ApiError(ChatError.AccountAlreadyRegister, 'AccountAlreadyRegister');
    }
    if (credential.email) {
      const owner = await this.findByCredential({ email: credential.email });
      if (owner && owner.userID !== exceptUserID)
        throw new ApiError(ChatError.EmailAlreadyRegister, 'EmailAlreadyRegister');
    }
  }

  async create(account: NewAccount, userID?: string): Promise<ChatUserFull> {
    if (userID !== undefined && isReservedUserID(userID))
      throw new ApiError(1001, 'ArgsError', reservedUserIDMessage(userID));
    const id = userID ?? (await this.newUserID());
    const registerType = account.phoneNumber ? 2 : account.email ? 1 : 0;
    await this.insertAccount(id, account, registerType).catch(async (error: unknown) => {
      // Two registrations of one phone, e-mail or name at once both pass assertAvailable; the table's unique
      // index refuses the second, which gets the same precise code as one that came later.
      await this.assertAvailable(account);
      throw error;
    });
    return (await this.get(id))!;
  }

  private async insertAccount(id: string, account: NewAccount, registerType: number): Promise<void> {
    await this.db
      .insertInto('chat_accounts')
      .values({
        user_id: id,
        account: account.account || null,
        area_code: account.phoneNumber ? normalizeAreaCode(account.areaCode ?? '') : '',
        phone_number: account.phoneNumber ?? '',
        email: account.email ? account.email.toLowerCase() : null,
        // None for an account made by single sign-on: no password matches '' (checkPassword).
        password_hash: account.passwordMd5 ? await hashPassword(account.passwordMd5) : '',
        nickname: account.nickname,
        face_url: account.faceURL,
        gender: account.gender,
        birth: account.birth,
        register_type: registerType,
        create_time: this.now(),
      })
      .execute();
  }

  /** 10 digits, as the reference generates; retried on the rare collision. */
  private async newUserID(): Promise<string> {
    for (;;) {
      const id = String(randomInt(1_000_000_000, 9_999_999_999));
      if (!(await this.get(id))) return id;
    }
  }

  /** Only to undo a creation that could not be finished (account-creation.ts). */
  async remove(userID: string): Promise<void> {
    await this.db.deleteFrom('chat_accounts').where('user_id', '=', userID).execute();
  }

  async checkPassword(userID: string, passwordMd5: string): Promise<boolean> {
    const stored = (
      await this.db.selectFrom('chat_accounts').select('password_hash').where('user_id', '=', userID).executeTakeFirst()
    )?.password_hash;
    return stored !== undefined && stored !== '' && (await verifyPassword(passwordMd5, stored));
  }

  async setPassword(userID: string, passwordMd5: string): Promise<void> {
    const hash = await hashPassword(passwordMd5);
    await this.db.updateTable('chat_accounts').set({ password_hash: hash }).where('user_id', '=', userID).execute();
  }

  async update(userID: string, changes: Partial<Record<AccountColumn, string | number | null>>): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    await this.db
      .updateTable('chat_accounts')
      .set(Object.fromEntries(entries) as Updateable<ChatTables['chat_accounts']>)
      .where('user_id', '=', userID)
      .execute();
  }

  /** For an administrator: part of the ID, nickname, account, phone number or e-mail, oldest account first. */
  async searchAll(keyword: string, offset: number, limit: number): Promise<{ total: number; users: ChatUserFull[] }> {
    const like = likePattern(keyword);
    const where = sql<boolean>`lower(user_id) LIKE ${like} ESCAPE '\\' OR lower(nickname) LIKE ${like} ESCAPE '\\'
      OR lower(coalesce(account, '')) LIKE ${like} ESCAPE '\\' OR phone_number LIKE ${like} ESCAPE '\\'
      OR lower(coalesce(email, '')) LIKE ${like} ESCAPE '\\'`;
    return this.page(where, offset, limit);
  }

  /**
   * A literal, case-insensitive match: part of the ID or nickname, or the whole account, phone number or e-mail, so
   * that a stranger's number cannot be recovered digit by digit (deltas.md 19). Among `restrictTo` (one's friends,
   * who see those details anyway, or the directory's people, who are colleagues) parts of them match too.
   */
  async search(
    keyword: string,
    offset: number,
    limit: number,
    restrictTo?: readonly string[] | 'organization',
  ): Promise<{ total: number; users: ChatUserFull[] }> {
    if (Array.isArray(restrictTo) && restrictTo.length === 0) return { total: 0, users: [] };
    const lower = keyword.toLowerCase();
    const like = likePattern(keyword);
    const contact = restrictTo
      ? sql`lower(coalesce(account, '')) LIKE ${like} ESCAPE '\\' OR phone_number LIKE ${like} ESCAPE '\\'
         OR lower(coalesce(email, '')) LIKE ${like} ESCAPE '\\'`
      : sql`(${lower} <> '' AND (lower(coalesce(account, '')) = ${lower} OR phone_number = ${lower}
         OR lower(coalesce(email, '')) = ${lower}))`;
    const matches = sql<boolean>`(lower(user_id) LIKE ${like} ESCAPE '\\' OR lower(nickname) LIKE ${like} ESCAPE '\\'
      OR ${contact})`;
    const where =
      restrictTo === 'organization'
        ? sql<boolean>`${matches} AND user_id IN (SELECT user_id FROM department_members)`
        : restrictTo
          ? sql<boolean>`${matches} AND user_id IN (${sql.join([...restrictTo])})`
          : matches;
    return this.page(where, offset, limit);
  }

  private async page(where: RawBuilder<boolean>, offset: number, limit: number) {
    const { total } = await this.db
      .selectFrom('chat_accounts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('chat_accounts')
      .selectAll()
      .where(where)
      .orderBy('create_time')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total: Number(total), users: rows.map(toFull) };
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

import { randomInt } from 'node:crypto';
import * as z from 'zod';
import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { pageOf, pagination } from '../../protocol/pagination.ts';
import type { AccountStore } from '../accounts.ts';
import type { ChatRouter } from '../chat-router.ts';
import { page } from '../../protocol/im-shapes.ts';
import type { RegistrationPolicy, RegistrationMode } from './registration-policy.ts';

export interface RegistrationAdminDeps {
  db: Db;
  accounts: AccountStore;
  registration: RegistrationPolicy;
}

const registrationMode = z.object({
  allowRegister: z.boolean(),
  needInvitationCode: z.boolean(),
  mode: z.enum(['open', 'invitation', 'closed']),
});

const invitationCode = z.object({
  invitationCode: z.string(),
  createTime: z.number().int(),
  usedUserID: z.string().describe('Empty while unused'),
  usedUser: z.object({ userID: z.string(), nickname: z.string(), account: z.string() }).optional(),
});

const code = z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'a code is 4-32 letters or digits');
const codes = z.array(code).min(1).max(1000);
/** Without 0/O and 1/I/l, which people misread when a code is read out or copied by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Invitation-code search: 0 every code, 1 used, 2 unused (OpenIM's status). */
const STATUS_FILTER = ['', 'AND used_by IS NOT NULL', 'AND used_by IS NULL'] as const;

const newCode = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The console's registration section: OpenIM admin-api /user/allow_register/* and /invitation_code/*. */
export function registerRegistrationAdminRoutes(
  router: ChatRouter,
  { db, accounts, registration }: RegistrationAdminDeps,
) {
  const describe = (mode: RegistrationMode) => ({
    allowRegister: mode !== 'closed',
    needInvitationCode: mode === 'invitation',
    mode,
  });

  router.admin('/user/allow_register/get', z.object({}).passthrough(), () => describe(registration.mode()), {
    response: registrationMode,
  });

  // OpenIM's body is {allowRegister}; needInvitationCode is ours. Without it, allowing registration keeps whether
  // a code is needed.
  router.admin(
    '/user/allow_register/set',
    z.object({ allowRegister: z.boolean(), needInvitationCode: z.boolean().optional() }),
    ({ body }) => {
      const needCode = body.needInvitationCode ?? registration.mode() === 'invitation';
      registration.setMode(!body.allowRegister ? 'closed' : needCode ? 'invitation' : 'open');
      return describe(registration.mode());
    },
    { response: registrationMode },
  );

  const insertAll = (list: readonly string[]) =>
    db.transaction(() => {
      const taken = statement(db, 'SELECT code FROM invitation_codes WHERE code IN (SELECT value FROM json_each(?))')
        .pluck()
        .all(JSON.stringify(list)) as string[];
      if (taken.length > 0) throw new ApiError(1003, 'DuplicateKeyError', `codes exist: ${taken.join(', ')}`);
      const insert = statement(db, 'INSERT INTO invitation_codes (code, used_by, created_at) VALUES (?, NULL, ?)');
      const now = Date.now();
      for (const each of list) insert.run(each, now);
    })();

  router.admin(
    '/invitation_code/add',
    z.object({ codes }),
    ({ body }) => {
      const unique = [...new Set(body.codes)];
      if (unique.length !== body.codes.length) throw new ApiError(1001, 'ArgsError', 'a code is listed twice');
      insertAll(unique);
      return undefined;
    },
    { response: null, errors: [1003] },
  );

  // OpenIM's gen answers nothing; this one returns the codes, so the administrator can hand them out.
  router.admin(
    '/invitation_code/gen',
    z.object({ num: z.number().int().min(1).max(1000), len: z.number().int().min(6).max(32).default(8) }),
    ({ body }) => {
      const generated = new Set<string>();
      while (generated.size < body.num) generated.add(newCode(body.len));
      const list = [...generated];
      for (;;) {
        try {
          insertAll(list);
          return { codes: list };
        } catch (error) {
          // A collision with a stored code: 32^8 makes it rare, so draw again.
          if (!(error instanceof ApiError) || error.errCode !== 1003) throw error;
          for (let i = 0; i < list.length; i++) list[i] = newCode(body.len);
        }
      }
    },
    { response: z.object({ codes: z.array(z.string()) }) },
  );

  // All or nothing: a code that does not exist is named, and none is deleted.
  router.admin(
    '/invitation_code/del',
    z.object({ codes }),
    ({ body }) =>
      db.transaction(() => {
        const found = new Set(
          statement(db, 'SELECT code FROM invitation_codes WHERE code IN (SELECT value FROM json_each(?))')
            .pluck()
            .all(JSON.stringify(body.codes)) as string[],
        );
        const missing = body.codes.filter((each) => !found.has(each));
        if (missing.length > 0) throw new ApiError(1004, 'RecordNotFoundError', `no such codes: ${missing.join(', ')}`);
        statement(db, 'DELETE FROM invitation_codes WHERE code IN (SELECT value FROM json_each(?))').run(
          JSON.stringify(body.codes),
        );
        return undefined;
      })(),
    { response: null, errors: [1004] },
  );

  router.admin(
    '/invitation_code/search',
    z.object({
      status: z.number().int().min(0).max(2).default(0),
      keyword: z.string().trim().max(32).default(''),
      pagination,
    }),
    ({ body }) => {
      const { offset, limit } = pageOf(body.pagination);
      const like = `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = `WHERE code LIKE ? ESCAPE '\\' ${STATUS_FILTER[body.status]}`;
      const total = statement(db, `SELECT COUNT(*) FROM invitation_codes ${where}`).pluck().get(like) as number;
      const rows = statement(
        db,
        `SELECT code, used_by, created_at FROM invitation_codes ${where} ORDER BY created_at DESC, code LIMIT ? OFFSET ?`,
      ).all(like, limit, offset) as Array<{ code: string; used_by: string | null; created_at: number }>;
      const users = new Map(
        accounts.find(rows.flatMap((row) => (row.used_by ? [row.used_by] : []))).map((user) => [user.userID, user]),
      );
      return {
        total,
        list: rows.map((row) => {
          const user = row.used_by ? users.get(row.used_by) : undefined;
          return {
            invitationCode: row.code,
            createTime: row.created_at,
            usedUserID: row.used_by ?? '',
            usedUser: user ? { userID: user.userID, nickname: user.nickname, account: user.account } : undefined,
          };
        }),
      };
    },
    { response: page('list', invitationCode) },
  );
}

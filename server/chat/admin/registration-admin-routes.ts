import { randomInt } from 'node:crypto';
import * as z from 'zod';
import { sql } from 'kysely';
import type { ChatDb } from '../storage/chat-schema.ts';
import { likePattern } from '../storage/query-helpers.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { pageOf, pagination } from '../../protocol/pagination.ts';
import type { AccountStore } from '../accounts.ts';
import type { ChatRouter } from '../chat-router.ts';
import { page } from '../../protocol/im-shapes.ts';
import type { RegistrationPolicy, RegistrationMode } from './registration-policy.ts';

export interface RegistrationAdminDeps {
  db: ChatDb;
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
const STATUS_FILTER = [sql``, sql`AND used_by IS NOT NULL`, sql`AND used_by IS NULL`] as const;

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

  router.admin(
    '/user/allow_register/get',
    z.object({}).passthrough(),
    async () => describe(await registration.mode()),
    { response: registrationMode },
  );

  // OpenIM's body is {allowRegister}; needInvitationCode is ours. Without it, allowing registration keeps whether
  // a code is needed.
  router.admin(
    '/user/allow_register/set',
    z.object({ allowRegister: z.boolean(), needInvitationCode: z.boolean().optional() }),
    async ({ body }) => {
      const needCode = body.needInvitationCode ?? (await registration.mode()) === 'invitation';
      await registration.setMode(!body.allowRegister ? 'closed' : needCode ? 'invitation' : 'open');
      return describe(await registration.mode());
    },
    { response: registrationMode },
  );

  const insertAll = (list: readonly string[]) =>
    db.transaction().execute(async (trx) => {
      const taken = (await trx.selectFrom('invitation_codes').select('code').where('code', 'in', list).execute()).map(
        (row) => row.code,
      );
      if (taken.length > 0) throw new ApiError(1003, 'DuplicateKeyError', `codes exist: ${taken.join(', ')}`);
      const now = Date.now();
      await trx
        .insertInto('invitation_codes')
        .values(list.map((each) => ({ code: each, used_by: null, created_at: now })))
        .execute();
    });

  router.admin(
    '/invitation_code/add',
    z.object({ codes }),
    async ({ body }) => {
      const unique = [...new Set(body.codes)];
      if (unique.length !== body.codes.length) throw new ApiError(1001, 'ArgsError', 'a code is listed twice');
      await insertAll(unique);
      return undefined;
    },
    { response: null, errors: [1003] },
  );

  // OpenIM's gen answers nothing; this one returns the codes, so the administrator can hand them out.
  router.admin(
    '/invitation_code/gen',
    z.object({ num: z.number().int().min(1).max(1000), len: z.number().int().min(6).max(32).default(8) }),
    async ({ body }) => {
      const generated = new Set<string>();
      while (generated.size < body.num) generated.add(newCode(body.len));
      const list = [...generated];
      for (;;) {
        try {
          await insertAll(list);
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
      db.transaction().execute(async (trx) => {
        const found = new Set(
          (await trx.selectFrom('invitation_codes').select('code').where('code', 'in', body.codes).execute()).map(
            (row) => row.code,
          ),
        );
        const missing = body.codes.filter((each) => !found.has(each));
        if (missing.length > 0) throw new ApiError(1004, 'RecordNotFoundError', `no such codes: ${missing.join(', ')}`);
        await trx.deleteFrom('invitation_codes').where('code', 'in', body.codes).execute();
        return undefined;
      }),
    { response: null, errors: [1004] },
  );

  router.admin(
    '/invitation_code/search',
    z.object({
      status: z.number().int().min(0).max(2).default(0),
      keyword: z.string().trim().max(32).default(''),
      pagination,
    }),
    async ({ body }) => {
      const { offset, limit } = pageOf(body.pagination);
      // Letters match in either case, on PostgreSQL as SQLite's LIKE does.
      const where = sql<boolean>`lower(code) LIKE ${likePattern(body.keyword)} ESCAPE '\\' ${STATUS_FILTER[body.status]}`;
      const { total } = await db
        .selectFrom('invitation_codes')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('invitation_codes')
        .select(['code', 'used_by', 'created_at'])
        .where(where)
        .orderBy('created_at', 'desc')
        .orderBy('code')
        .limit(limit)
        .offset(offset)
        .execute();
      const users = new Map(
        (await accounts.find(rows.flatMap((row) => (row.used_by ? [row.used_by] : [])))).map((user) => [
          user.userID,
          user,
        ]),
      );
      return {
        total: Number(total),
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

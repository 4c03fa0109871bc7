import * as z from 'zod';
import type { Logger } from 'pino';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { faceAddress } from '../../protocol/face-address.ts';
import { pageOf, pagination } from '../../protocol/pagination.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import { codeAccount, type AccountStore, type ChatUserFull } from '../accounts.ts';
import { createAccountWithImUser } from '../account-creation.ts';
import type { ChatRouter } from '../chat-router.ts';
import type { ChatTokenStore } from '../chat-tokens.ts';
import type { ImPort } from '../im-port.ts';
import { chatUserFull } from '../../protocol/chat-shapes.ts';
import { page } from '../../protocol/im-shapes.ts';
import { MD5_HEX } from '../passwords.ts';
import { endAllSessions } from '../session-end.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import type { VerificationCodes } from '../verification-codes.ts';
import type { BlockStore } from './blocks.ts';
import type { PushSubscriptions } from '../push/push-subscriptions.ts';
import { linkedAmong } from '../oidc/oidc-links.ts';

export interface AdminUserDeps {
  db: ChatDb;
  accounts: AccountStore;
  blocks: BlockStore;
  codes: VerificationCodes;
  chatTokens: ChatTokenStore;
  im: Pick<ImPort, 'registerUser' | 'forceLogout'>;
  pushSubscriptions: Pick<PushSubscriptions, 'removeUser'>;
  logger: Logger;
  /** The IM admin's user ID, which no account may take. */
  adminUserID: string;
  /** Where the account-creation limit counts (shared by every copy); this process's memory if not given. */
  limits?: LimiterStore;
}

const userID = z.string().min(1).max(64);

const blockedUser = z.object({
  userID: z.string(),
  account: z.string(),
  nickname: z.string(),
  faceURL: z.string(),
  reason: z.string(),
  opUserID: z.string().describe('The administrator who blocked them'),
  createTime: z.number().int(),
});
/** Accounts an administrator may create in a minute: each costs a password hash and an IM registration. */
const ACCOUNTS_PER_MINUTE = 60;

/**
 * The console's users section (issue 29 point 1), on OpenIM admin-api's paths where it has them: /block/{add,del,
 * search}, /user/password/reset, /account/add_user; ours: /user/admin_search, /user/force_logout.
 */
export function registerAdminUserRoutes(router: ChatRouter, deps: AdminUserDeps): void {
  const { db, accounts, blocks, codes, im } = deps;
  const accountCreations = new AttemptLimiter(ACCOUNTS_PER_MINUTE, 60, tooFrequent, deps.limits);

  const existing = async (id: string): Promise<ChatUserFull> => {
    const user = await accounts.get(id);
    if (!user) throw new ApiError(1004, 'RecordNotFoundError', `no account ${id}`);
    return user;
  };

  router.admin(
    '/user/admin_search',
    z.object({ keyword: z.string().trim().max(128).default(''), pagination }),
    async ({ body }) => {
      const { offset, limit } = pageOf(body.pagination);
      const { total, users } = await accounts.searchAll(body.keyword, offset, limit);
      const blocked = await blocks.find(users.map((user) => user.userID));
      const linked = await linkedAmong(
        db,
        users.map((user) => user.userID),
      );
      return {
        total,
        users: users.map((user) => ({
          ...user,
          blocked: blocked.has(user.userID),
          blockReason: blocked.get(user.userID)?.reason ?? '',
          singleSignOn: linked.has(user.userID),
        })),
      };
    },
    {
      response: page(
        'users',
        chatUserFull.extend({
          blocked: z.boolean(),
          blockReason: z.string(),
          singleSignOn: z.boolean().describe('Signs in through the identity provider (OpenID Connect)'),
        }),
      ),
    },
  );

  router.admin(
    '/user/force_logout',
    z.object({ userID }),
    async ({ body }) => {
      await existing(body.userID);
      await endAllSessions(deps, body.userID);
      return undefined;
    },
    { response: null, errors: [1004] },
  );

  router.admin(
    '/block/add',
    z.object({ userID, reason: z.string().trim().max(200).default('') }),
    async ({ body, admin }) => {
      await existing(body.userID);
      await blocks.block(body.userID, body.reason, admin.userID);
      // A block that let the open sessions go on would block nothing until their tokens expire, in 90 days.
      await endAllSessions(deps, body.userID);
      return undefined;
    },
    { response: null, errors: [1004] },
  );

  router.admin(
    '/block/del',
    z.object({ userIDs: z.array(userID).min(1).max(100) }),
    async ({ body }) => {
      await blocks.unblock(body.userIDs);
      return undefined;
    },
    { response: null },
  );

  router.admin(
    '/block/search',
    z.object({ keyword: z.string().trim().max(128).default(''), pagination }),
    async ({ body }) => {
      const { offset, limit } = pageOf(body.pagination);
      const { total, blocks: found } = await blocks.search(body.keyword, offset, limit);
      const users = new Map(
        (await accounts.find(found.map((block) => block.userID))).map((user) => [user.userID, user]),
      );
      return {
        total,
        users: found.map((block) => {
          const user = users.get(block.userID);
          return {
            userID: block.userID,
            account: user?.account ?? '',
            nickname: user?.nickname ?? '',
            faceURL: user?.faceURL ?? '',
            reason: block.reason,
            opUserID: block.opUserID,
            createTime: block.createTime,
          };
        }),
      };
    },
    { response: page('users', blockedUser) },
  );

  // OpenIM's takes a new password from the admin; here the user gets a verification code instead, on their e-mail
  // address or phone, and sets the password themselves (/account/password/reset), so no admin ever knows it.
  router.admin(
    '/user/password/reset',
    z.object({ userID }),
    async ({ body }) => {
      const user = await existing(body.userID);
      if (!user.email && !user.phoneNumber)
        throw new ApiError(1001, 'ArgsError', 'the account has no e-mail address or phone number to send a code to');
      const channel = user.email ? 'email' : 'phone';
      await codes.send(codeAccount(user.email ? { email: user.email } : user));
      return { channel };
    },
    {
      response: z.object({ channel: z.enum(['email', 'phone']).describe('Where the code went') }),
      errors: [1004, 20005],
    },
  );

  router.admin(
    '/account/add_user',
    z.object({
      user: z.object({
        userID: z
          .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'userID is letters, digits, _ or -'), z.literal('')])
          .default(''),
        nickname: z.string().trim().min(1).max(64),
        faceURL: faceAddress.default(''),
        account: z
          .union([z.string().regex(/^[A-Za-z0-9_-]{6,50}$/, 'account is 6-50 letters, digits, _ or -'), z.literal('')])
          .default(''),
        areaCode: z.string().max(8).default(''),
        phoneNumber: z.union([z.string().regex(/^\d{4,20}$/, 'phoneNumber must be digits'), z.literal('')]).default(''),
        email: z.union([z.email().max(254), z.literal('')]).default(''),
        password: z.string().regex(MD5_HEX, 'password must be the lowercase md5 hex of the plaintext'),
        gender: z.number().int().min(0).max(2).default(0),
        birth: z.number().int().min(0).default(0),
      }),
    }),
    async ({ body }) => {
      const { user } = body;
      if (!user.phoneNumber && !user.email && !user.account)
        throw new ApiError(1001, 'ArgsError', 'a phone number, e-mail or account is required');
      if (user.phoneNumber && !user.areaCode)
        throw new ApiError(1001, 'ArgsError', 'a phone number needs its areaCode');
      await accountCreations.take('add_user');
      if (user.userID === deps.adminUserID) throw new ApiError(1001, 'ArgsError', 'that userID is the IM admin');
      if (user.userID && (await accounts.get(user.userID)))
        throw new ApiError(1003, 'DuplicateKeyError', `userID ${user.userID} is taken`);
      await accounts.assertAvailable(user);
      const created = await createAccountWithImUser({ accounts, im }, user, user.userID || undefined);
      return { userID: created.userID };
    },
    // IM's own codes pass through when its registration fails (1102 taken, 1004).
    { response: z.object({ userID: z.string() }), errors: [1003, 1004, 1102, 20003, 20004, 20005, 20014] },
  );
}

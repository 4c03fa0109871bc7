import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { codeAccount } from './accounts.ts';
import { ChatError } from './chat-errors.ts';
import { ChatUserType } from './chat-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { signedIn } from '../protocol/chat-shapes.ts';
import type { ChatRouter } from './chat-router.ts';
import { listsAdmin } from './admin/admin-account-entries.ts';
import { credential, password, PLATFORM_IDS, type AccountDeps } from './account-fields.ts';

/** A hash no password matches, checked for unknown accounts so that they take as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const checkDecoy = async (passwordMd5: string) =>
  verifyPassword(passwordMd5, await (decoyHash ??= hashPassword('0'.repeat(32))));

const LOGIN_FAILURES: ReadonlySet<number> = new Set([
  ChatError.PasswordError,
  ChatError.VerifyCodeNotMatch,
  ChatError.VerifyCodeExpired,
  ChatError.VerifyCodeMaxCount,
]);

/** /chat/account/login and /chat/account/admin_login: sign-in by password or code (chat-service.md §1.4). */
export function registerSignInRoutes(router: ChatRouter, deps: AccountDeps): void {
  const { accounts, codes, chatTokens, im, limits } = deps;

  router.open(
    '/account/login',
    z.object({
      ...credential,
      account: z.string().max(64).default(''),
      password: z.union([password, z.literal('')]).default(''),
      verifyCode: z.string().max(12).default(''),
      platform: z.number().int().min(1).max(PLATFORM_IDS),
      deviceID: z.string().max(128).default(''),
    }),
    async ({ body, ip }) => {
      if (!body.password && !body.verifyCode)
        throw new ApiError(1001, 'ArgsError', 'a password or a verification code is required');
      const accountKey = body.account ? `account ${body.account}` : codeAccount(body);
      // The account's own limit guards its password alone: a stranger's guesses must not lock its owner out of
      // signing in by code (each code already dies after 5 wrong tries).
      const byPassword = body.password !== '';
      await limits.loginPerIP.assertOpen(ip);
      if (byPassword) await limits.loginPerAccount.assertOpen(accountKey);
      let found;
      try {
        found = await authenticate(body);
      } catch (error) {
        if (error instanceof ApiError && LOGIN_FAILURES.has(error.errCode)) {
          await limits.loginPerIP.fail(ip);
          if (byPassword) await limits.loginPerAccount.fail(accountKey);
        }
        throw error;
      }
      await limits.loginPerAccount.succeed(accountKey);
      // Only once the password or code is right, so that a block tells nothing to someone guessing.
      if (await deps.blocks.isBlocked(found.userID))
        throw new ApiError(ChatError.Forbidden, 'Forbidden', 'account blocked');
      // The IM token is for the platform the SDK will log in with; the gateway checks they match.
      return {
        imToken: await im.userToken(found.userID, body.platform),
        chatToken: await chatTokens.issue(found.userID),
        userID: found.userID,
      };
    },
    { response: signedIn, errors: [20001, 20005, 20006, 20007, 20008, 20012, 1004] },
  );

  // Ours: the admin console's sign-in for an account the server marks as an administrator. By password only, under
  // the same limits as /account/login; the chat token it gives is an admin's (userType 2) and lives as long as an
  // admin token. Anyone else gets the answer a wrong password gets, so it tells nobody who the admins are.
  router.open(
    '/account/admin_login',
    z.object({ account: z.string().max(64).default(''), ...credential, password }),
    async ({ body, ip }) => {
      if (!body.account && !body.email && !body.phoneNumber)
        throw new ApiError(1001, 'ArgsError', 'an account, a phone number or an e-mail is required');
      const accountKey = body.account ? `account ${body.account}` : codeAccount(body);
      await limits.loginPerIP.assertOpen(ip);
      await limits.loginPerAccount.assertOpen(accountKey);
      const found = await authenticate({ ...body, verifyCode: '' }).catch(async (error: unknown) => {
        if (error instanceof ApiError && LOGIN_FAILURES.has(error.errCode)) {
          await limits.loginPerIP.fail(ip);
          await limits.loginPerAccount.fail(accountKey);
        }
        throw error;
      });
      const listed = await listsAdmin(
        deps.adminAccounts,
        found,
        async (userID) => (await accounts.get(userID)) !== undefined,
      );
      if (!listed || (await deps.blocks.isBlocked(found.userID))) {
        await limits.loginPerIP.fail(ip);
        await limits.loginPerAccount.fail(accountKey);
        throw new ApiError(ChatError.PasswordError, 'PasswordError');
      }
      await limits.loginPerAccount.succeed(accountKey);
      const ttlMs = deps.adminTokenTtlMs;
      return {
        chatToken: await chatTokens.issue(found.userID, ChatUserType.admin, ttlMs),
        userID: found.userID,
        // The console names who signed in: a person's name, not a number they never see.
        nickname: found.nickname || found.account || found.userID,
        expireTimeSeconds: Math.floor(ttlMs / 1000),
      };
    },
    {
      response: z.object({
        chatToken: z.string(),
        userID: z.string(),
        nickname: z.string(),
        expireTimeSeconds: z.number().int(),
      }),
      errors: [20001, 20005, 20006, 20007, 20008, 1004],
    },
  );

  /**
   * The account a login names, if its password or code is right. An unknown account and a wrong password get the
   * same answer (20001) after the same work, so a login never tells which accounts exist.
   */
  const authenticate = async (body: {
    account: string;
    areaCode: string;
    phoneNumber: string;
    email: string;
    password: string;
    verifyCode: string;
  }) => {
    const found = await accounts.findByCredential(body);
    if (body.password) {
      const matches = found
        ? await accounts.checkPassword(found.userID, body.password)
        : await checkDecoy(body.password);
      if (!found || !matches) throw new ApiError(ChatError.PasswordError, 'PasswordError');
      return found;
    }
    // By code: an unknown account has no code, exactly like a known one that asked for none.
    if (!found && !body.phoneNumber && !body.email)
      throw new ApiError(ChatError.VerifyCodeExpired, 'VerifyCodeExpired');
    const account = codeAccount(body.phoneNumber || body.email ? body : found!);
    await codes.verify(account, body.verifyCode);
    if (!found) throw new ApiError(ChatError.VerifyCodeExpired, 'VerifyCodeExpired');
    await codes.consume(account);
    return found;
  };
}

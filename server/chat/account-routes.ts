import * as z from 'zod';
import type { Logger } from 'pino';
import { ApiError } from '../protocol/api-envelope.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import type { AccountStore } from './accounts.ts';
import { codeAccount } from './accounts.ts';
import { ChatError } from './chat-errors.ts';
import { OidcError } from './oidc/oidc-errors.ts';
import { ChatUserType, SessionEndReason, type ChatTokenStore } from './chat-tokens.ts';
import type { ImPort } from './im-port.ts';
import { faceAddress } from '../protocol/face-address.ts';
import { hashPassword, MD5_HEX, verifyPassword } from './passwords.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import { signedIn } from '../protocol/chat-shapes.ts';
import type { ChatRouter } from './chat-router.ts';
import type { VerificationCodes } from './verification-codes.ts';
import { endAllSessions } from './session-end.ts';
import type { RegistrationPolicy } from './admin/registration-policy.ts';
import type { BlockStore } from './admin/blocks.ts';
import type { PushSubscriptions } from './push/push-subscriptions.ts';

export interface AccountDeps {
  db: ChatDb;
  accounts: AccountStore;
  codes: VerificationCodes;
  chatTokens: ChatTokenStore;
  im: Pick<ImPort, 'registerUser' | 'userToken' | 'forceLogout'>;
  registration: RegistrationPolicy;
  blocks: BlockStore;
  pushSubscriptions: Pick<PushSubscriptions, 'removeUser' | 'removePlatform'>;
  limits: SignInLimits;
  logger: Logger;
  /** User IDs the server marks as administrators (PARLEY_ADMIN_ACCOUNTS), and how long their console token lives. */
  adminAccounts: ReadonlySet<string>;
  adminTokenTtlMs: number;
  /** False with PARLEY_PASSWORD_SIGN_IN=off: people sign in through the identity provider; admins keep admin_login. */
  passwordSignIn?: boolean;
}

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

const PLATFORM_IDS = 12;
export const ADMIN_PLATFORM = 10;
/** Our addition to OpenIM's usedFor values (1 register, 2 reset, 3 login): a code to a new e-mail or phone number. */
const USED_FOR_NEW_EMAIL = 4;
const password = z.string().regex(MD5_HEX, 'password must be the lowercase md5 hex of the plaintext');
const phoneNumber = z.string().regex(/^\d{4,20}$/, 'phoneNumber must be digits');
const email = z.email().max(254);
const credential = {
  areaCode: z.string().max(8).default(''),
  phoneNumber: z.union([phoneNumber, z.literal('')]).default(''),
  email: z.union([email, z.literal('')]).default(''),
};

/** /chat/account/*: codes, registration, login and passwords (chat-service.md §1.3, §1.4). */

export function registerAccountRoutes(router: ChatRouter, deps: AccountDeps): void {
  const { db, accounts, codes, chatTokens, im, limits } = deps;
  const assertPasswordSignIn = () => {
    if (deps.passwordSignIn === false)
      throw new ApiError(OidcError.PasswordSignInOff, 'PasswordSignInOff', 'sign in through the identity provider');
  };

  /** After a password change or reset: every session ends, and the devices hear "password changed". */
  const endSessionsForPassword = (userID: string) => endAllSessions(deps, userID, SessionEndReason.passwordChanged);
  /** Registration as an administrator set it: closed to all but an admin, or by invitation code. */
  const assertMayRegister = async (invitationCode: string) => {
    const mode = await deps.registration.mode();
    if (mode === 'closed') throw new ApiError(1002, 'NoPermissionError', 'registration is closed');
    if (mode === 'invitation') await checkInvitation(db, invitationCode);
  };

  router.open(
    '/account/code/send',
    z.object({ usedFor: z.number().int(), ...credential, invitationCode: z.string().default('') }),
    async ({ body, ip }) => {
      // Before anything else: the answers below (registered or not) are what an account prober wants.
      await limits.codeSendPerIP.take(ip);
      if (body.usedFor !== USED_FOR_NEW_EMAIL) assertPasswordSignIn();
      const account = codeAccount(body);
      const registered = (await accounts.findByCredential(body)) !== undefined;
      if (body.usedFor === 1) {
        if (registered) {
          throw body.phoneNumber
            ? new ApiError(ChatError.PhoneAlreadyRegister, 'PhoneAlreadyRegister')
            : new ApiError(ChatError.EmailAlreadyRegister, 'EmailAlreadyRegister');
        }
        await assertMayRegister(body.invitationCode);
      } else if (body.usedFor === USED_FOR_NEW_EMAIL) {
        // Only to an address or number nobody holds yet, since it is about to become this user's.
        if (!body.email === !body.phoneNumber)
          throw new ApiError(1001, 'ArgsError', 'usedFor 4 takes an email or a phone number');
        await accounts.assertAvailable(body.email ? { email: body.email } : body);
      } else if (body.usedFor === 2 || body.usedFor === 3) {
        if (!registered) throw new ApiError(ChatError.AccountNotFound, 'AccountNotFound');
      } else {
        throw new ApiError(1001, 'ArgsError', 'used unknown');
      }
      await codes.send(account);
      return undefined;
    },
    { response: null, errors: [20002, 20003, 20005, 20011, 20010, 20014, 20004, 1002, 20308] },
  );

  router.open(
    '/account/code/verify',
    z.object({ ...credential, verifyCode: z.string().min(1).max(12) }),
    async ({ body }) => {
      await codes.verify(codeAccount(body), body.verifyCode);
      return undefined;
    },
    { response: null, errors: [20005, 20006, 20007, 20008] },
  );

  router.open(
    '/account/register',
    z.object({
      invitationCode: z.string().default(''),
      verifyCode: z.string().default(''),
      platform: z.number().int().min(1).max(PLATFORM_IDS).default(5),
      autoLogin: z.boolean().default(false),
      user: z.object({
        userID: z.string().max(64).default(''),
        nickname: z.string().trim().min(1).max(64),
        faceURL: faceAddress.default(''),
        birth: z.number().int().min(0).default(0),
        // 0 unless told: OpenIM's clients label 0 private, 1 male, 2 female (the server's own names differ).
        gender: z.number().int().min(0).max(2).default(0),
        account: z
          .union([z.string().regex(/^[A-Za-z0-9_-]{6,50}$/, 'account is 6-50 letters, digits, _ or -'), z.literal('')])
          .default(''),
        password,
        ...credential,
      }),
    }),
    async ({ body, caller }) => {
      const isAdmin = caller?.userType === ChatUserType.admin;
      if (!isAdmin) assertPasswordSignIn();
      const { user } = body;
      if (!user.phoneNumber && !user.email && !user.account)
        throw new ApiError(1001, 'ArgsError', 'a phone number, e-mail or account is required');
      const byInvitation = !isAdmin && (await deps.registration.mode()) === 'invitation';
      if (!isAdmin) await assertMayRegister(body.invitationCode);
      if (!isAdmin) await codes.verify(codeAccount(user), body.verifyCode);
      await accounts.assertAvailable(user);
      const created = await accounts.create(
        {
          account: user.account,
          areaCode: user.areaCode,
          phoneNumber: user.phoneNumber,
          email: user.email,
          passwordMd5: user.password,
          nickname: user.nickname,
          faceURL: user.faceURL,
          gender: user.gender,
          birth: user.birth,
        },
        isAdmin && user.userID ? user.userID : undefined,
      );
      try {
        await im.registerUser({ userID: created.userID, nickname: created.nickname, faceURL: created.faceURL });
      } catch (error) {
        // Nothing half-written: without the IM user the account is unusable, so it goes too.
        await db.deleteFrom('chat_accounts').where('user_id', '=', created.userID).execute();
        throw error;
      }
      if (byInvitation) {
        await db
          .updateTable('invitation_codes')
          .set({ used_by: created.userID })
          .where('code', '=', body.invitationCode)
          .execute();
      }
      if (!body.autoLogin) return { imToken: '', chatToken: '', userID: created.userID };
      return {
        imToken: await im.userToken(created.userID, body.platform),
        chatToken: await chatTokens.issue(created.userID),
        userID: created.userID,
      };
    },
    {
      response: signedIn,
      errors: [20003, 20004, 20005, 20006, 20007, 20008, 20010, 20011, 20014, 1002, 1102, 1004, 20308],
    },
  );

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
      assertPasswordSignIn();
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
    { response: signedIn, errors: [20001, 20005, 20006, 20007, 20008, 20012, 1004, 20308] },
  );

  // Ours: the admin console's sign-in for an account the server marks as an administrator. By password only, under
  // the same limits as /account/login; the chat token it gives is an admin's (userType 2) and lives as long as an
  // admin token. Anyone else gets the answer a wrong password gets, so it tells nobody who the admins are.
  router.open(
    '/account/admin_login',
    z.object({ account: z.string().max(64).default(''), email: credential.email, password }),
    async ({ body, ip }) => {
      if (!body.account && !body.email) throw new ApiError(1001, 'ArgsError', 'an account or an e-mail is required');
      const accountKey = body.account ? `account ${body.account}` : codeAccount(body);
      await limits.loginPerIP.assertOpen(ip);
      await limits.loginPerAccount.assertOpen(accountKey);
      const found = await authenticate({ ...body, areaCode: '', phoneNumber: '', verifyCode: '' }).catch(
        async (error: unknown) => {
          if (error instanceof ApiError && LOGIN_FAILURES.has(error.errCode)) {
            await limits.loginPerIP.fail(ip);
            await limits.loginPerAccount.fail(accountKey);
          }
          throw error;
        },
      );
      if (!deps.adminAccounts.has(found.userID) || (await deps.blocks.isBlocked(found.userID))) {
        await limits.loginPerIP.fail(ip);
        await limits.loginPerAccount.fail(accountKey);
        throw new ApiError(ChatError.PasswordError, 'PasswordError');
      }
      await limits.loginPerAccount.succeed(accountKey);
      const ttlMs = deps.adminTokenTtlMs;
      return {
        chatToken: await chatTokens.issue(found.userID, ChatUserType.admin, ttlMs),
        userID: found.userID,
        expireTimeSeconds: Math.floor(ttlMs / 1000),
      };
    },
    {
      response: z.object({ chatToken: z.string(), userID: z.string(), expireTimeSeconds: z.number().int() }),
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

  router.open(
    '/account/password/reset',
    z.object({ ...credential, verifyCode: z.string().min(1).max(12), password }),
    async ({ body }) => {
      assertPasswordSignIn();
      const account = codeAccount(body);
      await codes.verify(account, body.verifyCode);
      const found = await accounts.findByCredential(body);
      if (!found) throw new ApiError(ChatError.AccountNotFound, 'AccountNotFound');
      await accounts.setPassword(found.userID, body.password);
      await codes.consume(account);
      // Whoever held the account before the reset (the reason for many resets) is signed out everywhere, and the
      // new password is not locked by the old guesses.
      await endSessionsForPassword(found.userID);
      for (const key of [account, found.account ? `account ${found.account}` : ''].filter(Boolean))
        await limits.loginPerAccount.succeed(key);
      return undefined;
    },
    { response: null, errors: [20002, 20005, 20006, 20007, 20008, 20308] },
  );

  router.post(
    '/account/password/change',
    // OpenIM's ChangePasswordReq.Check refuses an empty userID (1001), so clients must name the user even for
    // their own password; refusing it here too keeps Parley's client honest against the real service.
    z.object({
      userID: z.string().min(1, 'userID is empty').max(64),
      currentPassword: password,
      newPassword: password,
    }),
    async ({ body, caller }) => {
      const userID = body.userID;
      if (userID !== caller.userID && caller.userType !== ChatUserType.admin)
        throw new ApiError(1002, 'NoPermissionError');
      // A stolen chat token must not become a way to guess the password either.
      const accountKey = `user ${userID}`;
      await limits.loginPerAccount.assertOpen(accountKey);
      if (!(await accounts.checkPassword(userID, body.currentPassword))) {
        await limits.loginPerAccount.fail(accountKey);
        throw new ApiError(1002, 'NoPermissionError', 'current password is wrong');
      }
      if (body.currentPassword === body.newPassword)
        throw new ApiError(1001, 'ArgsError', 'the new password is the current one');
      await accounts.setPassword(userID, body.newPassword);
      await endSessionsForPassword(userID);
      return undefined;
    },
    { response: null, errors: [1002] },
  );

  // Our addition: sign-out ends the session on the server too. The chat token goes; with `platform` (the one the
  // client signed in on) the IM login there ends as well, through IM's force_logout (its token and its sockets), also
  // when the client's socket was down and its logout (2003) never arrived, and the push subscriptions made from that
  // platform go (OpenIM tells no one of a logout: protocol/OPENIM-WEBHOOKS.md, "Web Push").
  router.post(
    '/account/logout',
    // 0: the chat token only.
    z.object({ platform: z.number().int().min(0).max(PLATFORM_IDS).default(0) }),
    async ({ body, caller }) => {
      await chatTokens.revoke(caller.token);
      if (body.platform !== 0 && body.platform !== ADMIN_PLATFORM) {
        try {
          await im.forceLogout(caller.userID, body.platform);
        } finally {
          await deps.pushSubscriptions.removePlatform(caller.userID, body.platform);
        }
      }
      return undefined;
    },
    { response: null },
  );
}

async function checkInvitation(db: ChatDb, code: string): Promise<void> {
  if (!code) throw new ApiError(ChatError.InvitationNotFound, 'InvitationNotFound');
  const row = await db.selectFrom('invitation_codes').select('used_by').where('code', '=', code).executeTakeFirst();
  if (!row) throw new ApiError(ChatError.InvitationNotFound, 'InvitationNotFound');
  if (row.used_by) throw new ApiError(ChatError.InvitationCodeUsed, 'InvitationCodeUsed');
}

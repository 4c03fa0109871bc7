import * as z from 'zod';
import type { Logger } from 'pino';
import { ApiError } from '../protocol/api-envelope.ts';
import { statement } from '../db/statement-cache.ts';
import type { Db } from '../db/database.ts';
import type { AccountStore } from './accounts.ts';
import { codeAccount } from './accounts.ts';
import { ChatError } from './chat-errors.ts';
import { ChatUserType, type ChatTokenStore } from './chat-tokens.ts';
import type { ImAdminClient } from './im-admin-client.ts';
import { MD5_HEX } from './passwords.ts';
import type { ChatRouter } from './chat-router.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface AccountDeps {
  db: Db;
  accounts: AccountStore;
  codes: VerificationCodes;
  chatTokens: ChatTokenStore;
  im: ImAdminClient;
  requireInvitationCode: boolean;
  logger: Logger;
}

const PLATFORM_IDS = 12;
/** Our addition to OpenIM's usedFor values (1 register, 2 reset, 3 login): a code to a new e-mail address. */
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
  const { db, accounts, codes, chatTokens, im } = deps;

  router.open(
    '/account/code/send',
    z.object({ usedFor: z.number().int(), ...credential, invitationCode: z.string().default('') }),
    async ({ body }) => {
      const account = codeAccount(body);
      const registered = accounts.findByCredential(body) !== undefined;
      if (body.usedFor === 1) {
        if (registered) {
          throw body.phoneNumber
            ? new ApiError(ChatError.PhoneAlreadyRegister, 'PhoneAlreadyRegister')
            : new ApiError(ChatError.EmailAlreadyRegister, 'EmailAlreadyRegister');
        }
        if (deps.requireInvitationCode) checkInvitation(db, body.invitationCode);
      } else if (body.usedFor === USED_FOR_NEW_EMAIL) {
        // Only to an address nobody holds yet, since it is about to become this user's.
        if (!body.email || body.phoneNumber) throw new ApiError(1001, 'ArgsError', 'usedFor 4 takes an email');
        accounts.assertAvailable({ email: body.email });
      } else if (body.usedFor === 2 || body.usedFor === 3) {
        if (!registered) throw new ApiError(ChatError.AccountNotFound, 'AccountNotFound');
      } else {
        throw new ApiError(1001, 'ArgsError', 'used unknown');
      }
      await codes.send(account);
      return undefined;
    },
  );

  router.open(
    '/account/code/verify',
    z.object({ ...credential, verifyCode: z.string().min(1).max(12) }),
    ({ body }) => {
      codes.verify(codeAccount(body), body.verifyCode);
      return undefined;
    },
  );

  router.open(
    '/account/register',
    z.object({
      invitationCode: z.string().default(''),
      verifyCode: z.string().default(''),
      platform: z.number().int().min(1).max(PLATFORM_IDS).default(11),
      autoLogin: z.boolean().default(false),
      user: z.object({
        userID: z.string().max(64).default(''),
        nickname: z.string().trim().min(1).max(64),
        faceURL: z.string().max(1024).default(''),
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
      const { user } = body;
      if (!user.phoneNumber && !user.email && !user.account)
        throw new ApiError(1001, 'ArgsError', 'a phone number, e-mail or account is required');
      if (deps.requireInvitationCode && !isAdmin) checkInvitation(db, body.invitationCode);
      if (!isAdmin) codes.verify(codeAccount(user), body.verifyCode);
      accounts.assertAvailable(user);
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
        statement(db, 'DELETE FROM chat_accounts WHERE user_id = ?').run(created.userID);
        throw error;
      }
      if (deps.requireInvitationCode && !isAdmin) {
        statement(db, 'UPDATE invitation_codes SET used_by = ? WHERE code = ?').run(
          created.userID,
          body.invitationCode,
        );
      }
      if (!body.autoLogin) return { imToken: '', chatToken: '', userID: created.userID };
      return {
        imToken: await im.userToken(created.userID, body.platform),
        chatToken: chatTokens.issue(created.userID),
        userID: created.userID,
      };
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
    async ({ body }) => {
      const found = accounts.findByCredential(body);
      if (!found) throw new ApiError(ChatError.AccountNotFound, 'AccountNotFound');
      if (body.password) {
        if (!(await accounts.checkPassword(found.userID, body.password)))
          throw new ApiError(ChatError.PasswordError, 'PasswordError');
      } else if (body.verifyCode) {
        const account = codeAccount(body.phoneNumber || body.email ? body : found);
        codes.verify(account, body.verifyCode);
        codes.consume(account);
      } else {
        throw new ApiError(1001, 'ArgsError', 'a password or a verification code is required');
      }
      // The IM token is for the platform the SDK will log in with; the gateway checks they match.
      return {
        imToken: await im.userToken(found.userID, body.platform),
        chatToken: chatTokens.issue(found.userID),
        userID: found.userID,
      };
    },
  );

  router.open(
    '/account/password/reset',
    z.object({ ...credential, verifyCode: z.string().min(1).max(12), password }),
    async ({ body }) => {
      const account = codeAccount(body);
      codes.verify(account, body.verifyCode);
      const found = accounts.findByCredential(body);
      if (!found) throw new ApiError(ChatError.AccountNotFound, 'AccountNotFound');
      await accounts.setPassword(found.userID, body.password);
      codes.consume(account);
      return undefined;
    },
  );

  router.post(
    '/account/password/change',
    z.object({ userID: z.string().default(''), currentPassword: password, newPassword: password }),
    async ({ body, caller }) => {
      const userID = body.userID || caller.userID;
      if (userID !== caller.userID && caller.userType !== ChatUserType.admin)
        throw new ApiError(1002, 'NoPermissionError');
      if (!(await accounts.checkPassword(userID, body.currentPassword))) {
        throw new ApiError(1002, 'NoPermissionError', 'current password is wrong');
      }
      if (body.currentPassword === body.newPassword)
        throw new ApiError(1001, 'ArgsError', 'the new password is the current one');
      await accounts.setPassword(userID, body.newPassword);
      // Every session ends: chat tokens go, and IM logs the user out everywhere.
      chatTokens.revokeAll(userID);
      for (let platformID = 1; platformID <= PLATFORM_IDS; platformID++) {
        if (platformID === 10) continue;
        await im
          .forceLogout(userID, platformID)
          .catch((error: unknown) => deps.logger.warn({ err: error, userID, platformID }, 'force logout failed'));
      }
      return undefined;
    },
  );

  // Our addition (OpenIM sets the e-mail through /user/update unchecked): the new address proves it is the user's
  // with a code sent to it (usedFor 4), so a typo cannot lock them out of signing in by e-mail.
  router.post(
    '/account/email/change',
    z.object({ email, verifyCode: z.string().min(1).max(12) }),
    ({ body, caller }) => {
      if (!accounts.get(caller.userID)) throw new ApiError(1004, 'RecordNotFoundError', caller.userID);
      accounts.assertAvailable({ email: body.email }, caller.userID);
      const account = codeAccount({ email: body.email });
      codes.verify(account, body.verifyCode);
      accounts.update(caller.userID, { email: body.email.toLowerCase() });
      codes.consume(account);
      return undefined;
    },
  );
}

function checkInvitation(db: Db, code: string): void {
  if (!code) throw new ApiError(ChatError.InvitationNotFound, 'InvitationNotFound');
  const row = statement(db, 'SELECT used_by FROM invitation_codes WHERE code = ?').get(code) as
    { used_by: string | null } | undefined;
  if (!row) throw new ApiError(ChatError.InvitationNotFound, 'InvitationNotFound');
  if (row.used_by) throw new ApiError(ChatError.InvitationCodeUsed, 'InvitationCodeUsed');
}

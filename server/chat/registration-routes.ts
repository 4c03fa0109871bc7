import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { codeAccount } from './accounts.ts';
import { createAccountWithImUser } from './account-creation.ts';
import { ChatError } from './chat-errors.ts';
import { ChatUserType } from './chat-tokens.ts';
import { faceAddress } from '../protocol/face-address.ts';
import { signedIn } from '../protocol/chat-shapes.ts';
import type { ChatRouter } from './chat-router.ts';
import { assertPasswordSignIn, credential, password, PLATFORM_IDS, type AccountDeps } from './account-fields.ts';

/** Our addition to OpenIM's usedFor values (1 register, 2 reset, 3 login): a code to a new e-mail or phone number. */
const USED_FOR_NEW_EMAIL = 4;

/** /chat/account/code/* and /chat/account/register: verification codes and registration (chat-service.md §1.3). */
export function registerRegistrationRoutes(router: ChatRouter, deps: AccountDeps): void {
  const { db, accounts, codes, chatTokens, im, limits } = deps;

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
      if (body.usedFor !== USED_FOR_NEW_EMAIL) assertPasswordSignIn(deps);
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
      if (!isAdmin) assertPasswordSignIn(deps);
      const { user } = body;
      if (!user.phoneNumber && !user.email && !user.account)
        throw new ApiError(1001, 'ArgsError', 'a phone number, e-mail or account is required');
      const byInvitation = !isAdmin && (await deps.registration.mode()) === 'invitation';
      if (!isAdmin) await assertMayRegister(body.invitationCode);
      if (!isAdmin) await codes.verify(codeAccount(user), body.verifyCode);
      await accounts.assertAvailable(user);
      const created = await createAccountWithImUser(
        { accounts, im },
        user,
        isAdmin && user.userID ? user.userID : undefined,
      );
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
}

async function checkInvitation(db: ChatDb, code: string): Promise<void> {
  if (!code) throw new ApiError(ChatError.InvitationNotFound, 'InvitationNotFound');
  const row = await db.selectFrom('invitation_codes').select('used_by').where('code', '=', code).executeTakeFirst();
  if (!row) throw new ApiError(ChatError.InvitationNotFound, 'InvitationNotFound');
  if (row.used_by) throw new ApiError(ChatError.InvitationCodeUsed, 'InvitationCodeUsed');
}

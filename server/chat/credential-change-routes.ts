import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { codeAccount, type AccountStore } from './accounts.ts';
import type { ChatRouter } from './chat-router.ts';
import type { VerificationCodes } from './verification-codes.ts';

const verifyCode = z.string().min(1).max(12);

/**
 * Our addition: the only ways a user's phone number or e-mail changes (OpenIM sets them through /user/update
 * unchecked). The new one proves it is the user's with a code sent to it (code/send usedFor 4), so nobody can claim
 * another person's number or address, and a typo cannot lock its owner out of signing in.
 */
export function registerCredentialChangeRoutes(
  router: ChatRouter,
  { accounts, codes }: { accounts: AccountStore; codes: VerificationCodes },
): void {
  router.post(
    '/account/email/change',
    z.object({ email: z.email().max(254), verifyCode }),
    async ({ body, caller }) => {
      if (!(await accounts.get(caller.userID))) throw new ApiError(1004, 'RecordNotFoundError', caller.userID);
      await accounts.assertAvailable({ email: body.email }, caller.userID);
      const account = codeAccount({ email: body.email });
      await codes.verify(account, body.verifyCode);
      await accounts.update(caller.userID, { email: body.email.toLowerCase() });
      await codes.consume(account);
      return undefined;
    },
    { response: null, errors: [1004, 20005, 20006, 20007, 20008, 20014] },
  );

  router.post(
    '/account/phone/change',
    z.object({
      areaCode: z.string().regex(/^\+?\d{1,6}$/, 'areaCode is digits'),
      phoneNumber: z.string().regex(/^\d{4,20}$/, 'phoneNumber must be digits'),
      verifyCode,
    }),
    async ({ body, caller }) => {
      if (!(await accounts.get(caller.userID))) throw new ApiError(1004, 'RecordNotFoundError', caller.userID);
      const phone = { areaCode: body.areaCode, phoneNumber: body.phoneNumber };
      await accounts.assertAvailable(phone, caller.userID);
      const account = codeAccount(phone);
      await codes.verify(account, body.verifyCode);
      await accounts.update(caller.userID, {
        area_code: `+${body.areaCode.replace(/^\+/, '')}`,
        phone_number: body.phoneNumber,
      });
      await codes.consume(account);
      return undefined;
    },
    { response: null, errors: [1004, 20003, 20005, 20006, 20007, 20008] },
  );
}

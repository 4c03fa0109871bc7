import type { AdminAccountEntry } from './admin/admin-account-entries.ts';
import * as z from 'zod';
import type { Logger } from 'pino';
import type { ChatDb } from './storage/chat-schema.ts';
import type { AccountStore } from './accounts.ts';
import type { ChatTokenStore } from './chat-tokens.ts';
import type { ImPort } from './im-port.ts';
import { MD5_HEX } from './passwords.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { VerificationCodes } from './verification-codes.ts';
import type { RegistrationPolicy } from './admin/registration-policy.ts';
import type { BlockStore } from './admin/blocks.ts';
import type { PushSubscriptions } from './push/push-subscriptions.ts';

/** What the /chat/account/* routes (registration, sign-in, passwords, sign-out) are built on. */
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
  /** The accounts the server marks as administrators (PARLEY_ADMIN_ACCOUNTS), and how long their console token lives. */
  adminAccounts: readonly AdminAccountEntry[];
  adminTokenTtlMs: number;
}

export const PLATFORM_IDS = 12;
export const ADMIN_PLATFORM = 10;
export const password = z.string().regex(MD5_HEX, 'password must be the lowercase md5 hex of the plaintext');
const phoneNumber = z.string().regex(/^\d{4,20}$/, 'phoneNumber must be digits');
const email = z.email().max(254);
/** The phone number or e-mail a code goes to, or an account is found by. */
export const credential = {
  areaCode: z.string().max(8).default(''),
  phoneNumber: z.union([phoneNumber, z.literal('')]).default(''),
  email: z.union([email, z.literal('')]).default(''),
};

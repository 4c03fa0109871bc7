import type { ServerConfig } from '../config/config.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { AttemptLimiter, FailureLimiter, memoryStore, retryText, type LimiterStore } from '../http/attempt-limits.ts';
import { ChatError } from './chat-errors.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** 20005, "operation too frequent, try again later" (product-spec §8): every refusal by a limit. */
export const tooFrequent = (retryAfterSec: number) =>
  new ApiError(ChatError.VerifyCodeSendFrequently, 'TooFrequent', retryText(retryAfterSec));

export type SignInLimits = ReturnType<typeof createSignInLimits>;

/**
 * The chat service's brute-force limits (docs/security.md). A failed login counts against the account it named
 * (whether or not that account exists, so the limit itself reveals nothing) and against the caller's address.
 */
export function createSignInLimits(
  config: Pick<ServerConfig, 'loginLimitPerAccount' | 'loginLimitPerIP' | 'codeSendLimitPerIP'>,
  /** Where each limit counts, by name: the chat database, so that every copy of the chat service shares them. */
  store: (name: string) => LimiterStore = () => memoryStore,
) {
  return {
    /** Wrong passwords or codes per account: locked 1 min, doubling per lockout that day, at most 1 h. */
    loginPerAccount: new FailureLimiter(
      { points: config.loginLimitPerAccount, windowSec: 15 * MINUTE, lockSec: MINUTE, maxLockSec: HOUR },
      tooFrequent,
      store('login-account'),
    ),
    /** Wrong passwords or codes per IP address: locked 5 min, doubling, at most 24 h. */
    loginPerIP: new FailureLimiter(
      { points: config.loginLimitPerIP, windowSec: 15 * MINUTE, lockSec: 5 * MINUTE, maxLockSec: 24 * HOUR },
      tooFrequent,
      store('login-ip'),
    ),
    /** Every code request from one address, whatever its answer: it is also how one would probe for accounts. */
    codeSendPerIP: new AttemptLimiter(config.codeSendLimitPerIP, HOUR, tooFrequent, store('code-send-ip')),
  };
}

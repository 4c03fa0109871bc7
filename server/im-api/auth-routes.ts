import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { FailureLimiter, retryText } from '../http/attempt-limits.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { ADMIN_PLATFORM_ID, TokenError } from '../auth/tokens.ts';
import type { Services } from '../services/services.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { requireAdmin, type ImRouter } from './route.ts';

const issuedToken = z.object({
  token: z.string(),
  expireTimeSeconds: z.number().int().describe('How long the token lives, in seconds'),
});

interface AuthConfig {
  adminUserID: string;
  adminSecret: string;
  adminSecretLimitPerIP: number;
}

/** Ours (OpenIM has no code for it): too many wrong admin secrets from one address; errDlt says when to retry. */
export const TOO_MANY_REQUESTS = 429;

/** /auth/*: how a business backend (our chat service, or another) mints IM tokens (openim-http-api.md §8). */
export function registerAuthRoutes(router: ImRouter, { tokens, users, hub }: Services, config: AuthConfig): void {
  // The admin secret opens everything, so guessing it is limited per address: 10 wrong tries in 15 min (by default)
  // lock the address for 5 min, doubling per lockout that day, up to 24 h.
  const secretGuesses = new FailureLimiter(
    { points: config.adminSecretLimitPerIP, windowSec: 15 * 60, lockSec: 5 * 60, maxLockSec: 24 * 3600 },
    (retryAfterSec) => new ApiError(TOO_MANY_REQUESTS, 'TooManyRequests', retryText(retryAfterSec)),
  );
  const secretMatches = (secret: string) => {
    const given = createHash('sha256').update(secret).digest();
    return timingSafeEqual(given, createHash('sha256').update(config.adminSecret).digest());
  };

  router.open(
    '/auth/get_admin_token',
    z.object({ secret: z.string(), userID: z.string() }),
    async ({ body, request }) => {
      await secretGuesses.assertOpen(request.ip);
      if (!secretMatches(body.secret)) {
        await secretGuesses.fail(request.ip);
        throw new ApiError(1002, 'NoPermissionError', 'wrong secret');
      }
      if (body.userID !== config.adminUserID) throw new ApiError(1001, 'ArgsError', 'not an admin user');
      return tokens.issue(body.userID, ADMIN_PLATFORM_ID);
    },
    { response: issuedToken, errors: [ErrorCode.NoPermissionError, TOO_MANY_REQUESTS] },
  );

  router.post(
    '/auth/get_user_token',
    z.object({ userID: z.string().min(1), platformID: z.number().int().min(1).max(12) }),
    ({ body, caller }) => {
      requireAdmin(caller);
      if (body.platformID === ADMIN_PLATFORM_ID || body.userID === config.adminUserID) {
        throw new ApiError(1002, 'NoPermissionError', 'admin tokens come from get_admin_token');
      }
      const user = users.get(body.userID);
      if (!user) throw new ApiError(1004, 'RecordNotFoundError', `user ${body.userID} is not registered`);
      if (user.appMangerLevel >= 3) throw new ApiError(1001, 'ArgsError', 'system accounts cannot log in');
      return tokens.issue(body.userID, body.platformID);
    },
    { adminOnly: true, response: issuedToken, errors: [ErrorCode.RecordNotFoundError] },
  );

  router.open(
    '/auth/parse_token',
    z.object({ token: z.string() }),
    ({ body }) => {
      try {
        const owner = tokens.verify(body.token);
        return { userID: owner.userID, platformID: owner.platformID, expireTimeSeconds: owner.expireTimeSeconds };
      } catch (error) {
        if (error instanceof TokenError) throw new ApiError(error.code, error.message);
        throw error;
      }
    },
    {
      response: z.object({ userID: z.string(), platformID: z.number().int(), expireTimeSeconds: z.number().int() }),
      errors: [1501, 1502, 1503, 1506, 1507],
    },
  );

  // Ours (OpenIM has none): the token in the header ends now, whoever holds it. The admin console signs out with it,
  // so that the admin token it got with the secret stops working rather than living out its day.
  router.post(
    '/auth/logout',
    z.object({}).passthrough(),
    ({ request }) => {
      const header = request.headers.token;
      tokens.revoke((Array.isArray(header) ? header[0] : header)!);
      return undefined;
    },
    { response: null },
  );

  router.post(
    '/auth/force_logout',
    z.object({ userID: z.string().min(1), platformID: z.number().int().min(1).max(12) }),
    ({ body, caller }) => {
      requireAdmin(caller);
      tokens.kickPlatform(body.userID, body.platformID);
      for (const connection of hub.connectionsOf(body.userID)) {
        if (connection.platformID !== body.platformID) continue;
        hub.remove(connection);
        connection.kick();
      }
      return undefined;
    },
    { adminOnly: true, response: null },
  );
}

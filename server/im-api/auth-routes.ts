import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { ADMIN_PLATFORM_ID, TokenError } from '../auth/tokens.ts';
import type { Services } from '../services/services.ts';
import { requireAdmin, type ImRouter } from './route.ts';

interface AuthConfig {
  adminUserID: string;
  adminSecret: string;
}

/** /auth/*: how a business backend (our chat service, or another) mints IM tokens (openim-http-api.md §8). */
export function registerAuthRoutes(router: ImRouter, { tokens, users, hub }: Services, config: AuthConfig): void {
  router.open('/auth/get_admin_token', z.object({ secret: z.string(), userID: z.string() }), ({ body }) => {
    if (body.secret !== config.adminSecret) throw new ApiError(1002, 'NoPermissionError', 'wrong secret');
    if (body.userID !== config.adminUserID) throw new ApiError(1001, 'ArgsError', 'not an admin user');
    return tokens.issue(body.userID, ADMIN_PLATFORM_ID);
  });

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
  );

  router.open('/auth/parse_token', z.object({ token: z.string() }), ({ body }) => {
    try {
      const owner = tokens.verify(body.token);
      return { userID: owner.userID, platformID: owner.platformID, expireTimeSeconds: owner.expireTimeSeconds };
    } catch (error) {
      if (error instanceof TokenError) throw new ApiError(error.code, error.message);
      throw error;
    }
  });

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
  );
}

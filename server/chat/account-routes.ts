import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { codeAccount } from './accounts.ts';
import { ChatError } from './chat-errors.ts';
import { ChatUserType, SessionEndReason } from './chat-tokens.ts';
import type { ChatRouter } from './chat-router.ts';
import { endAllSessions } from './session-end.ts';
import { ADMIN_PLATFORM, credential, password, PLATFORM_IDS, type AccountDeps } from './account-fields.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';

/** /chat/account/*: codes, registration, login and passwords (chat-service.md §1.3, §1.4). */
export function registerAccountRoutes(router: ChatRouter, deps: AccountDeps): void {
  const { accounts, codes, chatTokens, im, limits } = deps;
  registerRegistrationRoutes(router, deps);
  registerSignInRoutes(router, deps);

  /** After a password change or reset: every session ends, and the devices hear "password changed". */
  const endSessionsForPassword = (userID: string) => endAllSessions(deps, userID, SessionEndReason.passwordChanged);

  router.open(
    '/account/password/reset',
    z.object({ ...credential, verifyCode: z.string().min(1).max(12), password }),
    async ({ body }) => {
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
    { response: null, errors: [20002, 20005, 20006, 20007, 20008] },
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

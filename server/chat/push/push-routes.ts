import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import { ErrorCode } from '../../protocol/error-codes.ts';
import { isTestEndpoint, refuseEndpoint, type EndpointRules } from '../../push/push-endpoints.ts';
import { refuseHostAddresses } from '../../push/push-addresses.ts';
import type { RouteContract } from '../../http/openapi.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';

/** base64url of a P-256 public key (65 bytes → 87 characters) and of the 16-byte auth secret (22). */
const base64url = (length: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .length(length);

const subscription = z.object({
  endpoint: z.string().min(1).max(2048),
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
  privatePreviews: z.boolean().default(false),
  locale: z.enum(['en', 'zh-CN']).default('en'),
});

/** The owner of the IM token a push route was called with. */
export interface PushCaller {
  userID: string;
  platformID: number;
  isAdmin: boolean;
  /** Asks IM again whether the token still works; rejects with IM's error once its login has ended. */
  stillSignedIn: () => Promise<unknown>;
}

/** How the chat service mounts a push route behind the IM token (chat-push.ts). */
export type PushRoute = <S extends z.ZodType>(
  path: string,
  schema: S,
  handler: (context: { body: z.infer<S>; caller: PushCaller }) => unknown,
  contract: RouteContract,
) => void;

/**
 * /push/*: a signed-in user registers and removes their own browser's push subscription. The caller is always
 * the token's user and platform; no one registers for anyone else, and the admin has no browser to push to.
 * Mounted under the chat service (/chat/push/*, deltas.md 12); a real OpenIM answers /api/push/* 404, and so does
 * the embedded IM.
 */
export function registerPushRoutes(
  route: PushRoute,
  deps: { subscriptions: PushSubscriptions; publicKey: () => string; pushRules: EndpointRules },
): void {
  route('/push/get_vapid_public_key', z.object({}), () => ({ publicKey: deps.publicKey() }), {
    response: z.object({ publicKey: z.string().describe('The VAPID public key, base64url') }),
  });

  route(
    '/push/subscribe',
    subscription,
    async ({ body, caller }) => {
      if (caller.isAdmin) throw new ApiError(ErrorCode.NoPermissionError, 'NoPermissionError', 'admin has no browser');
      const rules = deps.pushRules;
      const refused =
        refuseEndpoint(body.endpoint, rules) ??
        (isTestEndpoint(body.endpoint, rules)
          ? null
          : await refuseHostAddresses(new URL(body.endpoint).hostname, rules.resolve));
      if (refused) throw new ApiError(ErrorCode.ArgsError, 'ArgsError', refused);
      await deps.subscriptions.save({
        endpoint: body.endpoint,
        userID: caller.userID,
        platformID: caller.platformID,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        privatePreviews: body.privatePreviews,
        locale: body.locale,
      });
      // The login may have ended while the endpoint's host was resolved (a password change by the owner, whose
      // removal of this user's subscriptions ran before the save): a browser an intruder registered must not stay.
      try {
        await caller.stillSignedIn();
      } catch (error) {
        await deps.subscriptions.remove(caller.userID, body.endpoint);
        throw error;
      }
      return {};
    },
    { response: z.object({}), errors: [1002] },
  );

  route(
    '/push/unsubscribe',
    z.object({ endpoint: z.string().min(1).max(2048) }),
    async ({ body, caller }) => {
      await deps.subscriptions.remove(caller.userID, body.endpoint);
      return {};
    },
    { response: z.object({}) },
  );
}

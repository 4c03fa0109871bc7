import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import type { ChatRouter } from '../chat-router.ts';
import type { AccountStore } from '../accounts.ts';
import type { BlockStore } from '../admin/blocks.ts';
import { ChatError } from '../chat-errors.ts';
import { SessionEndReason, type ChatTokenStore } from '../chat-tokens.ts';
import type { ImPort } from '../im-port.ts';
import { endAllSessions } from '../session-end.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import type { PushSubscriptions } from '../push/push-subscriptions.ts';
import type { Logger } from 'pino';
import { accountForIdentity } from './oidc-accounts.ts';
import { OidcError } from './oidc-errors.ts';
import type { OidcFlows } from './oidc-flows.ts';
import type { OidcLinks } from './oidc-links.ts';
import type { OidcSettings } from './oidc-settings.ts';
import type { RelyingParty } from './relying-party.ts';

export interface OidcDeps {
  db: ChatDb;
  settings: OidcSettings;
  party: RelyingParty;
  flows: OidcFlows;
  links: OidcLinks;
  accounts: AccountStore;
  blocks: BlockStore;
  chatTokens: ChatTokenStore;
  im: Pick<ImPort, 'registerUser' | 'userToken' | 'forceLogout'>;
  pushSubscriptions: Pick<PushSubscriptions, 'removeUser'>;
  logger: Logger;
  limits?: LimiterStore;
}

/** Sign-ins begun or finished per address and minute: an office behind one address signs in through it together. */
const FLOWS_PER_MINUTE = 120;
const PLATFORM_IDS = 12;
const ADMIN_PLATFORM = 10;

/** A path of the app to come back to, as the client's safeReturnPath accepts it (the client checks it again). */
const returnPath = z
  .string()
  .max(2000)
  .refine((path) => path === '' || (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')), {
    message: 'returnTo must be a path of this app',
  })
  .default('');

/**
 * Single sign-on (issue 43): /parley/oidc/start gives the provider's authorization URL for a new flow, whose state,
 * nonce and PKCE verifier stay in the chat database; the provider sends the browser back to the client's
 * /oidc/callback, which hands the callback's query to /parley/oidc/finish on whichever copy, and gets a session.
 * The provider's back-channel logout ends every session of the identity it names.
 */
export function registerOidcRoutes(app: FastifyInstance, router: ChatRouter, deps: OidcDeps): void {
  const { party, flows, chatTokens, im } = deps;
  const attempts = new AttemptLimiter(FLOWS_PER_MINUTE, 60, tooFrequent, deps.limits);

  router.open(
    '/parley/oidc/start',
    z.object({ returnTo: returnPath }),
    async ({ body, ip }) => {
      await attempts.take(ip);
      const flow = await flows.begin(body.returnTo);
      return { authorizationURL: await party.authorizationURL(flow) };
    },
    { response: z.object({ authorizationURL: z.string() }), errors: [20005, 20306] },
  );

  router.open(
    '/parley/oidc/finish',
    z.object({
      /** The callback's query as the browser got it: `?code=…&state=…` (or the provider's `error`). */
      query: z.string().max(8000),
      platform: z.number().int().min(1).max(PLATFORM_IDS),
    }),
    async ({ body, ip }) => {
      if (body.platform === ADMIN_PLATFORM) throw new ApiError(1001, 'ArgsError', 'platform 10 is the admin');
      await attempts.take(ip);
      const state = new URLSearchParams(body.query).get('state') ?? '';
      const flow = await flows.take(state);
      if (!flow) throw new ApiError(OidcError.FlowUnknown, 'FlowUnknown');
      const claims = await party.finish(body.query, flow);
      const userID = await accountForIdentity({ ...deps, im }, claims);
      if (await deps.blocks.isBlocked(userID)) throw new ApiError(ChatError.Forbidden, 'Forbidden', 'account blocked');
      return {
        imToken: await im.userToken(userID, body.platform),
        chatToken: await chatTokens.issue(userID),
        userID,
        returnTo: flow.returnTo,
      };
    },
    {
      response: z.object({ imToken: z.string(), chatToken: z.string(), userID: z.string(), returnTo: z.string() }),
      errors: [20005, 20012, 20302, 20303, 20304, 20305, 20306, 20307],
    },
  );

  // The provider's back-channel logout (OpenID Connect Back-Channel Logout 1.0): a form post with a logout_token,
  // answered 200 or 400 as §2.8 says, never in the envelope. Every session of the accounts linked to the `sub` ends,
  // through the same path as an admin's force logout.
  // The form's fields are read by the chat service's body parser (server/http/json-of-any-type.ts).
  app.register(async (scope) => {
    scope.post('/parley/oidc/backchannel-logout', { bodyLimit: 16_384 }, async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const token = (request.body as Record<string, unknown> | undefined)?.logout_token;
      if (typeof token !== 'string' || !token)
        return reply.code(400).send({ error: 'invalid_request', error_description: 'logout_token is missing' });
      let subject: string;
      try {
        subject = await party.logoutSubject(token);
      } catch (error) {
        const detail = error instanceof ApiError ? error.errDlt : 'invalid';
        deps.logger.warn({ detail }, 'a back-channel logout token was refused');
        return reply.code(400).send({ error: 'invalid_request', error_description: detail });
      }
      // Providers wait a few seconds at most (oidc-provider 2.5 s): the chat tokens die before the answer, and IM's
      // logouts on every platform, which take longer, follow it.
      for (const userID of await deps.links.usersBySubject(subject)) {
        await chatTokens.revokeAll(userID, SessionEndReason.signedOutAtProvider);
        void endAllSessions(deps, userID, SessionEndReason.signedOutAtProvider).catch((err: unknown) =>
          deps.logger.error({ err, userID }, 'ending the sessions of a person the provider logged out failed'),
        );
      }
      return reply.code(200).send();
    });
  });
}

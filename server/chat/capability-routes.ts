import * as z from 'zod';
import type { ChatRouter } from './chat-router.ts';

/**
 * What this chat service offers beyond OpenIM's open-source one (chat v1.8), so a client asks once instead of
 * learning it from refusals: account-name sign-in (v1.8's LoginReq demands a phone or an e-mail), changing the
 * e-mail with a code, moments, the organisation directory, reactions to messages, edits of them and pinned messages. Open, since the sign-in screen asks before anyone
 * has a token; it tells nothing about any user. A service without this route answers 404, which means "none".
 * `linkPreview` follows PARLEY_LINK_PREVIEW.
 */
const CHAT_CAPABILITIES = {
  accountLogin: true,
  emailChange: true,
  moments: true,
  organization: true,
  reactions: true,
  edits: true,
  pins: true,
} as const;

/**
 * `termsUrl` is the operator's user service agreement (PARLEY_TERMS_URL), which the registration screen links to;
 * `linkPreview` says whether this service fetches link previews (PARLEY_LINK_PREVIEW). `signIn`: how people sign in
 * here; `singleSignOn` is the name the operator gave the identity provider ('' when there is none), `password` is
 * false when PARLEY_PASSWORD_SIGN_IN=off leaves single sign-on the only way.
 */
export function registerCapabilityRoutes(
  router: ChatRouter,
  {
    termsUrl,
    linkPreview,
    signIn = { singleSignOn: '', password: true },
  }: { termsUrl: string; linkPreview: boolean; signIn?: { singleSignOn: string; password: boolean } },
): void {
  router.open(
    '/parley/capabilities',
    z.object({}).passthrough(),
    () => ({ ...CHAT_CAPABILITIES, termsUrl, linkPreview, signIn }),
    {
      response: z
        .object({
          accountLogin: z.boolean(),
          emailChange: z.boolean(),
          moments: z.boolean(),
          organization: z.boolean(),
          termsUrl: z.string().describe('The user service agreement: an http(s) address or a path on this server'),
          linkPreview: z.boolean(),
          reactions: z.boolean(),
          edits: z.boolean(),
          pins: z.boolean(),
          signIn: z.object({ singleSignOn: z.string(), password: z.boolean() }),
        })
        .describe('What this chat service offers beyond open-source OpenIM chat v1.8'),
    },
  );
}

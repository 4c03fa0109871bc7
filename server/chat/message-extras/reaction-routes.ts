import * as z from 'zod';
import type { Logger } from 'pino';
import type { ChatRouter } from '../chat-router.ts';
import type { ImPort } from '../im-port.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import { memberConversation } from './conversation-members.ts';
import type { ReactionStore } from './reaction-store.ts';
import { MAX_REACTION_READ, REACTION_NOTICE_KEY, type ReactionNotice } from '../../../wire/message-extras.ts';

export interface ReactionDeps {
  reactions: ReactionStore;
  im: ImPort;
  logger: Logger;
  /** Where the write limit counts (shared by every copy of the chat service); this process's memory if not given. */
  limits?: LimiterStore;
}

/**
 * Reactions one user may give or take back a minute. Each one is a business notification to every member of the
 * conversation, so a script must not turn a group into a flood; a person tapping chips never comes near it.
 */
export const REACTION_WRITES_PER_MINUTE = 120;

/** One emoji as Unicode defines it (skin tones and sequences included), nothing else: chips show it as text. */
const emoji = z
  .string()
  .max(64)
  // The v flag (Unicode sets) knows emoji sequences; built at run time as the compile target predates it.
  .regex(new RegExp('^\\p{RGI_Emoji}$', 'v'), 'one emoji');
const conversation = { groupID: z.string().max(64).optional(), peerUserID: z.string().max(64).optional() };
const clientMsgID = z.string().min(1).max(64);
const reactionList = z.array(
  z.object({
    clientMsgID: z.string(),
    reactions: z.array(z.object({ emoji: z.string(), userIDs: z.array(z.string()) })),
  }),
);

/** /chat/message/reaction/*: reactions to IM messages, for members of the message's conversation only. */
export function registerReactionRoutes(router: ChatRouter, { reactions, im, logger, limits }: ReactionDeps): void {
  const writes = new AttemptLimiter(REACTION_WRITES_PER_MINUTE, 60, tooFrequent, limits);

  router.post(
    '/message/reaction/set',
    z.object({ ...conversation, clientMsgID, emoji, react: z.boolean() }),
    async ({ body, caller }) => {
      await writes.take(caller.userID);
      const chat = await memberConversation(im, caller.userID, body, { write: true });
      const changed = await reactions.set(chat.conversationID, body.clientMsgID, body.emoji, caller.userID, body.react);
      if (changed) {
        const notice: ReactionNotice = {
          conversationID: chat.conversationID,
          clientMsgID: body.clientMsgID,
          emoji: body.emoji,
          userID: caller.userID,
          react: body.react,
        };
        // Every member's devices, the reacting user's other ones too: IM delivers to all of a recipient's.
        const data = JSON.stringify(notice);
        for (const recipient of chat.memberIDs)
          im.businessNotification(caller.userID, recipient, REACTION_NOTICE_KEY, data).catch((error: unknown) =>
            logger.warn({ err: error, recipient }, 'reaction notice failed'),
          );
      }
      const [current] = await reactions.of(chat.conversationID, [body.clientMsgID]);
      return { conversationID: chat.conversationID, reactions: current?.reactions ?? [] };
    },
    {
      response: z.object({
        conversationID: z.string(),
        reactions: z.array(z.object({ emoji: z.string(), userIDs: z.array(z.string()) })),
      }),
      errors: [1001, 1004, 1203, 1302, 20005],
    },
  );

  router.post(
    '/message/reaction/get',
    z.object({ ...conversation, clientMsgIDs: z.array(clientMsgID).min(1).max(MAX_REACTION_READ) }),
    async ({ body, caller }) => {
      const chat = await memberConversation(im, caller.userID, body, { write: false });
      return {
        conversationID: chat.conversationID,
        messages: await reactions.of(chat.conversationID, body.clientMsgIDs),
      };
    },
    { response: z.object({ conversationID: z.string(), messages: reactionList }), errors: [1001, 1004, 1203] },
  );
}

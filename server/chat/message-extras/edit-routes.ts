import * as z from 'zod';
import type { Logger } from 'pino';
import type { ChatRouter } from '../chat-router.ts';
import type { ImPort } from '../im-port.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { memberConversation } from './conversation-members.ts';
import type { EditStore } from './edit-store.ts';
import {
  EDIT_NOTICE_KEY,
  EditError,
  MAX_EDIT_READ,
  MAX_EDIT_TEXT,
  type EditNotice,
} from '../../../wire/message-extras.ts';

export interface EditDeps {
  edits: EditStore;
  im: ImPort;
  logger: Logger;
  /** Where the write limit counts (shared by every copy of the chat service); this process's memory if not given. */
  limits?: LimiterStore;
}

/** Edits one user may make a minute: each is a business notification to every member, as a reaction is. */
export const EDIT_WRITES_PER_MINUTE = 30;

/** OpenIM's role levels of a group's owner and admins: they read any member's edit history. */
const MODERATOR_ROLE_LEVELS = new Set([100, 60]);

const conversation = { groupID: z.string().max(64).optional(), peerUserID: z.string().max(64).optional() };
const clientMsgID = z.string().min(1).max(64);
const editShape = z.object({ clientMsgID: z.string(), text: z.string(), editTime: z.number() });

/** /chat/message/edit/*: a sender's edits of their own text messages, for members of the conversation only. */
export function registerEditRoutes(router: ChatRouter, { edits, im, logger, limits }: EditDeps): void {
  const writes = new AttemptLimiter(EDIT_WRITES_PER_MINUTE, 60, tooFrequent, limits);

  router.post(
    '/message/edit/set',
    z.object({
      ...conversation,
      clientMsgID,
      text: z
        .string()
        .max(MAX_EDIT_TEXT)
        .refine((text) => text.trim() !== '', 'an edit keeps some text'),
    }),
    async ({ body, caller }) => {
      await writes.take(caller.userID);
      const chat = await memberConversation(im, caller.userID, body, { write: true });
      const edit = await edits.edit(chat.conversationID, body.clientMsgID, caller.userID, body.text);
      const notice: EditNotice = { conversationID: chat.conversationID, ...edit };
      // Every member's devices, the editor's other ones too: IM delivers to all of a recipient's.
      const data = JSON.stringify(notice);
      for (const recipient of chat.memberIDs)
        im.businessNotification(caller.userID, recipient, EDIT_NOTICE_KEY, data).catch((error: unknown) =>
          logger.warn({ err: error, recipient }, 'edit notice failed'),
        );
      return notice;
    },
    {
      response: editShape.extend({ conversationID: z.string() }),
      errors: [1001, 1002, 1004, 1203, 1302, 1404, EditError.EditWindowClosed, 20005],
    },
  );

  router.post(
    '/message/edit/get',
    z.object({ ...conversation, clientMsgIDs: z.array(clientMsgID).min(1).max(MAX_EDIT_READ) }),
    async ({ body, caller }) => {
      const chat = await memberConversation(im, caller.userID, body, { write: false });
      return {
        conversationID: chat.conversationID,
        messages: await edits.latest(chat.conversationID, body.clientMsgIDs),
      };
    },
    {
      response: z.object({ conversationID: z.string(), messages: z.array(editShape) }),
      errors: [1001, 1004, 1203],
    },
  );

  router.post(
    '/message/edit/history',
    z.object({ ...conversation, clientMsgID }),
    async ({ body, caller }) => {
      const chat = await memberConversation(im, caller.userID, body, { write: false });
      const history = await edits.history(chat.conversationID, body.clientMsgID);
      if (!history) throw new ApiError(1004, 'RecordNotFoundError', `message ${body.clientMsgID} was not edited`);
      const allowed =
        history.sendID === caller.userID ||
        (chat.groupID !== '' && MODERATOR_ROLE_LEVELS.has((await im.groupRole(chat.groupID, caller.userID)) ?? 0));
      if (!allowed) throw new ApiError(1002, 'NoPermissionError', 'the sender and the group’s owner and admins only');
      return { conversationID: chat.conversationID, clientMsgID: body.clientMsgID, versions: history.versions };
    },
    {
      response: z.object({
        conversationID: z.string(),
        clientMsgID: z.string(),
        versions: z.array(z.object({ text: z.string(), time: z.number() })),
      }),
      errors: [1001, 1002, 1004, 1203],
    },
  );
}

import * as z from 'zod';
import type { Logger } from 'pino';
import type { ChatRouter } from '../chat-router.ts';
import type { ImPort } from '../im-port.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import { memberConversation, type MemberConversation } from './conversation-members.ts';
import type { PinStore } from './pin-store.ts';
import { PIN_LIMIT_ERROR, PIN_NOTICE_KEY, PIN_SETTING_NOTICE_KEY, type PinList } from '../../../wire/message-extras.ts';

export interface PinDeps {
  pins: PinStore;
  im: ImPort;
  logger: Logger;
  /** Where the write limit counts (shared by every copy of the chat service); this process's memory if not given. */
  limits?: LimiterStore;
}

/** Pins, unpins and setting changes one user may make a minute: each one is a notice to every member. */
export const PIN_WRITES_PER_MINUTE = 60;

/** OpenIM's roleLevel of a group's owner and admins, who may always pin and change the setting. */
const ADMIN_ROLE = 60;

const conversation = { groupID: z.string().max(64).optional(), peerUserID: z.string().max(64).optional() };
const groupID = z.string().min(1).max(64);
const millis = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const pinShape = z.object({
  clientMsgID: z.string(),
  seq: z.number(),
  sendTime: z.number(),
  pinnedBy: z.string(),
  pinTime: z.number(),
});
const noticeShape = z.object({
  conversationID: z.string(),
  clientMsgID: z.string(),
  pinned: z.boolean(),
  userID: z.string(),
  time: z.number(),
});
const pinList = z.object({
  conversationID: z.string(),
  pins: z.array(pinShape),
  events: z.array(noticeShape),
  canPin: z.boolean(),
  membersMayPin: z.boolean(),
});

/** /chat/message/pin/* and /chat/group/pin_setting/*: pinned messages, for members of the conversation only. */
export function registerPinRoutes(router: ChatRouter, { pins, im, logger, limits }: PinDeps): void {
  const writes = new AttemptLimiter(PIN_WRITES_PER_MINUTE, 60, tooFrequent, limits);

  /** Who may pin here now: both people of a 1:1 chat; a group's owner and admins, or everyone by its setting. */
  const rights = async (chat: MemberConversation, caller: string) => {
    if (!chat.groupID) return { canPin: true, membersMayPin: false };
    const membersMayPin = await pins.membersMayPin(chat.groupID);
    if (membersMayPin) return { canPin: true, membersMayPin };
    const role = await im.groupRole(chat.groupID, caller);
    if (role === undefined) throw new ApiError(1203, 'NotInGroupYetError');
    return { canPin: role >= ADMIN_ROLE, membersMayPin };
  };

  const tell = (sender: string, recipients: readonly string[], key: string, notice: object) => {
    const data = JSON.stringify(notice);
    for (const recipient of recipients)
      im.businessNotification(sender, recipient, key, data).catch((error: unknown) =>
        logger.warn({ err: error, recipient, key }, 'pin notice failed'),
      );
  };

  const listOf = async (chat: MemberConversation, caller: string): Promise<PinList> => ({
    conversationID: chat.conversationID,
    ...(await pins.list(chat.conversationID)),
    ...(await rights(chat, caller)),
  });

  router.post(
    '/message/pin/set',
    z.object({
      ...conversation,
      clientMsgID: z.string().min(1).max(64),
      seq: millis,
      sendTime: millis,
      pin: z.boolean(),
    }),
    async ({ body, caller }) => {
      await writes.take(caller.userID);
      const chat = await memberConversation(im, caller.userID, body, { write: true });
      if (!(await rights(chat, caller.userID)).canPin)
        throw new ApiError(1002, 'NoPermissionError', 'only the group owner and admins may pin here');
      const notice = await pins.set(chat.conversationID, body, caller.userID, body.pin);
      // Every member's devices, the pinning user's other ones too: IM delivers to all of a recipient's.
      if (notice) tell(caller.userID, chat.memberIDs, PIN_NOTICE_KEY, notice);
      return listOf(chat, caller.userID);
    },
    { response: pinList, errors: [1001, 1002, 1004, 1203, 1302, PIN_LIMIT_ERROR, 20005] },
  );

  router.post(
    '/message/pin/list',
    z.object(conversation),
    async ({ body, caller }) =>
      listOf(await memberConversation(im, caller.userID, body, { write: false }), caller.userID),
    { response: pinList, errors: [1001, 1004, 1203] },
  );

  router.post(
    '/group/pin_setting/get',
    z.object({ groupID }),
    async ({ body, caller }) => {
      await memberConversation(im, caller.userID, body, { write: false });
      const role = await im.groupRole(body.groupID, caller.userID);
      if (role === undefined) throw new ApiError(1203, 'NotInGroupYetError');
      return { membersMayPin: await pins.membersMayPin(body.groupID), canChange: role >= ADMIN_ROLE };
    },
    { response: z.object({ membersMayPin: z.boolean(), canChange: z.boolean() }), errors: [1001, 1203] },
  );

  router.post(
    '/group/pin_setting/set',
    z.object({ groupID, membersMayPin: z.boolean() }),
    async ({ body, caller }) => {
      await writes.take(caller.userID);
      const chat = await memberConversation(im, caller.userID, body, { write: true });
      const role = await im.groupRole(body.groupID, caller.userID);
      if (role === undefined) throw new ApiError(1203, 'NotInGroupYetError');
      if (role < ADMIN_ROLE) throw new ApiError(1002, 'NoPermissionError', 'only the group owner and admins');
      await pins.setMembersMayPin(body.groupID, body.membersMayPin);
      tell(caller.userID, chat.memberIDs, PIN_SETTING_NOTICE_KEY, {
        groupID: body.groupID,
        membersMayPin: body.membersMayPin,
      });
      return { membersMayPin: body.membersMayPin };
    },
    { response: z.object({ membersMayPin: z.boolean() }), errors: [1001, 1002, 1203, 20005] },
  );
}

import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import type { Services } from '../services/services.ts';
import { MsgFrom, SessionType, type MsgOptions } from '../messaging/message-model.ts';
import { requireAdmin, type ImRouter } from './route.ts';
import { ContentType } from '../../wire/message-types.ts';

const TEXT = 101;
const OA_NOTIFICATION = 1400;

/** The content each supported type must have (OpenIM apistruct TextElem, CustomElem, OANotificationElem). */
const contentSchemas: Record<number, z.ZodType> = {
  [TEXT]: z.object({ content: z.string().min(1) }).passthrough(),
  [ContentType.custom]: z.object({
    data: z.string().min(1),
    description: z.string().nullish(),
    extension: z.string().nullish(),
  }),
  [OA_NOTIFICATION]: z
    .object({
      notificationName: z.string().min(1),
      notificationFaceURL: z.string().nullish(),
      notificationType: z.number().int(),
      text: z.string().min(1),
      url: z.string().nullish(),
      mixType: z.number().int(),
      pictureElem: z.unknown().nullish(),
      soundElem: z.unknown().nullish(),
      videoElem: z.unknown().nullish(),
      fileElem: z.unknown().nullish(),
      ex: z.string().nullish(),
    })
    .passthrough(),
};

const sendMsgBody = z.object({
  sendID: z.string().min(1),
  recvID: z.string().default(''),
  groupID: z.string().default(''),
  senderNickname: z.string().default(''),
  senderFaceURL: z.string().default(''),
  senderPlatformID: z.number().int().default(0),
  content: z
    .record(z.string(), z.unknown())
    .describe('101 {content}, 110 {data, description?, extension?}, 1400 OpenIM OANotificationElem'),
  contentType: z
    .number()
    .int()
    .meta({ enum: Object.keys(contentSchemas).map(Number), description: 'Any other type is 1001' }),
  sessionType: z.number().int().describe('1 single, 3 group; an OA notification (1400) is always sent as 4'),
  isOnlineOnly: z.boolean().nullish(),
  notOfflinePush: z.boolean().nullish(),
  sendTime: z.number().int().min(0).default(0),
  ex: z.string().default(''),
});

/**
 * /msg/send_msg: a business backend (the admin) sends a message as someone. Text and custom messages go to a
 * single chat or a group like any send; an OA notification (1400) is always sessionType 4, sent as a notification
 * account, and stored as `{"detail": <the notification as JSON>}` in the receiver's `sn_` conversation, as
 * OpenIM's api/msg.go does.
 */
export function registerSendMsgRoute(router: ImRouter, { messages, users }: Services): void {
  router.post(
    '/msg/send_msg',
    sendMsgBody,
    async ({ body, caller, operationID }) => {
      requireAdmin(caller);
      const schema = contentSchemas[body.contentType];
      if (!schema) throw new ApiError(1001, 'ArgsError', `contentType ${body.contentType} is not supported`);
      const parsed = schema.safeParse(body.content);
      if (!parsed.success) throw new ApiError(1001, 'ArgsError', parsed.error.issues[0]?.message ?? 'content');

      const isOA = body.contentType === OA_NOTIFICATION;
      // The SDK names a notification conversation after its sender's user info (/user/get_users_info) and drops
      // the conversation when there is none, so the sender must be a registered user: the backend's notification
      // account (OpenIM registers those as users too; the admin token is what limits who may send).
      if (isOA && !users.exists(body.sendID)) {
        throw new ApiError(1004, 'RecordNotFoundError', `notification sender ${body.sendID} is not a registered user`);
      }
      const content = isOA ? { detail: JSON.stringify(body.content) } : body.content;
      const options: MsgOptions = {};
      if (body.isOnlineOnly) {
        Object.assign(options, { history: false, persistent: false, senderSync: false, conversationUpdate: false });
      }
      if (body.notOfflinePush) options.offlinePush = false;
      const sessionType = isOA ? SessionType.notification : body.sessionType;

      return messages.send(
        body.sendID,
        completeMsgData({
          sendID: body.sendID,
          recvID: sessionType === SessionType.workingGroup ? '' : body.recvID,
          groupID: sessionType === SessionType.workingGroup ? body.groupID : '',
          clientMsgID: randomUUID().replaceAll('-', ''),
          senderPlatformID: body.senderPlatformID,
          senderNickname: body.senderNickname,
          senderFaceURL: body.senderFaceURL,
          sessionType,
          msgFrom: MsgFrom.system,
          contentType: body.contentType,
          content: new TextEncoder().encode(JSON.stringify(content)),
          sendTime: body.sendTime,
          createTime: Date.now(),
          options,
          ex: body.ex,
        }),
        operationID || undefined,
        true,
      );
    },
    {
      adminOnly: true,
      response: z.object({ serverMsgID: z.string(), clientMsgID: z.string(), sendTime: z.number().int() }),
      errors: [1004, 1201, 1203, 1204, 1302, 1402, 1403],
    },
  );
}

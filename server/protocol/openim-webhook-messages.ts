/** The after-send and user-status webhook bodies of OpenIM Server v3.8.3 (see openim-webhooks.ts). */
import { z } from 'zod';
import { command, idList, int, WebhookCommand } from './openim-webhook-commands.ts';

/** CommonCallbackReq: the message fields both after-send callbacks share. */
const messageFields = {
  sendID: z.string(),
  serverMsgID: z.string(),
  clientMsgID: z.string(),
  operationID: z.string(),
  senderPlatformID: int,
  senderNickname: z.string(),
  sessionType: int,
  msgFrom: int,
  contentType: int,
  status: int,
  sendTime: int,
  createTime: int,
  /** The message's content as text; for notification content types (1000-5000) OpenIM's decoding yields "". */
  content: z.string(),
  /** The callback fires before the message is given a seq, so OpenIM sends 0 here. */
  seq: int,
  atUserList: idList,
  /** The sender's face URL (Go field SenderFaceURL, json "faceURL"). */
  faceURL: z.string(),
  ex: z.string(),
};

export const afterSendSingleMsgSchema = z.object({
  callbackCommand: command(WebhookCommand.afterSendSingleMsg),
  ...messageFields,
  recvID: z.string(),
});
export type AfterSendSingleMsg = z.infer<typeof afterSendSingleMsgSchema>;

export const afterSendGroupMsgSchema = z.object({
  callbackCommand: command(WebhookCommand.afterSendGroupMsg),
  ...messageFields,
  groupID: z.string(),
});
export type AfterSendGroupMsg = z.infer<typeof afterSendGroupMsgSchema>;
/** A message as either after-send callback describes it: all the chat service learns of a message (Web Push). */
export type AfterSendMsg = AfterSendSingleMsg | AfterSendGroupMsg;

/** UserStatusCallbackReq: one user on one platform. */
const userStatusFields = {
  operationID: z.string(),
  platformID: int,
  /** constant.PlatformIDToName: "IOS", "Android", "Windows", "OSX", "Web", "MiniWeb", "Linux", "APad", "IPad", "Admin". */
  platform: z.string(),
  userID: z.string(),
  /** Milliseconds since the epoch when the callback was built (not a sequence number). */
  seq: int,
  /** Always "" in v3.8.3: the gateway never fills the connection ID into the status it reports. */
  connID: z.string(),
};

export const afterUserOnlineSchema = z.object({
  callbackCommand: command(WebhookCommand.afterUserOnline),
  ...userStatusFields,
  isAppBackground: z.boolean(),
});
export type AfterUserOnline = z.infer<typeof afterUserOnlineSchema>;

export const afterUserOfflineSchema = z.object({
  callbackCommand: command(WebhookCommand.afterUserOffline),
  ...userStatusFields,
});
export type AfterUserOffline = z.infer<typeof afterUserOfflineSchema>;

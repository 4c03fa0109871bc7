/**
 * OpenIM Server v3.8.3's webhooks ("callbacks"), as they travel on the wire: the JSON bodies the IM POSTs to
 * `<webhooks.url>/<callbackCommand>` and the answer it reads back. Facts from open-im-server v3.8.3
 * (pkg/callbackstruct, pkg/common/webhook, config/webhooks.yml); see OPENIM-WEBHOOKS.md beside this file.
 * One module for both sides: the embedded IM's emitter builds these, the chat service's receiver parses them.
 */
import { z } from 'zod';

/** `callbackCommand` values (pkg/callbackstruct/constant.go). The URL's last segment is the same string. */
export const WebhookCommand = {
  afterSendSingleMsg: 'callbackAfterSendSingleMsgCommand',
  afterSendGroupMsg: 'callbackAfterSendGroupMsgCommand',
  afterUserOnline: 'callbackAfterUserOnlineCommand',
  afterUserOffline: 'callbackAfterUserOfflineCommand',
  /** Declared and shaped in v3.8.3, but nothing calls it: a real OpenIM never sends it. */
  afterUserKickOff: 'callbackAfterUserKickOffCommand',
  afterCreateGroup: 'callbackAfterCreateGroupCommand',
  afterJoinGroup: 'callbackAfterJoinGroupCommand',
  afterQuitGroup: 'callbackAfterQuitGroupCommand',
  afterKickGroupMember: 'callbackAfterKickGroupCommand',
  afterDismissGroup: 'callbackAfterDisMissGroupCommand',
  afterSetGroupMemberInfo: 'callbackAfterSetGroupMemberInfoCommand',
  afterSetGroupInfo: 'callbackAfterSetGroupInfoCommand',
  afterSetGroupInfoEx: 'callbackAfterSetGroupInfoExCommand',
  afterTransferGroupOwner: 'callbackAfterTransferGroupOwnerCommand',
  /** Fires when a friend APPLICATION is stored, not when the two become friends (that is afterAddFriendAgree). */
  afterAddFriend: 'callbackAfterAddFriendCommand',
  afterAddFriendAgree: 'callbackAfterAddFriendAgreeCommand',
  afterDeleteFriend: 'callbackAfterDeleteFriendCommand',
  afterImportFriends: 'callbackAfterImportFriendsCommand',
  afterRemoveBlack: 'callbackAfterRemoveBlackCommand',
  /** The one before-callback the embedded IM sends: asked before a friend application is stored; may refuse it. */
  beforeAddFriend: 'callbackBeforeAddFriendCommand',
} as const;
export type WebhookCommand = (typeof WebhookCommand)[keyof typeof WebhookCommand];

/** The HTTP request header carrying the operation ID (protocol/constant.OperationID). */
export const WEBHOOK_OPERATION_ID_HEADER = 'operationID';
/** Content-Type of every webhook POST (tools/utils/httputil). */
export const WEBHOOK_CONTENT_TYPE = 'application/json; charset=utf-8';
/** The default per-callback `timeout` of config/webhooks.yml, in seconds. */
export const WEBHOOK_DEFAULT_TIMEOUT_SECONDS = 5;

/** `<webhooks.url>/<command>`: the IM appends "/" and the command to the configured URL, whatever it ends with. */
export const webhookUrl = (base: string, command: WebhookCommand): string => `${base}/${command}`;

/**
 * The receiver's answer (CommonCallbackResp). After-callbacks ignore it. For before-callbacks the IM rejects the
 * operation with errCode/errMsg/errDlt when actionCode is 0 and nextCode is 1.
 */
export const webhookResponseSchema = z.object({
  actionCode: z.number().int(),
  errCode: z.number().int(),
  errMsg: z.string(),
  errDlt: z.string(),
  nextCode: z.number().int(),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
export const webhookContinue: WebhookResponse = { actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0 };
/** callbackstruct.Next: with actionCode 0, a before-callback's answer refuses the operation. */
export const WEBHOOK_NEXT_CODE = 1;
/** A before-callback's answer that refuses the operation with this error (CommonCallbackResp.Parse's condition). */
export const webhookRefuse = (errCode: number, errMsg: string, errDlt = ''): WebhookResponse => ({
  actionCode: 0,
  errCode,
  errMsg,
  errDlt,
  nextCode: WEBHOOK_NEXT_CODE,
});

const command = <C extends WebhookCommand>(c: C) => z.literal(c);
const int = z.number().int();
/** Go nil slices encode as JSON null. */
const idList = z.array(z.string()).nullable();

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

/** sdkws.GroupInfo as encoding/json writes it (no omitempty in protocol v0.0.72). */
export const webhookGroupInfoSchema = z.object({
  groupID: z.string(),
  groupName: z.string(),
  notification: z.string(),
  introduction: z.string(),
  faceURL: z.string(),
  ownerUserID: z.string(),
  createTime: int,
  memberCount: int,
  ex: z.string(),
  status: int,
  creatorUserID: z.string(),
  groupType: int,
  needVerification: int,
  lookMemberInfo: int,
  applyMemberFriend: int,
  notificationUpdateTime: int,
  notificationUserID: z.string(),
});
export type WebhookGroupInfo = z.infer<typeof webhookGroupInfoSchema>;

/**
 * The group's fields sit at the top level beside the command (an embedded *sdkws.GroupInfo). initMemberList lists
 * the owner (roleLevel 100), the admins (60), then EVERY user ID again with roleLevel 20, the owner and admins
 * included, because v3.8.3 passes its whole user list as the member list.
 */
export const afterCreateGroupSchema = webhookGroupInfoSchema.extend({
  callbackCommand: command(WebhookCommand.afterCreateGroup),
  initMemberList: z.array(z.object({ userID: z.string(), roleLevel: int })),
});
export type AfterCreateGroup = z.infer<typeof afterCreateGroupSchema>;

/** Only for a join that needs no approval. inviterUserID is the user who joined (JoinGroupReq's field name). */
export const afterJoinGroupSchema = z.object({
  callbackCommand: command(WebhookCommand.afterJoinGroup),
  operationID: z.string(),
  groupID: z.string(),
  reqMessage: z.string(),
  joinSource: int,
  inviterUserID: z.string(),
});
export type AfterJoinGroup = z.infer<typeof afterJoinGroupSchema>;

export const afterQuitGroupSchema = z.object({
  callbackCommand: command(WebhookCommand.afterQuitGroup),
  groupID: z.string(),
  userID: z.string(),
});
export type AfterQuitGroup = z.infer<typeof afterQuitGroupSchema>;

export const afterKickGroupMemberSchema = z.object({
  callbackCommand: command(WebhookCommand.afterKickGroupMember),
  groupID: z.string(),
  kickedUserIDs: idList,
  reason: z.string(),
});
export type AfterKickGroupMember = z.infer<typeof afterKickGroupMemberSchema>;

/**
 * groupType is Go's string(int32): the code point, so a working group (2) is "\u0002". membersID are the members
 * still listed after the dismissal (all of them unless the request deleted members, then none: []).
 */
export const afterDismissGroupSchema = z.object({
  callbackCommand: command(WebhookCommand.afterDismissGroup),
  groupID: z.string(),
  ownerID: z.string(),
  groupType: z.string(),
  membersID: idList,
});
export type AfterDismissGroup = z.infer<typeof afterDismissGroupSchema>;

/** One callback per member changed; fields the request left out are null. roleLevel covers admin set/unset. */
export const afterSetGroupMemberInfoSchema = z.object({
  callbackCommand: command(WebhookCommand.afterSetGroupMemberInfo),
  groupID: z.string(),
  userID: z.string(),
  nickName: z.string().nullable(),
  faceURL: z.string().nullable(),
  roleLevel: int.nullable(),
  ex: z.string().nullable(),
});
export type AfterSetGroupMemberInfo = z.infer<typeof afterSetGroupMemberInfoSchema>;

/** The older /group/set_group_info route: plain strings, "" when not set; operationID is never filled (""). */
export const afterSetGroupInfoSchema = z.object({
  callbackCommand: command(WebhookCommand.afterSetGroupInfo),
  operationID: z.string(),
  groupID: z.string(),
  groupName: z.string(),
  notification: z.string(),
  introduction: z.string(),
  faceURL: z.string(),
  ex: z.string().nullable(),
  needVerification: int.nullable(),
  lookMemberInfo: int.nullable(),
  applyMemberFriend: int.nullable(),
});
export type AfterSetGroupInfo = z.infer<typeof afterSetGroupInfoSchema>;

/** /group/set_group_info_ex (the route the SDK uses): every field null unless the request set it. */
export const afterSetGroupInfoExSchema = z.object({
  callbackCommand: command(WebhookCommand.afterSetGroupInfoEx),
  operationID: z.string(),
  groupID: z.string(),
  groupName: z.string().nullable(),
  notification: z.string().nullable(),
  introduction: z.string().nullable(),
  faceURL: z.string().nullable(),
  ex: z.string().nullable(),
  needVerification: int.nullable(),
  lookMemberInfo: int.nullable(),
  applyMemberFriend: int.nullable(),
});
export type AfterSetGroupInfoEx = z.infer<typeof afterSetGroupInfoExSchema>;

export const afterTransferGroupOwnerSchema = z.object({
  callbackCommand: command(WebhookCommand.afterTransferGroupOwner),
  groupID: z.string(),
  oldOwnerUserID: z.string(),
  newOwnerUserID: z.string(),
});
export type AfterTransferGroupOwner = z.infer<typeof afterTransferGroupOwnerSchema>;

export const afterAddFriendSchema = z.object({
  callbackCommand: command(WebhookCommand.afterAddFriend),
  fromUserID: z.string(),
  toUserID: z.string(),
  reqMsg: z.string(),
});
export type AfterAddFriend = z.infer<typeof afterAddFriendSchema>;

/**
 * The applicant is fromUserID; the user who agreed travels as "blackUserID" (v3.8.3's json tag on ToUserID), and
 * HandleResult/HandleMsg keep Go's capitals.
 */
export const afterAddFriendAgreeSchema = z.object({
  callbackCommand: command(WebhookCommand.afterAddFriendAgree),
  fromUserID: z.string(),
  blackUserID: z.string(),
  HandleResult: int,
  HandleMsg: z.string(),
});
export type AfterAddFriendAgree = z.infer<typeof afterAddFriendAgreeSchema>;

export const afterDeleteFriendSchema = z.object({
  callbackCommand: command(WebhookCommand.afterDeleteFriend),
  ownerUserID: z.string(),
  friendUserID: z.string(),
});
export type AfterDeleteFriend = z.infer<typeof afterDeleteFriendSchema>;

export const afterImportFriendsSchema = z.object({
  callbackCommand: command(WebhookCommand.afterImportFriends),
  ownerUserID: z.string(),
  friendUserIDs: idList,
});
export type AfterImportFriends = z.infer<typeof afterImportFriendsSchema>;

export const afterRemoveBlackSchema = z.object({
  callbackCommand: command(WebhookCommand.afterRemoveBlack),
  ownerUserID: z.string(),
  blackUserID: z.string(),
});
export type AfterRemoveBlack = z.infer<typeof afterRemoveBlackSchema>;

/**
 * CallbackBeforeAddFriendReq: sent by ApplyToAddFriend (/friend/add_friend) before the application is stored, and by
 * nothing else (import_friend has its own beforeImportFriends). There is no operationID in the body; the header has it.
 */
export const beforeAddFriendSchema = z.object({
  callbackCommand: command(WebhookCommand.beforeAddFriend),
  fromUserID: z.string(),
  toUserID: z.string(),
  reqMsg: z.string(),
  ex: z.string(),
});
export type BeforeAddFriend = z.infer<typeof beforeAddFriendSchema>;

/** Every before-callback this module knows: the receiver's answer decides whether the operation goes on. */
export const beforeWebhookBodySchema = z.discriminatedUnion('callbackCommand', [beforeAddFriendSchema]);
export type BeforeWebhookBody = z.infer<typeof beforeWebhookBodySchema>;

/** Every after-callback this module knows, told apart by callbackCommand. */
export const webhookBodySchema = z.discriminatedUnion('callbackCommand', [
  afterSendSingleMsgSchema,
  afterSendGroupMsgSchema,
  afterUserOnlineSchema,
  afterUserOfflineSchema,
  afterCreateGroupSchema,
  afterJoinGroupSchema,
  afterQuitGroupSchema,
  afterKickGroupMemberSchema,
  afterDismissGroupSchema,
  afterSetGroupMemberInfoSchema,
  afterSetGroupInfoSchema,
  afterSetGroupInfoExSchema,
  afterTransferGroupOwnerSchema,
  afterAddFriendSchema,
  afterAddFriendAgreeSchema,
  afterDeleteFriendSchema,
  afterImportFriendsSchema,
  afterRemoveBlackSchema,
]);
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/**
 * OpenIM Server v3.8.3's webhook commands, URLs, headers and the receiver's answer (pkg/callbackstruct,
 * pkg/common/webhook, config/webhooks.yml), and the field helpers every body schema shares.
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

export const command = <C extends WebhookCommand>(c: C) => z.literal(c);
export const int = z.number().int();
/** Go nil slices encode as JSON null. */
export const idList = z.array(z.string()).nullable();

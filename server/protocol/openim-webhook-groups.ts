/** The group webhook bodies of OpenIM Server v3.8.3 (see openim-webhooks.ts). */
import { z } from 'zod';
import { command, idList, int, WebhookCommand } from './openim-webhook-commands.ts';

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

/** The friend and blacklist webhook bodies of OpenIM Server v3.8.3, beforeAddFriend too (see openim-webhooks.ts). */
import { z } from 'zod';
import { command, idList, int, WebhookCommand } from './openim-webhook-commands.ts';

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

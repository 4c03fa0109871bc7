/**
 * OpenIM Server v3.8.3's webhooks ("callbacks"), as they travel on the wire: the JSON bodies the IM POSTs to
 * `<webhooks.url>/<callbackCommand>` and the answer it reads back. Facts from open-im-server v3.8.3
 * (pkg/callbackstruct, pkg/common/webhook, config/webhooks.yml); see OPENIM-WEBHOOKS.md beside this file.
 * One module for both sides: the embedded IM's emitter builds these, the chat service's receiver parses them.
 * The bodies themselves live in openim-webhook-{messages,groups,friends}.ts; this module gathers them.
 */
import { z } from 'zod';
import {
  afterSendGroupMsgSchema,
  afterSendSingleMsgSchema,
  afterUserOfflineSchema,
  afterUserOnlineSchema,
} from './openim-webhook-messages.ts';
import {
  afterCreateGroupSchema,
  afterDismissGroupSchema,
  afterJoinGroupSchema,
  afterKickGroupMemberSchema,
  afterQuitGroupSchema,
  afterSetGroupInfoExSchema,
  afterSetGroupInfoSchema,
  afterSetGroupMemberInfoSchema,
  afterTransferGroupOwnerSchema,
} from './openim-webhook-groups.ts';
import {
  afterAddFriendAgreeSchema,
  afterAddFriendSchema,
  afterDeleteFriendSchema,
  afterImportFriendsSchema,
  afterRemoveBlackSchema,
  beforeAddFriendSchema,
} from './openim-webhook-friends.ts';

export {
  WebhookCommand,
  WEBHOOK_OPERATION_ID_HEADER,
  WEBHOOK_CONTENT_TYPE,
  WEBHOOK_DEFAULT_TIMEOUT_SECONDS,
  WEBHOOK_NEXT_CODE,
  webhookUrl,
  webhookResponseSchema,
  webhookContinue,
  webhookRefuse,
  type WebhookResponse,
} from './openim-webhook-commands.ts';
export * from './openim-webhook-messages.ts';
export * from './openim-webhook-groups.ts';
export * from './openim-webhook-friends.ts';

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

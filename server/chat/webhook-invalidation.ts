import { WebhookCommand, type WebhookBody } from '../protocol/openim-webhooks.ts';
import { blocksKey, friendsKey, membersKey, profileKey } from './im-cache.ts';

/** OpenIM's friend and blacklist notifications (1200-1299) and the user-info one; the group notifications (1500s). */
const FRIEND_NOTIFICATIONS = { from: 1200, to: 1299 };
const USER_INFO_UPDATED = 1303;
const GROUP_NOTIFICATIONS = { from: 1500, to: 1599 };

const within = (type: number, range: { from: number; to: number }) => type >= range.from && type <= range.to;
const relationsOf = (...userIDs: string[]) => userIDs.flatMap((id) => [friendsKey(id), blocksKey(id)]);

/**
 * The cache entries a webhook makes stale. OpenIM v3.8.3 has no after-callback for a block (only the synchronous
 * beforeAddBlack), nor for an invited or approved member: those changes are seen through the notifications they
 * send, which ride the after-send webhooks (protocol/OPENIM-WEBHOOKS.md).
 */
export function invalidationsFor(body: WebhookBody): string[] {
  switch (body.callbackCommand) {
    case WebhookCommand.afterSendSingleMsg:
      if (within(body.contentType, FRIEND_NOTIFICATIONS)) return relationsOf(body.sendID, body.recvID);
      if (body.contentType === USER_INFO_UPDATED) return [profileKey(body.sendID), profileKey(body.recvID)];
      return [];
    case WebhookCommand.afterSendGroupMsg:
      return within(body.contentType, GROUP_NOTIFICATIONS) ? [membersKey(body.groupID)] : [];
    case WebhookCommand.afterAddFriendAgree:
      return relationsOf(body.fromUserID, body.blackUserID);
    case WebhookCommand.afterDeleteFriend:
      return relationsOf(body.ownerUserID, body.friendUserID);
    case WebhookCommand.afterImportFriends:
      return relationsOf(body.ownerUserID, ...(body.friendUserIDs ?? []));
    case WebhookCommand.afterRemoveBlack:
      return relationsOf(body.ownerUserID, body.blackUserID);
    case WebhookCommand.afterCreateGroup:
    case WebhookCommand.afterJoinGroup:
    case WebhookCommand.afterQuitGroup:
    case WebhookCommand.afterKickGroupMember:
    case WebhookCommand.afterDismissGroup:
      return [membersKey(body.groupID)];
    default:
      return [];
  }
}

import type { MsgData } from '../protocol/protobuf.ts';
import {
  WebhookCommand,
  type AfterUserOffline,
  type AfterSendMsg,
  type AfterUserOnline,
  type WebhookBody,
} from '../protocol/openim-webhooks.ts';
import type { GroupEvent } from '../groups/group-events.ts';
import type { RelationEvent } from '../relation/relation-events.ts';
import { GroupRole } from '../groups/group-model.ts';
import { SessionType } from '../messaging/message-model.ts';

/** protocol/constant: content types OpenIM treats as notifications (NotificationBegin..NotificationEnd). */
const NOTIFICATION_BEGIN = 1000;
const NOTIFICATION_END = 5000;

/** constant.PlatformIDToName; an unknown ID has no name (""). */
const PLATFORM_NAMES: Record<number, string> = {
  1: 'IOS',
  2: 'Android',
  3: 'Windows',
  4: 'OSX',
  5: 'Web',
  6: 'MiniWeb',
  7: 'Linux',
  8: 'APad',
  9: 'IPad',
  10: 'Admin',
};
export const platformName = (platformID: number): string => PLATFORM_NAMES[platformID] ?? '';

const utf8 = new TextDecoder();

/**
 * OpenIM's msg.GetContent: text content as it came. For notification types it proto-decodes the bytes as TipsComm,
 * but notifications carry JSON ({"detail": ...}), so the decode fails, the error is dropped, and the field is "".
 */
const contentOf = (msg: MsgData) =>
  msg.contentType >= NOTIFICATION_BEGIN && msg.contentType <= NOTIFICATION_END ? '' : utf8.decode(msg.content);

/**
 * The after-send callback of one message, as accepted (before it has a seq: OpenIM fires right after handing the
 * message to its queue, so its seq is 0 too). Single and group chats only; OpenIM's notification session type (4)
 * goes through a path without webhooks.
 */
export function afterSendBody(msg: MsgData, operationID: string, isNotification = false): AfterSendMsg | undefined {
  const common = {
    sendID: msg.sendID,
    serverMsgID: msg.serverMsgID,
    clientMsgID: msg.clientMsgID,
    operationID,
    senderPlatformID: msg.senderPlatformID,
    senderNickname: msg.senderNickname,
    sessionType: msg.sessionType,
    msgFrom: msg.msgFrom,
    contentType: msg.contentType,
    // A notification's MsgData has no status on the reference server; a client's keeps the one it sent.
    status: isNotification ? 0 : msg.status,
    sendTime: msg.sendTime,
    createTime: msg.createTime,
    content: contentOf(msg),
    seq: 0,
    atUserList: msg.atUserIDList.length > 0 ? [...msg.atUserIDList] : null,
    faceURL: msg.senderFaceURL,
    ex: msg.ex,
  };
  if (msg.sessionType === SessionType.single) {
    return { callbackCommand: WebhookCommand.afterSendSingleMsg, ...common, recvID: msg.recvID };
  }
  if (msg.sessionType === SessionType.workingGroup) {
    return { callbackCommand: WebhookCommand.afterSendGroupMsg, ...common, groupID: msg.groupID };
  }
  return undefined;
}

export interface ConnectionState {
  platformID: number;
  isBackground: boolean;
}

/**
 * What OpenIM's gateway reports when a user's connections change: "online" for the platform of every connection
 * the user still has (one callback per connection, as its user map lists them), then "offline" for the one that
 * left. `seq` is the time the callback was made, in milliseconds; connID is never filled in v3.8.3.
 */
export function userStatusBodies(
  userID: string,
  connections: readonly ConnectionState[],
  leftPlatformID: number | undefined,
  operationID: string,
  now: number,
): Array<AfterUserOnline | AfterUserOffline> {
  const base = (platformID: number) => ({
    operationID,
    platformID,
    platform: platformName(platformID),
    userID,
    seq: now,
    connID: '',
  });
  const bodies: Array<AfterUserOnline | AfterUserOffline> = connections.map((connection) => ({
    callbackCommand: WebhookCommand.afterUserOnline,
    ...base(connection.platformID),
    // The first connection of that platform answers for all of them, as on the reference gateway.
    isAppBackground: connections.find((c) => c.platformID === connection.platformID)!.isBackground,
  }));
  if (leftPlatformID !== undefined) {
    bodies.push({ callbackCommand: WebhookCommand.afterUserOffline, ...base(leftPlatformID) });
  }
  return bodies;
}

/** Go's string(int32): the character with that code point (group type 2 becomes "\u0002"). */
const goRuneString = (value: number) => String.fromCodePoint(value);

/** CreateGroup's user list: members, admins, the owner, and the caller when not among them. */
const listedUsers = (event: Extract<GroupEvent, { kind: 'created' }>) => {
  const listed = [...event.memberUserIDs, ...event.adminUserIDs, event.ownerUserID];
  return listed.includes(event.operatorUserID) ? listed : [...listed, event.operatorUserID];
};

export function groupEventBody(event: GroupEvent): WebhookBody {
  switch (event.kind) {
    case 'created': {
      const roles = [
        ...[event.ownerUserID].map((userID) => ({ userID, roleLevel: GroupRole.owner })),
        ...event.adminUserIDs.map((userID) => ({ userID, roleLevel: GroupRole.admin })),
        // v3.8.3 hands the callback its whole user list as the members: owner and admins come again as members.
        ...listedUsers(event).map((userID) => ({ userID, roleLevel: GroupRole.member })),
      ];
      return { callbackCommand: WebhookCommand.afterCreateGroup, ...event.group, initMemberList: roles };
    }
    case 'joined':
      return {
        callbackCommand: WebhookCommand.afterJoinGroup,
        operationID: event.operationID,
        groupID: event.groupID,
        reqMessage: event.reqMessage,
        joinSource: event.joinSource,
        inviterUserID: event.userID,
      };
    case 'quit':
      return { callbackCommand: WebhookCommand.afterQuitGroup, groupID: event.groupID, userID: event.userID };
    case 'kicked':
      return {
        callbackCommand: WebhookCommand.afterKickGroupMember,
        groupID: event.groupID,
        kickedUserIDs: [...event.kickedUserIDs],
        reason: event.reason,
      };
    case 'dismissed':
      return {
        callbackCommand: WebhookCommand.afterDismissGroup,
        groupID: event.groupID,
        ownerID: event.ownerUserID,
        groupType: goRuneString(event.groupType),
        membersID: event.memberUserIDs ? [...event.memberUserIDs] : [],
      };
    case 'memberInfoSet':
      return {
        callbackCommand: WebhookCommand.afterSetGroupMemberInfo,
        groupID: event.groupID,
        userID: event.userID,
        nickName: event.nickname,
        faceURL: event.faceURL,
        roleLevel: event.roleLevel,
        ex: event.ex,
      };
    case 'infoSet': {
      const { kind: _kind, operationID: _operationID, ...fields } = event;
      // v3.8.3 never fills operationID into this callback.
      return { callbackCommand: WebhookCommand.afterSetGroupInfoEx, operationID: '', ...fields };
    }
    case 'ownerTransferred':
      return {
        callbackCommand: WebhookCommand.afterTransferGroupOwner,
        groupID: event.groupID,
        oldOwnerUserID: event.oldOwnerUserID,
        newOwnerUserID: event.newOwnerUserID,
      };
  }
}

export function relationEventBody(event: RelationEvent): WebhookBody {
  switch (event.kind) {
    case 'friendApplied':
      return {
        callbackCommand: WebhookCommand.afterAddFriend,
        fromUserID: event.fromUserID,
        toUserID: event.toUserID,
        reqMsg: event.reqMsg,
      };
    case 'friendAgreed':
      return {
        callbackCommand: WebhookCommand.afterAddFriendAgree,
        fromUserID: event.fromUserID,
        // Sic: v3.8.3 tags the responder's ID "blackUserID" and keeps Go's capitals on the next two.
        blackUserID: event.toUserID,
        HandleResult: event.handleResult,
        HandleMsg: event.handleMsg,
      };
    case 'friendDeleted':
      return {
        callbackCommand: WebhookCommand.afterDeleteFriend,
        ownerUserID: event.ownerUserID,
        friendUserID: event.friendUserID,
      };
    case 'blackRemoved':
      return {
        callbackCommand: WebhookCommand.afterRemoveBlack,
        ownerUserID: event.ownerUserID,
        blackUserID: event.blackUserID,
      };
  }
}

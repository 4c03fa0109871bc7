/**
 * Everything the chat service needs from the IM side, and nothing more (deltas.md 12). The chat service is written
 * against this port only; it never reads an IM store. Two adapters implement it: in-process, over the embedded
 * IM's own modules (server/app/in-process-im.ts, the `npm start` default), and over OpenIM's public REST API plus
 * its webhooks (./http-im.ts), which works beside any OpenIM Server.
 */

import type { ServerStatus } from '../protocol/server-status.ts';
import type { StorageUsage } from '../protocol/storage-usage.ts';
import type { AfterSendMsg, BeforeAddFriend, WebhookResponse } from '../protocol/openim-webhooks.ts';

/** A user's public profile, as IM keeps it. */
export interface ImProfile {
  userID: string;
  nickname: string;
  faceURL: string;
}

/**
 * A room one may enter: its media room, whether only while occupied, and who may decide about it (screen shares):
 * the call's inviter or the meeting's host, and for a group call the group's owner too (`groupID`).
 */
export interface RoomGrant {
  mediaRoom: string;
  whileOccupied: boolean;
  hostUserID: string;
  /** The call's group; '' for a one-to-one call or a meeting. */
  groupID: string;
}

/** What the chat service says about a user and a room ID (server/chat/rooms/media-room-name.ts's RoomAccess). */
export type ImRoomAccess = { kind: 'unknown' } | { kind: 'denied' } | ({ kind: 'granted'; call: boolean } & RoomGrant);

/** People who must no longer be in a media room (they left the call's group): the media server removes them. */
export type LeftCall = (mediaRoom: string, userIDs: readonly string[]) => void;

/** The live calls and the meetings, learnt from call signals and meeting invitations as IM delivers them (rooms/). */
export interface ImRooms {
  access(userID: string, roomID: string): Promise<ImRoomAccess>;
  /** An answered call's media room was found empty after its grace: the call is over. */
  ended(roomID: string, mediaRoom: string): Promise<void>;
  onLeftCall(listener: LeftCall): void;
}

/** One live IM connection of a user, as OpenIM's /user/get_users_online_status details it. */
export interface ImConnection {
  platformID: number;
  /** The app said it went to the background (SetAppBackgroundStatus, 2004, or the isBackground query of the login). */
  isBackground: boolean;
}

/** What Web Push learns from IM (server/chat/push): each message sent, and who would see it without a push. */
export interface ImMessageFacts {
  /** Hears every single and group chat message sent, as OpenIM's after-send webhooks describe it (seq 0, no options). */
  onAfterSend(listener: (msg: AfterSendMsg) => void | Promise<void>): void;
  /** The live connections of those of `userIDs` who are online; the offline are absent. */
  connections(userIDs: readonly string[]): Promise<Map<string, readonly ImConnection[]>>;
  /** Those of `userIDs` whose receive option is "receive" (0) both overall and for `conversationID`. */
  notifiedUserIDs(conversationID: string, userIDs: readonly string[]): Promise<readonly string[]>;
  /** A group's name; '' for one IM does not know. */
  groupName(groupID: string): Promise<string>;
}

export interface ImPort extends ImMessageFacts {
  /** Whom `owner` has as friends (OpenIM friendships are one-sided: a delete ends only the deleter's side). */
  friendIDs(owner: string): Promise<readonly string[]>;
  /** Whom `owner` has blocked. */
  blockedIDs(owner: string): Promise<readonly string[]>;
  /**
   * A group's members; none for a group that does not exist or was dismissed. `fresh` asks IM now, past any cache:
   * for who may enter a call or meeting, where a copy whose cache missed a quit webhook must not let the leaver in.
   */
  groupMemberIDs(groupID: string, options?: { fresh?: boolean }): Promise<readonly string[]>;
  /**
   * A member's role in a group as IM says now, past any cache (100 owner, 60 admin, 20 member, as OpenIM's
   * roleLevel); undefined for someone not in it. Asked on writes that only some roles may make (pins).
   */
  groupRole(groupID: string, userID: string): Promise<number | undefined>;
  /**
   * Hears messages recalled, by conversation and clientMsgID. In one process from IM's own revoke notification;
   * over HTTP only where the after-send webhook of that notification carries its content (OpenIM v3.8's and the
   * embedded IM's carry none, so nothing is heard there: docs/compatibility.md).
   */
  onRevoked(listener: (conversationID: string, clientMsgID: string) => void | Promise<void>): void;
  /** Profiles of those of `userIDs` IM knows. */
  profiles(userIDs: readonly string[]): Promise<Map<string, ImProfile>>;
  /** Whose IM token this is, from which platform; rejects with IM's own ApiError for a token IM refuses. */
  tokenOwner(token: string): Promise<{ userID: string; platformID: number }>;

  registerUser(user: ImProfile): Promise<void>;
  userToken(userID: string, platformID: number): Promise<string>;
  updateUser(userID: string, changes: { nickname?: string; faceURL?: string }): Promise<void>;
  /** Reaches the recipient's SDK as OnRecvCustomBusinessMessage({key, data}). */
  businessNotification(sendUserID: string, recvUserID: string, key: string, data: string): Promise<void>;
  forceLogout(userID: string, platformID: number): Promise<void>;
  /**
   * Ours: the IM server's figures for the admin console, or undefined from an IM server that does not report them
   * (OpenIM v3.8 has no such route).
   */
  serverStatus(): Promise<ServerStatus | undefined>;

  /** What these users keep in uploads against the quotas; undefined where IM does not say (OpenIM v3.8). */
  storageUsage(userIDs: readonly string[]): Promise<StorageUsage | undefined>;

  /**
   * Hears members leave a group (quit, kicked, dismissed), as OpenIM's after-quit, after-kick and after-dismiss
   * webhooks name them: the live calls and meetings of the group must lose them.
   */
  onMembersLeft(listener: (groupID: string, userIDs: readonly string[]) => void | Promise<void>): void;

  /**
   * The chat service's answer to OpenIM's beforeAddFriend, asked before IM stores a friend application. Over HTTP IM
   * asks through the webhook (webhook-routes.ts) and this does nothing; in one process it is IM's in-process hook.
   */
  answerFriendApplications(answer: (body: BeforeAddFriend) => Promise<WebhookResponse>): void;
}

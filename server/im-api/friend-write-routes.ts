import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import { friendRequest, page } from '../protocol/im-shapes.ts';
import { pageOf, pagination } from '../protocol/pagination.ts';
import { requireSelfOrAdmin, type ImRouter } from './route.ts';
import { ContentType, SessionType } from '../messaging/message-model.ts';
import { HandleResult } from '../relation/friend-requests.ts';
import { SORT_MARKER, VersionState } from '../sync/version-log.ts';
import { AttemptLimiter, retryText } from '../http/attempt-limits.ts';
import { TOO_MANY_REQUESTS } from './auth-routes.ts';

const ADD_SOURCE_APPLY = 2;
/**
 * Friend applications one user may send in a minute. Each one reaches its target as a notification and, with a
 * webhook URL, costs a beforeAddFriend post of up to its timeout: a script must not spam a directory or tie up the
 * business service. Far above what a person sends by hand.
 */
export const FRIEND_APPLICATIONS_PER_MINUTE = 20;

/** /friend/*: requests, friendships and blacklists, with their notifications (openim-http-api.md §3.3, §7.2). */
export function registerFriendWriteRoutes(
  router: ImRouter,
  { relations, friendRequests, versions, messages, users, groups, relationEvents, friendApplicationChecks }: Services,
): void {
  const fromTo = (fromUserID: string, toUserID: string) => ({ fromUserID, toUserID });
  const applications = new AttemptLimiter(
    FRIEND_APPLICATIONS_PER_MINUTE,
    60,
    (retryAfterSec) => new ApiError(TOO_MANY_REQUESTS, 'TooManyRequests', retryText(retryAfterSec)),
  );
  const notifyUser = (sendID: string, recvID: string, contentType: number, tips: unknown, chatCopy = false) =>
    messages.notify({ sendID, recvID, sessionType: SessionType.single, contentType, tips, reliable: false, chatCopy });

  router.post(
    '/friend/add_friend',
    z.object({
      fromUserID: z.string(),
      toUserID: z.string().min(1),
      reqMsg: z.string().max(1024).default(''),
      ex: z.string().max(65_535).default(''),
    }),
    async ({ body, caller, operationID }) => {
      requireSelfOrAdmin(caller, body.fromUserID);
      if (body.fromUserID === body.toUserID) throw new ApiError(1301, 'CanNotAddYourselfError');
      if (!caller.isAdmin) await applications.take(body.fromUserID);
      // The business service's say (beforeAddFriend: the chat service refuses with 20013 for a user who does not
      // accept requests), asked where v3.8.3's ApplyToAddFriend asks it: before the users and the friendship are read.
      const { fromUserID, toUserID, reqMsg, ex } = body;
      await friendApplicationChecks.run({ fromUserID, toUserID, reqMsg, ex }, operationID);
      if (!users.exists(body.toUserID)) throw new ApiError(1101, 'UserIDNotFoundError', body.toUserID);
      if (relations.isFriend(body.fromUserID, body.toUserID) && relations.isFriend(body.toUserID, body.fromUserID)) {
        throw new ApiError(1304, 'RelationshipAlreadyError');
      }
      // applyMemberFriend: an ordinary member may not befriend people met only through that group.
      if (!caller.isAdmin && groups.sharedGroupsForbiddingFriendship(body.fromUserID, body.toUserID)) {
        throw new ApiError(1002, 'NoPermissionError', 'this group does not allow adding members as friends');
      }
      friendRequests.upsert(body.fromUserID, body.toUserID, body.reqMsg, body.ex, Date.now());
      notifyUser(body.fromUserID, body.toUserID, ContentType.friendApplication, {
        fromToUserID: fromTo(body.fromUserID, body.toUserID),
        request: friendRequests.get(body.fromUserID, body.toUserID),
      });
      relationEvents.emit({
        kind: 'friendApplied',
        operationID,
        fromUserID: body.fromUserID,
        toUserID: body.toUserID,
        reqMsg: body.reqMsg,
      });
      return undefined;
    },
    // 20013 from the chat service; 90004 and 90007 when the beforeAddFriend webhook fails (a receiver may answer
    // other codes of its own, as with OpenIM).
    { response: null, errors: [429, 1002, 1101, 1301, 1304, 20013, 90004, 90007] },
  );

  router.post(
    '/friend/add_friend_response',
    z.object({
      fromUserID: z.string().min(1),
      toUserID: z.string(),
      handleResult: z
        .number()
        .int()
        .meta({ enum: [1, -1], description: '1 accept, -1 refuse; anything else is 1001' }),
      handleMsg: z.string().max(1024).default(''),
    }),
    ({ body, caller, operationID }) => {
      requireSelfOrAdmin(caller, body.toUserID);
      if (body.handleResult !== 1 && body.handleResult !== -1)
        throw new ApiError(1001, 'ArgsError', 'handleResult must be 1 or -1');
      const request = friendRequests.get(body.fromUserID, body.toUserID);
      if (!request) throw new ApiError(1004, 'RecordNotFoundError', 'no such friend request');
      if (request.handleResult !== HandleResult.pending)
        throw new ApiError(1001, 'ArgsError', 'request already handled');
      const now = Date.now();
      if (body.handleResult === HandleResult.refused) {
        friendRequests.handle(body.fromUserID, body.toUserID, HandleResult.refused, body.toUserID, body.handleMsg, now);
        notifyUser(body.toUserID, body.fromUserID, ContentType.friendApplicationRejected, {
          fromToUserID: fromTo(body.fromUserID, body.toUserID),
          handleMsg: body.handleMsg,
          request: friendRequests.get(body.fromUserID, body.toUserID),
        });
        return undefined;
      }
      friendRequests.handle(body.fromUserID, body.toUserID, HandleResult.agreed, body.toUserID, body.handleMsg, now);
      const reverse = friendRequests.get(body.toUserID, body.fromUserID);
      if (reverse?.handleResult === HandleResult.pending) {
        friendRequests.handle(body.toUserID, body.fromUserID, HandleResult.agreed, body.toUserID, body.handleMsg, now);
      }
      for (const [owner, friend] of [
        [body.toUserID, body.fromUserID],
        [body.fromUserID, body.toUserID],
      ] as const) {
        if (relations.addFriend(owner, friend, ADD_SOURCE_APPLY, body.toUserID, now)) {
          versions.bump('friend', owner, [friend], VersionState.insert);
        }
      }
      // Before the notification, as in v3.8.3's RespondFriendApply.
      relationEvents.emit({
        kind: 'friendAgreed',
        operationID,
        fromUserID: body.fromUserID,
        toUserID: body.toUserID,
        handleResult: body.handleResult,
        handleMsg: body.handleMsg,
      });
      notifyUser(
        body.toUserID,
        body.fromUserID,
        ContentType.friendApplicationApproved,
        {
          fromToUserID: fromTo(body.fromUserID, body.toUserID),
          handleMsg: body.handleMsg,
          friendVersion: 0,
          friendVersionID: '',
          request: friendRequests.get(body.fromUserID, body.toUserID),
        },
        true,
      );
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/friend/delete_friend',
    z.object({ ownerUserID: z.string(), friendUserID: z.string().min(1) }),
    ({ body, caller, operationID }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      if (!relations.removeFriend(body.ownerUserID, body.friendUserID))
        throw new ApiError(1004, 'RecordNotFoundError', 'not a friend');
      const version = versions.bump('friend', body.ownerUserID, [body.friendUserID], VersionState.delete);
      notifyUser(body.ownerUserID, body.friendUserID, ContentType.friendDeleted, {
        fromToUserID: fromTo(body.ownerUserID, body.friendUserID),
        friendVersion: version.version,
        friendVersionID: version.versionID,
      });
      relationEvents.emit({
        kind: 'friendDeleted',
        operationID,
        ownerUserID: body.ownerUserID,
        friendUserID: body.friendUserID,
      });
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  const updateFriends = (
    owner: string,
    friendIDs: string[],
    changes: { isPinned?: boolean | null; remark?: string | null; ex?: string | null },
    contentType: number,
  ) => {
    if (friendIDs.length === 0 || new Set(friendIDs).size !== friendIDs.length) {
      throw new ApiError(1001, 'ArgsError', 'friendUserIDs must be non-empty and distinct');
    }
    const notFriends = friendIDs.filter((id) => !relations.isFriend(owner, id));
    if (notFriends.length > 0) throw new ApiError(1004, 'RecordNotFoundError', `not friends: ${notFriends.join(',')}`);
    for (const id of friendIDs) relations.updateFriend(owner, id, changes);
    const eIDs = changes.isPinned === undefined || changes.isPinned === null ? friendIDs : [...friendIDs, SORT_MARKER];
    const version = versions.bump('friend', owner, eIDs, VersionState.update);
    notifyUser(owner, owner, contentType, {
      fromToUserID: fromTo(contentType === ContentType.friendsInfoUpdate ? '' : owner, owner),
      friendIDs,
      friendVersion: version.version,
      friendVersionID: version.versionID,
    });
  };

  router.post(
    '/friend/update_friends',
    z.object({
      ownerUserID: z.string(),
      friendUserIDs: z.array(z.string()).max(1000),
      isPinned: z.boolean().nullish(),
      remark: z.string().max(255).nullish(),
      ex: z.string().max(65_535).nullish(),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      updateFriends(body.ownerUserID, body.friendUserIDs, body, ContentType.friendsInfoUpdate);
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/friend/set_friend_remark',
    z.object({ ownerUserID: z.string(), friendUserID: z.string().min(1), remark: z.string().max(255) }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      updateFriends(body.ownerUserID, [body.friendUserID], { remark: body.remark }, ContentType.friendRemarkSet);
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/friend/is_friend',
    z.object({ userID1: z.string(), userID2: z.string() }),
    ({ body, caller }) => {
      if (!caller.isAdmin && caller.userID !== body.userID1 && caller.userID !== body.userID2) {
        throw new ApiError(1002, 'NoPermissionError');
      }
      return {
        inUser1Friends: relations.isFriend(body.userID1, body.userID2),
        inUser2Friends: relations.isFriend(body.userID2, body.userID1),
      };
    },
    { response: z.object({ inUser1Friends: z.boolean(), inUser2Friends: z.boolean() }), errors: [1002] },
  );

  const applyListRequest = z.object({
    userID: z.string(),
    pagination,
    handleResults: z
      .array(z.number().int())
      .nullish()
      .describe('Only requests in these states (0 pending, 1 accepted, -1 refused); empty: all'),
  });

  router.post(
    '/friend/get_friend_apply_list',
    applyListRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { offset, limit } = pageOf(body.pagination);
      const { requests, total } = friendRequests.list('received', body.userID, body.handleResults ?? [], offset, limit);
      // Capital F is the real field name of this response (openim-http-api.md §1.3).
      return { FriendRequests: requests, total };
    },
    {
      response: page('FriendRequests', friendRequest).describe(
        'Requests to the user; the key is capitalised on the wire',
      ),
      errors: [1002],
    },
  );

  router.post(
    '/friend/get_self_friend_apply_list',
    applyListRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { offset, limit } = pageOf(body.pagination);
      const { requests, total } = friendRequests.list('sent', body.userID, body.handleResults ?? [], offset, limit);
      return { friendRequests: requests, total };
    },
    { response: page('friendRequests', friendRequest), errors: [1002] },
  );

  router.post(
    '/friend/get_self_unhandled_apply_count',
    z.object({ userID: z.string(), time: z.number().int().min(0).default(0) }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      // The reference server reads `time` as seconds.
      return { count: friendRequests.unhandledCount(body.userID, body.time * 1000) };
    },
    { response: z.object({ count: z.number().int().min(0) }), errors: [1002] },
  );
}

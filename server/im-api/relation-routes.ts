import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import {
  fullIDsAnswer,
  fullIDsRequest,
  incrementalAnswer,
  incrementalRequest,
  incrementalResponse,
} from './incremental.ts';
import { blackInfo, friendInfo, page } from '../protocol/im-shapes.ts';
import { pageOf, pagination } from '../protocol/pagination.ts';
import { requireSelfOrAdmin, type ImRouter } from './route.ts';

/** /friend/*: the reading side of friends and blacklists (openim-http-api.md §3.3). */
export function registerRelationRoutes(router: ImRouter, { relations, versions }: Services): void {
  router.post(
    '/friend/get_incremental_friends',
    incrementalRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const delta = versions.since('friend', body.userID, body.versionID, body.version);
      return incrementalResponse(delta, (ids) => relations.designatedFriends(body.userID, ids));
    },
    { response: incrementalAnswer(friendInfo), errors: [1002] },
  );

  router.post(
    '/friend/get_full_friend_user_ids',
    fullIDsRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { versionID } = versions.state('friend', body.userID);
      return { version: 0, versionID, equal: false, userIDs: relations.friendIDs(body.userID) };
    },
    { response: fullIDsAnswer('userIDs'), errors: [1002] },
  );

  router.post(
    '/friend/get_friend_list',
    z.object({ userID: z.string(), pagination }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { offset, limit } = pageOf(body.pagination);
      return { friendsInfo: relations.friends(body.userID, offset, limit), total: relations.friendCount(body.userID) };
    },
    { response: page('friendsInfo', friendInfo), errors: [1002] },
  );

  router.post(
    '/friend/get_designated_friends',
    z.object({ ownerUserID: z.string(), friendUserIDs: z.array(z.string()).max(1000) }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      if (new Set(body.friendUserIDs).size !== body.friendUserIDs.length)
        throw new ApiError(1001, 'ArgsError', 'duplicate friendUserIDs');
      return { friendsInfo: relations.designatedFriends(body.ownerUserID, body.friendUserIDs) };
    },
    { response: z.object({ friendsInfo: z.array(friendInfo) }), errors: [1002] },
  );

  router.post(
    '/friend/get_black_list',
    z.object({ userID: z.string(), pagination }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { offset, limit } = pageOf(body.pagination);
      return { blacks: relations.blacks(body.userID, offset, limit), total: relations.blackCount(body.userID) };
    },
    { response: page('blacks', blackInfo), errors: [1002] },
  );
}

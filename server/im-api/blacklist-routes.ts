import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import { requireSelfOrAdmin, type Caller, type ImRouter } from './route.ts';
import { ContentType, SessionType } from '../messaging/message-model.ts';

/** /friend/add_black and /friend/remove_black, with their notifications (openim-http-api.md §3.3). */
export function registerBlacklistRoutes(
  router: ImRouter,
  { relations, messages, users, relationEvents }: Services,
): void {
  /**
   * 1207/1208 make the owner's SDKs re-read the whole blacklist. The SDK (v3.8.3-patch.10) that made the change
   * re-reads it itself after the call, without the lock its notification handler takes: pushed to that device too,
   * the two re-reads ran at once, both inserted the new row, and its worker logged "UNIQUE constraint failed:
   * local_blacks" (issue 27 point 12). The caller's device therefore gets no push; the owner's others still do.
   */
  const notifyBlacklist = (caller: Caller, ownerUserID: string, blackUserID: string, contentType: number) =>
    messages.notify({
      sendID: ownerUserID,
      recvID: blackUserID,
      sessionType: SessionType.single,
      contentType,
      tips: { fromToUserID: { fromUserID: ownerUserID, toUserID: blackUserID } },
      reliable: false,
      exceptCaller: caller.userID === ownerUserID ? caller : undefined,
    });

  router.post(
    '/friend/add_black',
    z.object({ ownerUserID: z.string(), blackUserID: z.string().min(1), ex: z.string().max(65_535).default('') }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      if (body.ownerUserID === body.blackUserID) throw new ApiError(1001, 'ArgsError', 'cannot block yourself');
      if (!users.exists(body.blackUserID)) throw new ApiError(1101, 'UserIDNotFoundError', body.blackUserID);
      relations.addBlack(body.ownerUserID, body.blackUserID, body.ex, Date.now());
      notifyBlacklist(caller, body.ownerUserID, body.blackUserID, ContentType.blackAdded);
      return undefined;
    },
    { response: null, errors: [1002, 1101] },
  );

  router.post(
    '/friend/remove_black',
    z.object({ ownerUserID: z.string(), blackUserID: z.string().min(1) }),
    ({ body, caller, operationID }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      if (!relations.removeBlack(body.ownerUserID, body.blackUserID))
        throw new ApiError(1004, 'RecordNotFoundError', 'not blocked');
      notifyBlacklist(caller, body.ownerUserID, body.blackUserID, ContentType.blackDeleted);
      relationEvents.emit({
        kind: 'blackRemoved',
        operationID,
        ownerUserID: body.ownerUserID,
        blackUserID: body.blackUserID,
      });
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );
}

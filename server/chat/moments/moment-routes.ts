import * as z from 'zod';
import type { Logger } from 'pino';
import { ApiError } from '../../protocol/api-envelope.ts';
import { optionalWebAddress, webAddress } from '../../protocol/web-address.ts';
import { ChatUserType } from '../chat-tokens.ts';
import { interactionLog, workMoment } from './moment-shapes.ts';
import type { ChatRouter } from '../chat-router.ts';
import type { ImPort } from '../im-port.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import { momentVisibility } from '../visibility.ts';
import { LogType, Permission, type MomentRow } from './moment-model.ts';
import { cursor, feedPage, page, pagination } from './moment-paging.ts';
import type { MomentStore } from './moment-store.ts';
import type { MomentLogs } from './moment-logs.ts';

export interface MomentDeps {
  moments: MomentStore;
  logs: MomentLogs;
  im: ImPort;
  logger: Logger;
  /** Where the write limit counts (shared by every copy of the chat service); this process's memory if not given. */
  limits?: LimiterStore;
}

/**
 * Posts, likes, comments and deletes one user may make a minute. Each notifies other people, so a script must not
 * flood their badges; a person never comes near it.
 */
export const MOMENT_WRITES_PER_MINUTE = 60;

/** /chat/office/work_moment/*: moments with permissions, likes, comments and interaction logs (chat-service.md §2.2). */
export function registerMomentRoutes(router: ChatRouter, { moments, logs, im, logger, limits }: MomentDeps): void {
  const writes = new AttemptLimiter(MOMENT_WRITES_PER_MINUTE, 60, tooFrequent, limits);
  /** A write route's handler, run only while its caller is inside the write limit (20005 beyond it). */
  const limited =
    <C extends { caller: { userID: string } }, R>(handler: (context: C) => R) =>
    async (context: C): Promise<R> => {
      await writes.take(context.caller.userID);
      return handler(context);
    };
  const rule = momentVisibility(moments);
  /** The moment, if `viewer` may see it, with the relations of the viewer, its author and `others` loaded. */
  const visibleMoment = async (viewer: string, workMomentID: string, others: readonly string[] = []) => {
    const row = await moments.row(workMomentID);
    const relations = await moments.relations([viewer, ...(row ? [row.user_id] : []), ...others]);
    if (!row || !rule(relations)(viewer, row)) throw new ApiError(1004, 'RecordNotFoundError', 'no such moment');
    return { row, relations };
  };

  /**
   * Those of `recipients` who may see `row` now and are not kept apart from `actor` (a block, either way); nobody
   * else hears of it, nor gets an entry in their list.
   */
  const audience = async (row: MomentRow, recipients: Iterable<string>, actor: string) => {
    const unique = [...new Set(recipients)];
    const relations = await moments.relations([row.user_id, actor, ...unique]);
    return unique.filter((recipient) => rule(relations)(recipient, row) && !relations.apart(recipient, actor));
  };

  /**
   * wm_* business notifications, delivered through IM so the SDK fires OnRecvCustomBusinessMessage; only to those who
   * may see the moment, since most carry it whole, each with the moment as that recipient may read it.
   */
  const notify = async (
    key: string,
    actor: string,
    row: MomentRow,
    recipients: Iterable<string>,
    body: (recipient: string) => unknown,
  ) => {
    for (const recipient of await audience(row, recipients, actor)) {
      if (recipient === actor) continue;
      const data = JSON.stringify({ body: await body(recipient) });
      im.businessNotification(actor, recipient, key, data).catch((error: unknown) =>
        logger.warn({ err: error, key, recipient }, 'moment notice failed'),
      );
    }
  };

  router.post(
    '/office/work_moment/add',
    z.object({
      content: z.object({
        metas: z
          .array(
            z.object({
              original: webAddress,
              thumb: optionalWebAddress.default(''),
              width: z.number().int().min(0).max(100_000).default(0),
              height: z.number().int().min(0).max(100_000).default(0),
            }),
          )
          .max(9)
          .default([]),
        text: z.string().max(10_000).default(''),
        type: z.number().int().min(0).max(1).default(0),
      }),
      permission: z.number().int().min(0).max(3).default(Permission.public),
      atUserIDs: z.array(z.string().max(64)).max(100).default([]),
      permissionUserIDs: z.array(z.string().max(64)).max(10_000).default([]),
      permissionGroupIDs: z.array(z.string().max(64)).max(100).default([]),
      userID: z.string().default(''),
    }),
    limited(async ({ body, caller }) => {
      if (!body.content.text.trim() && body.content.metas.length === 0)
        throw new ApiError(1001, 'ArgsError', 'a moment needs text or media');
      const author = body.userID && caller.userType === ChatUserType.admin ? body.userID : caller.userID;
      if (body.content.type === 1 && body.content.metas.length > 1)
        throw new ApiError(1001, 'ArgsError', 'a video moment has one video');
      // Only friends may be mentioned: a mention notifies, and strangers must not be reachable this way.
      const friends = new Set(await im.friendIDs(author));
      const strangers = body.atUserIDs.filter((userID) => userID !== author && !friends.has(userID));
      if (strangers.length > 0) throw new ApiError(1002, 'NoPermissionError', `not friends: ${strangers.join(', ')}`);
      // A group stands for its members only to someone in it; anyone else would learn who is in a group.
      const groupMembers = await Promise.all(body.permissionGroupIDs.map((groupID) => im.groupMemberIDs(groupID)));
      const foreign = body.permissionGroupIDs.filter((_, i) => !groupMembers[i]!.includes(author));
      if (foreign.length > 0) throw new ApiError(1002, 'NoPermissionError', `not a member of: ${foreign.join(', ')}`);
      // Groups chosen for the audience stand for their members, as they are now.
      const permissionUserIDs = [...body.permissionUserIDs, ...groupMembers.flat()];
      const id = await moments.create(author, {
        content: body.content,
        permission: body.permission,
        atUserIDs: body.atUserIDs,
        permissionUserIDs,
      });
      const row = (await moments.row(id))!;
      const workMoment = await moments.view(row, author);
      for (const at of await audience(row, body.atUserIDs, author)) await logs.log(at, id, LogType.at, author);
      await notify('wm_at', author, row, body.atUserIDs, (recipient) => moments.view(row, recipient));
      return { workMoment };
    }),
    { response: z.object({ workMoment }), errors: [1002, 20005] },
  );

  router.post(
    '/office/work_moment/del',
    z.object({ workMomentID: z.string().min(1) }),
    limited(async ({ body, caller }) => {
      const { row } = await visibleMoment(caller.userID, body.workMomentID);
      if (row.user_id !== caller.userID && caller.userType !== ChatUserType.admin)
        throw new ApiError(1002, 'NoPermissionError');
      const view = await moments.view(row, row.user_id);
      const recipients = [...view.likeUsers, ...view.comments, ...view.atUsers].map((u) => u.userID);
      // Told while the moment (and who it is shown to) still exists, so the rule can be asked.
      await notify('wm_delete', caller.userID, row, recipients, () => ({ workMomentID: body.workMomentID }));
      await moments.delete(body.workMomentID);
      return undefined;
    }),
    { response: null, errors: [1002, 1004, 20005] },
  );

  router.post(
    '/office/work_moment/get',
    z.object({ workMomentID: z.string().min(1) }),
    async ({ body, caller }) => ({
      workMoment: await moments.view((await visibleMoment(caller.userID, body.workMomentID)).row, caller.userID),
    }),
    { response: z.object({ workMoment }), errors: [1004] },
  );

  router.post(
    '/office/work_moment/like',
    z.object({ workMomentID: z.string().min(1), like: z.boolean() }),
    limited(async ({ body, caller }) => {
      const { row } = await visibleMoment(caller.userID, body.workMomentID);
      const added = await moments.setLike(body.workMomentID, caller.userID, body.like);
      // Liking, unliking and liking again tells the author once: toggling must not flood their list and badge.
      if (added && !(await logs.hasLogged(row.user_id, row.work_moment_id, LogType.like, caller.userID))) {
        await logs.log(row.user_id, row.work_moment_id, LogType.like, caller.userID);
        await notify('wm_like', caller.userID, row, [row.user_id], (recipient) => moments.view(row, recipient));
      }
      return { workMoment: await moments.view(row, caller.userID) };
    }),
    { response: z.object({ workMoment }), errors: [1002, 1004, 20005] },
  );

  router.post(
    '/office/work_moment/comment/add',
    z.object({
      workMomentID: z.string().min(1),
      content: z.string().trim().min(1).max(2000),
      replyUserID: z.string().default(''),
    }),
    limited(async ({ body, caller }) => {
      const others = body.replyUserID ? [body.replyUserID] : [];
      const { row, relations } = await visibleMoment(caller.userID, body.workMomentID, others);
      // A comment one may not see (its author and the caller are kept apart) cannot be replied to either.
      const canReplyTo = async (userID: string) =>
        (await moments.hasCommented(row.work_moment_id, userID)) && !relations.apart(caller.userID, userID);
      if (body.replyUserID && !(await canReplyTo(body.replyUserID))) {
        throw new ApiError(1001, 'ArgsError', 'you can only reply to someone who has commented');
      }
      const commentID = await moments.addComment(row.work_moment_id, caller.userID, body.replyUserID, body.content);
      const recipients = await audience(row, [row.user_id, ...others], caller.userID);
      for (const recipient of recipients) await logs.log(recipient, row.work_moment_id, LogType.comment, caller.userID);
      await notify('wm_comment', caller.userID, row, recipients, (recipient) => moments.view(row, recipient));
      return { commentID, workMoment: await moments.view(row, caller.userID) };
    }),
    { response: z.object({ commentID: z.string(), workMoment }), errors: [1002, 1004, 20005] },
  );

  router.post(
    '/office/work_moment/comment/del',
    z.object({ workMomentID: z.string().min(1), commentID: z.string().min(1) }),
    limited(async ({ body, caller }) => {
      const { row } = await visibleMoment(caller.userID, body.workMomentID);
      const comment = await moments.comment(body.commentID);
      if (!comment || comment.work_moment_id !== row.work_moment_id)
        throw new ApiError(1004, 'RecordNotFoundError', 'no such comment');
      const allowed = [comment.user_id, row.user_id, comment.reply_user_id].includes(caller.userID);
      if (!allowed)
        throw new ApiError(1002, 'NoPermissionError', 'only the commenter, the author or the person replied to');
      await moments.deleteComment(body.commentID);
      await notify('wm_delete_comment', caller.userID, row, [row.user_id, comment.user_id], (recipient) =>
        moments.view(row, recipient),
      );
      return undefined;
    }),
    { response: null, errors: [1002, 1004, 20005] },
  );

  router.post(
    '/office/work_moment/find/send',
    z.object({ userID: z.string().default(''), pagination, cursor }),
    async ({ body, caller }) => {
      const author = body.userID || caller.userID;
      return { workMoments: await moments.feed(caller.userID, [author], feedPage(body), rule) };
    },
    { response: z.object({ workMoments: z.array(workMoment).max(100) }), errors: [1001] },
  );

  router.post(
    '/office/work_moment/find/recv',
    z.object({ pagination, cursor }),
    async ({ body, caller }) => {
      const authors = [caller.userID, ...(await im.friendIDs(caller.userID))];
      return { workMoments: await moments.feed(caller.userID, authors, feedPage(body), rule) };
    },
    { response: z.object({ workMoments: z.array(workMoment).max(100) }), errors: [1001] },
  );

  router.post(
    '/office/work_moment/logs',
    z.object({ pagination }),
    async ({ body, caller }) => {
      const { offset, limit } = page(body.pagination);
      return { workMoments: await logs.logs(caller.userID, offset, limit, rule) };
    },
    { response: z.object({ workMoments: z.array(interactionLog).max(100) }) },
  );

  router.post(
    '/office/work_moment/unread/count',
    z.object({}).passthrough(),
    async ({ caller }) => ({ total: await logs.unreadCount(caller.userID, rule) }),
    { response: z.object({ total: z.number().int().min(0) }) },
  );

  router.post(
    '/office/work_moment/unread/clear',
    z.object({ type: z.number().int().min(1).max(3) }),
    async ({ body, caller }) => {
      await logs.clearUnread(caller.userID, body.type);
      return undefined;
    },
    { response: null },
  );
}

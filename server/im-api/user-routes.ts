import { statement } from '../db/statement-cache.ts';
import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import { ContentType, SessionType } from '../messaging/message-model.ts';
import { VersionState } from '../sync/version-log.ts';
import { faceAddress } from '../protocol/face-address.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { userInfo } from '../protocol/im-shapes.ts';
import { isReservedUserID, reservedUserIDMessage } from '../protocol/reserved-user-ids.ts';
import { requireAdmin, requireSelfOrAdmin, type ImRouter } from './route.ts';

const userID = z.string().min(1).max(64);
const MAX_DISTINCT_USERS = 1000;
/** OpenIM's default rpcMaxBodySize.requestMaxBodySize (config/share.yml). */
const USERS_INFO_BODY_LIMIT = 8 * 1024 * 1024;
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** /user/*: profiles and the per-user command store (openim-http-api.md §3.2). */
export function registerUserRoutes(
  router: ImRouter,
  { users, messages, hub, db, relations, versions, groups, presence }: Services,
  adminUserID: string,
): void {
  router.post(
    '/user/user_register',
    z.object({
      users: z
        .array(
          z.object({
            userID: userID.refine((id) => !id.includes(':'), 'userID cannot contain ":"'),
            nickname: z.string().max(255).default(''),
            faceURL: faceAddress.default(''),
            ex: z.string().nullish(),
            appMangerLevel: z.number().int().nullish(),
            globalRecvMsgOpt: z.number().int().min(0).max(2).nullish(),
          }),
        )
        .min(1),
    }),
    ({ body, caller }) => {
      requireAdmin(caller);
      const ids = body.users.map((user) => user.userID);
      const reserved = ids.find((id) => isReservedUserID(id, adminUserID));
      if (reserved !== undefined) throw new ApiError(1001, 'ArgsError', reservedUserIDMessage(reserved));
      if (new Set(ids).size !== ids.length) throw new ApiError(1001, 'ArgsError', 'duplicate userID in request');
      const existing = users.existing(ids);
      if (existing.size > 0) throw new ApiError(1102, 'RegisteredAlreadyError', [...existing].join(','));
      users.register(
        body.users.map((user) => ({
          ...user,
          ex: user.ex ?? '',
          appMangerLevel: user.appMangerLevel ?? 1,
          globalRecvMsgOpt: user.globalRecvMsgOpt ?? 0,
        })),
      );
      return undefined;
    },
    { adminOnly: true, response: null, errors: [1102] },
  );

  // The SDK (3.8.3-patch.10, pkg/cache UserCache.BatchFetch) appends the whole key list once per uncached key, so
  // its first batch lookup for a page of 300 conversations names each peer 300 times: 90,000 IDs. Refusing that
  // made the SDK fall back to inserting the page one conversation at a time, each with its own lookup (2,008
  // requests for 2,000 conversations). OpenIM answers it (a Mongo $in, 8 MiB request limit), so this route does
  // too: duplicates are free, and what is bounded is the body and the number of distinct users.
  router.post(
    '/user/get_users_info',
    z.object({
      userIDs: z
        .array(z.string().max(64))
        .refine((ids) => new Set(ids).size <= MAX_DISTINCT_USERS, `at most ${MAX_DISTINCT_USERS} distinct userIDs`),
    }),
    ({ body }) => ({ usersInfo: users.find(body.userIDs) }),
    { bodyLimit: USERS_INFO_BODY_LIMIT, response: z.object({ usersInfo: z.array(userInfo) }) },
  );

  router.post(
    '/user/update_user_info_ex',
    z.object({
      userInfo: z.object({
        userID,
        nickname: nullable(z.string().max(255)),
        faceURL: nullable(faceAddress),
        ex: nullable(z.string().max(65_535)),
        globalRecvMsgOpt: nullable(z.number().int().min(0).max(2)),
      }),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userInfo.userID);
      const result = users.update(body.userInfo.userID, body.userInfo);
      if (!result) throw new ApiError(1004, 'RecordNotFoundError', `user ${body.userInfo.userID}`);
      messages.notify({
        sendID: caller.userID,
        recvID: body.userInfo.userID,
        sessionType: SessionType.single,
        contentType: ContentType.userInfoUpdated,
        tips: { userID: body.userInfo.userID },
        reliable: false,
      });
      // Friends keep a copy of the profile; each gets a friend-log step and a 1209 to refetch it.
      if (result.profileChanged) {
        for (const owner of relations.ownersWithFriend(body.userInfo.userID)) {
          versions.bump('friend', owner, [body.userInfo.userID], VersionState.update);
          messages.notify({
            sendID: body.userInfo.userID,
            recvID: owner,
            sessionType: SessionType.single,
            contentType: ContentType.friendInfoUpdated,
            tips: { userID: body.userInfo.userID },
            reliable: false,
          });
        }
        // Groups show the profile wherever the member set no group nickname or face of their own.
        for (const groupID of groups.joinedGroupIDs(body.userInfo.userID)) {
          const member = groups.membersByID(groupID, [body.userInfo.userID])[0];
          if (!member) continue;
          const version = versions.bump('member', groupID, [body.userInfo.userID], VersionState.update);
          messages.notify({
            sendID: body.userInfo.userID,
            recvID: groupID,
            sessionType: SessionType.workingGroup,
            contentType: ContentType.groupMemberInfoSet,
            tips: {
              group: groups.group(groupID),
              opUser: member,
              changedUser: member,
              operationTime: Date.now(),
              groupMemberVersion: version.version,
              groupMemberVersionID: version.versionID,
              groupSortVersion: 0,
            },
            reliable: false,
            recipients: groups.memberIDs(groupID),
          });
        }
      }
      return undefined;
    },
    { response: null, errors: [ErrorCode.NoPermissionError, ErrorCode.RecordNotFoundError] },
  );

  // Strangers see everyone offline: presence is for friends and people who share a group (deltas.md 19).
  router.post(
    '/user/get_users_online_status',
    z.object({ userIDs: z.array(z.string()).max(1000) }),
    ({ body, caller }) =>
      body.userIDs.map((id) => {
        const online = hub.onlinePlatforms(id);
        const platforms = caller.isAdmin ? online : presence.platformsFor(caller.userID, id, online);
        // isBackground as OpenIM's gateway reports it: a platform is in the background when all its connections are.
        const connections = hub.connectionsOf(id);
        return {
          userID: id,
          status: platforms.length > 0 ? 1 : 0,
          detailPlatformStatus: platforms.map((platformID) => ({
            platformID,
            status: 1,
            isBackground: connections.every((c) => c.platformID !== platformID || c.isBackground),
          })),
        };
      }),
    {
      response: z.array(
        z.object({
          userID: z.string(),
          status: z.union([z.literal(0), z.literal(1)]).describe('1 online'),
          detailPlatformStatus: z.array(
            z.object({ platformID: z.number().int(), status: z.literal(1), isBackground: z.boolean() }),
          ),
        }),
      ),
    },
  );

  const command = z.object({ userID, type: z.number().int(), uuid: z.string().min(1).max(128) });
  const commandValue = command.extend({
    value: z.string().max(65_535).nullish(),
    ex: z.string().max(65_535).nullish(),
  });

  router.post(
    '/user/process_user_command_add',
    commandValue,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const inserted = statement(
        db,
        'INSERT OR IGNORE INTO user_commands (user_id, type, uuid, value, ex, create_time) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(body.userID, body.type, body.uuid, body.value ?? '', body.ex ?? '', Date.now());
      if (inserted.changes === 0) throw new ApiError(1003, 'DuplicateKeyError', body.uuid);
      return undefined;
    },
    { response: null, errors: [ErrorCode.NoPermissionError, ErrorCode.DuplicateKeyError] },
  );

  router.post(
    '/user/process_user_command_update',
    commandValue,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const updated = statement(
        db,
        'UPDATE user_commands SET value = COALESCE(?, value), ex = COALESCE(?, ex) WHERE user_id = ? AND type = ? AND uuid = ?',
      ).run(body.value ?? null, body.ex ?? null, body.userID, body.type, body.uuid);
      if (updated.changes === 0) throw new ApiError(1004, 'RecordNotFoundError', body.uuid);
      return undefined;
    },
    { response: null, errors: [ErrorCode.NoPermissionError, ErrorCode.RecordNotFoundError] },
  );

  router.post(
    '/user/process_user_command_delete',
    command,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const deleted = statement(db, 'DELETE FROM user_commands WHERE user_id = ? AND type = ? AND uuid = ?').run(
        body.userID,
        body.type,
        body.uuid,
      );
      if (deleted.changes === 0) throw new ApiError(1004, 'RecordNotFoundError', body.uuid);
      return undefined;
    },
    { response: null, errors: [ErrorCode.NoPermissionError, ErrorCode.RecordNotFoundError] },
  );

  router.post(
    '/user/process_user_command_get_all',
    z.object({ userID }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const rows = statement(
        db,
        'SELECT type, create_time AS createTime, uuid, value, ex FROM user_commands WHERE user_id = ? ORDER BY create_time',
      ).all(body.userID);
      // CommandResp, capitalised, is the real field name (openim-http-api.md §1.3).
      return { CommandResp: rows };
    },
    {
      response: z.object({
        CommandResp: z.array(
          z.object({
            type: z.number().int(),
            createTime: z.number().int(),
            uuid: z.string(),
            value: z.string(),
            ex: z.string(),
          }),
        ),
      }),
      errors: [ErrorCode.NoPermissionError],
    },
  );
}

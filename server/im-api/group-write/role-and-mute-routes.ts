import * as z from 'zod';
import { faceAddress } from '../../protocol/face-address.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { Services } from '../../services/services.ts';
import { ContentType } from '../../messaging/message-model.ts';
import { GROUP_MARKER, SORT_MARKER, VersionState } from '../../sync/version-log.ts';
import { GroupRole, GroupStatus } from '../../groups/group-model.ts';
import { mayPerform } from '../../groups/group-permissions.ts';
import { requireSelfOrAdmin, type ImRouter } from '../route.ts';
import type { GroupWriteKit } from './group-write-kit.ts';

/** /group/*: owner transfer, a member's role and card, and muting one member or the whole group (openim-http-api.md §3.4). */
export function registerGroupRoleAndMuteRoutes(router: ImRouter, services: Services, kit: GroupWriteKit): void {
  const { groups, versions, groupEvents } = services;
  const { groupOrThrow, roleOf, require, member, notifyGroup } = kit;

  router.post(
    '/group/transfer_group',
    z.object({ groupID: z.string().min(1), oldOwnerUserID: z.string(), newOwnerUserID: z.string().min(1) }),
    ({ body, caller, operationID }) => {
      groupOrThrow(body.groupID);
      requireSelfOrAdmin(caller, body.oldOwnerUserID);
      if (roleOf(body.groupID, body.oldOwnerUserID) !== 'owner')
        throw new ApiError(1002, 'NoPermissionError', 'only the owner can transfer');
      if (roleOf(body.groupID, body.newOwnerUserID) === 'nonMember')
        throw new ApiError(1203, 'NotInGroupYetError', body.newOwnerUserID);
      if (body.oldOwnerUserID === body.newOwnerUserID) throw new ApiError(1001, 'ArgsError', 'already the owner');
      groups.updateMember(body.groupID, body.newOwnerUserID, { role_level: GroupRole.owner, mute_end_time: 0 });
      groups.updateMember(body.groupID, body.oldOwnerUserID, { role_level: GroupRole.member });
      groups.update(body.groupID, { owner_user_id: body.newOwnerUserID });
      const version = versions.bump(
        'member',
        body.groupID,
        [SORT_MARKER, body.oldOwnerUserID, body.newOwnerUserID],
        VersionState.update,
      );
      notifyGroup(
        body.groupID,
        caller.userID,
        ContentType.groupOwnerTransferred,
        {
          newGroupOwner: member(body.groupID, body.newOwnerUserID),
          oldGroupOwner: '',
          oldGroupOwnerInfo: member(body.groupID, body.oldOwnerUserID),
        },
        { version, chatCopy: true },
      );
      groupEvents.emit({
        kind: 'ownerTransferred',
        operationID,
        groupID: body.groupID,
        oldOwnerUserID: body.oldOwnerUserID,
        newOwnerUserID: body.newOwnerUserID,
      });
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );

  router.post(
    '/group/set_group_member_info',
    z.object({
      members: z
        .array(
          z.object({
            groupID: z.string().min(1),
            userID: z.string().min(1),
            nickname: z.string().max(255).nullish(),
            faceURL: faceAddress.nullish(),
            roleLevel: z.number().int().nullish(),
            ex: z.string().max(65_535).nullish(),
          }),
        )
        .min(1)
        .max(100),
    }),
    ({ body, caller, operationID }) => {
      // Every change is checked before any is written: a refused one must not leave the others half done.
      for (const change of body.members) {
        groupOrThrow(change.groupID);
        const targetRole = roleOf(change.groupID, change.userID);
        if (targetRole === 'nonMember') throw new ApiError(1203, 'NotInGroupYetError', change.userID);
        const callerRole = caller.isAdmin ? 'owner' : roleOf(change.groupID, caller.userID);
        if (change.roleLevel !== undefined && change.roleLevel !== null) {
          if (change.roleLevel === GroupRole.owner) throw new ApiError(1002, 'NoPermissionError', 'use transfer_group');
          if (change.roleLevel !== GroupRole.admin && change.roleLevel !== GroupRole.member)
            throw new ApiError(1001, 'ArgsError', 'roleLevel must be 60 or 20');
          if (!mayPerform(callerRole, 'setAdmin', targetRole))
            throw new ApiError(1002, 'NoPermissionError', 'only the owner sets admins');
        }
        const isSelf = change.userID === caller.userID;
        if (!isSelf && !mayPerform(callerRole, 'editInfo', targetRole)) throw new ApiError(1002, 'NoPermissionError');
      }
      for (const change of body.members) {
        const before = member(change.groupID, change.userID)!;
        const roleChanged =
          change.roleLevel !== undefined && change.roleLevel !== null && change.roleLevel !== before.roleLevel;
        groups.updateMember(change.groupID, change.userID, {
          nickname: change.nickname ?? undefined,
          face_url: change.faceURL ?? undefined,
          ex: change.ex ?? undefined,
          role_level: roleChanged ? change.roleLevel! : undefined,
        });
        const eIDs = roleChanged ? [change.userID, SORT_MARKER] : [change.userID];
        const version = versions.bump('member', change.groupID, eIDs, VersionState.update);
        const changedUser = member(change.groupID, change.userID);
        const sortVersion = roleChanged ? version.version : 0;
        if (roleChanged) {
          const contentType =
            change.roleLevel === GroupRole.admin
              ? ContentType.groupMemberSetToAdmin
              : ContentType.groupMemberSetToOrdinary;
          notifyGroup(
            change.groupID,
            caller.userID,
            contentType,
            { changedUser, groupSortVersion: sortVersion },
            // Stored in the chat (isSendMsg), so every member sees a line saying who became or stopped being admin.
            { version, chatCopy: true },
          );
        }
        if (change.nickname != null || change.faceURL != null || change.ex != null) {
          notifyGroup(
            change.groupID,
            caller.userID,
            ContentType.groupMemberInfoSet,
            { changedUser, groupSortVersion: sortVersion },
            { version },
          );
        }
        // Each member of the request is reported once written, whether or not anything changed, as OpenIM does.
        groupEvents.emit({
          kind: 'memberInfoSet',
          operationID,
          groupID: change.groupID,
          userID: change.userID,
          nickname: change.nickname ?? null,
          faceURL: change.faceURL ?? null,
          roleLevel: change.roleLevel ?? null,
          ex: change.ex ?? null,
        });
      }
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );

  router.post(
    '/group/mute_group_member',
    z.object({
      groupID: z.string().min(1),
      userID: z.string().min(1),
      mutedSeconds: z
        .number()
        .int()
        .min(1)
        .max(10 * 365 * 86_400),
    }),
    ({ body, caller }) => {
      groupOrThrow(body.groupID);
      if (roleOf(body.groupID, body.userID) === 'nonMember')
        throw new ApiError(1203, 'NotInGroupYetError', body.userID);
      require(caller, body.groupID, 'muteMember', body.userID);
      groups.updateMember(body.groupID, body.userID, { mute_end_time: Date.now() + body.mutedSeconds * 1000 });
      const version = versions.bump('member', body.groupID, [body.userID], VersionState.update);
      notifyGroup(
        body.groupID,
        caller.userID,
        ContentType.groupMemberMuted,
        { mutedUser: member(body.groupID, body.userID), mutedSeconds: body.mutedSeconds },
        { version, chatCopy: true },
      );
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );

  router.post(
    '/group/cancel_mute_group_member',
    z.object({ groupID: z.string().min(1), userID: z.string().min(1) }),
    ({ body, caller }) => {
      groupOrThrow(body.groupID);
      if (roleOf(body.groupID, body.userID) === 'nonMember')
        throw new ApiError(1203, 'NotInGroupYetError', body.userID);
      require(caller, body.groupID, 'muteMember', body.userID);
      groups.updateMember(body.groupID, body.userID, { mute_end_time: 0 });
      const version = versions.bump('member', body.groupID, [body.userID], VersionState.update);
      notifyGroup(
        body.groupID,
        caller.userID,
        ContentType.groupMemberCancelMuted,
        { mutedUser: member(body.groupID, body.userID) },
        { version, chatCopy: true },
      );
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );

  for (const [path, status, contentType] of [
    ['/group/mute_group', GroupStatus.muted, ContentType.groupMuted],
    ['/group/cancel_mute_group', GroupStatus.ok, ContentType.groupCancelMuted],
  ] as const) {
    router.post(
      path,
      z.object({ groupID: z.string().min(1) }),
      ({ body, caller }) => {
        groupOrThrow(body.groupID);
        require(caller, body.groupID, 'muteGroup');
        groups.update(body.groupID, { status });
        const version = versions.bump('member', body.groupID, [GROUP_MARKER], VersionState.update);
        notifyGroup(body.groupID, caller.userID, contentType, {}, { version, chatCopy: true });
        return undefined;
      },
      { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
    );
  }
}

import * as z from 'zod';
import { faceAddress } from '../../protocol/face-address.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { Services } from '../../services/services.ts';
import { ContentType } from '../../messaging/message-model.ts';
import { GROUP_MARKER, VersionState } from '../../sync/version-log.ts';
import { type GroupColumn } from '../../groups/group-model.ts';
import { type ImRouter } from '../route.ts';
import type { GroupWriteKit } from './group-write-kit.ts';

/** /group/*: a group's own info and settings (openim-http-api.md §3.4). */
export function registerGroupInfoRoutes(router: ImRouter, services: Services, kit: GroupWriteKit): void {
  const { groups, versions, groupEvents } = services;
  const { groupOrThrow, require, notifyGroup } = kit;

  router.post(
    '/group/set_group_info_ex',
    z.object({
      groupID: z.string().min(1),
      groupName: z.string().max(255).nullish(),
      notification: z.string().max(65_535).nullish(),
      introduction: z.string().max(65_535).nullish(),
      faceURL: faceAddress.nullish(),
      ex: z.string().max(65_535).nullish(),
      needVerification: z.number().int().min(0).max(2).nullish(),
      lookMemberInfo: z.number().int().min(0).max(1).nullish(),
      applyMemberFriend: z.number().int().min(0).max(1).nullish(),
    }),
    ({ body, caller, operationID }) => {
      const before = groupOrThrow(body.groupID);
      require(caller, body.groupID, 'editInfo');
      if (body.groupName !== undefined && body.groupName !== null && body.groupName.trim() === '') {
        throw new ApiError(1001, 'ArgsError', 'the group name cannot be empty');
      }
      const changes: Partial<Record<GroupColumn, string | number>> = {};
      const set = <K extends keyof typeof before>(
        key: K,
        column: GroupColumn,
        value: (typeof before)[K] | null | undefined,
      ) => {
        if (value !== undefined && value !== null && value !== before[key]) changes[column] = value as string | number;
      };
      set('groupName', 'group_name', body.groupName);
      set('notification', 'notification', body.notification);
      set('introduction', 'introduction', body.introduction);
      set('faceURL', 'face_url', body.faceURL);
      set('ex', 'ex', body.ex);
      set('needVerification', 'need_verification', body.needVerification);
      set('lookMemberInfo', 'look_member_info', body.lookMemberInfo);
      set('applyMemberFriend', 'apply_member_friend', body.applyMemberFriend);
      // OpenIM reports every request that named a field, changed or not, after its notifications.
      const asked = {
        groupName: body.groupName ?? null,
        notification: body.notification ?? null,
        introduction: body.introduction ?? null,
        faceURL: body.faceURL ?? null,
        ex: body.ex ?? null,
        needVerification: body.needVerification ?? null,
        lookMemberInfo: body.lookMemberInfo ?? null,
        applyMemberFriend: body.applyMemberFriend ?? null,
      };
      const report = () => {
        if (Object.values(asked).some((value) => value !== null)) {
          groupEvents.emit({ kind: 'infoSet', operationID, groupID: body.groupID, ...asked });
        }
      };
      if (Object.keys(changes).length === 0) {
        report();
        return undefined;
      }
      if ('notification' in changes) {
        changes.notification_update_time = Date.now();
        changes.notification_user_id = caller.userID;
      }
      groups.update(body.groupID, changes);
      const version = versions.bump('member', body.groupID, [GROUP_MARKER], VersionState.update);
      if ('group_name' in changes)
        notifyGroup(body.groupID, caller.userID, ContentType.groupInfoSetName, {}, { version, chatCopy: true });
      if ('notification' in changes) {
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.groupInfoSetAnnouncement,
          {},
          { version, chatCopy: Boolean(body.notification) },
        );
      }
      const others = Object.keys(changes).filter(
        (column) =>
          !['group_name', 'notification', 'notification_update_time', 'notification_user_id'].includes(column),
      );
      // A change of who may join is stored in the chat too (isSendMsg), so members see a line about it.
      if (others.length > 0)
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.groupInfoSet,
          { muteTime: 0 },
          { version, chatCopy: 'need_verification' in changes },
        );
      report();
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );
}

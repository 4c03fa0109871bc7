import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import { fullIDsRequest, incrementalRequest, incrementalResponse, pageOf, pagination } from './incremental.ts';
import { requireSelfOrAdmin, type Caller, type ImRouter } from './route.ts';
import { GroupRole, type GroupMemberFullInfo } from '../groups/group-model.ts';

/** /group/*: the reading side of groups and members (openim-http-api.md §3.4). */
export function registerGroupRoutes(router: ImRouter, { groups, versions }: Services): void {
  const requireMember = (caller: Caller, groupID: string) => {
    if (!caller.isAdmin && !groups.isMember(groupID, caller.userID)) {
      throw new ApiError(1002, 'NoPermissionError', `not a member of ${groupID}`);
    }
  };

  /**
   * With lookMemberInfo on, ordinary members see who is in the group and their group names, not the
   * details of how each joined or their extension data.
   */
  const visibleMembers = (caller: Caller, groupID: string, members: GroupMemberFullInfo[]): GroupMemberFullInfo[] => {
    const group = groups.group(groupID);
    if (!group || group.lookMemberInfo !== 1 || caller.isAdmin) return members;
    const callerRole = groups.membersByID(groupID, [caller.userID])[0]?.roleLevel ?? 0;
    if (callerRole >= GroupRole.admin) return members;
    return members.map((member) =>
      member.userID === caller.userID
        ? member
        : { ...member, ex: '', joinSource: 0, inviterUserID: '', operatorUserID: '' },
    );
  };

  router.post('/group/get_incremental_join_groups', incrementalRequest, ({ body, caller }) => {
    requireSelfOrAdmin(caller, body.userID);
    const delta = versions.since('join', body.userID, body.versionID, body.version);
    return incrementalResponse(delta, (ids) => groups.groups(ids));
  });

  router.post('/group/get_full_join_group_ids', fullIDsRequest, ({ body, caller }) => {
    requireSelfOrAdmin(caller, body.userID);
    const { versionID } = versions.state('join', body.userID);
    return { version: 0, versionID, equal: false, groupIDs: groups.joinedGroupIDs(body.userID) };
  });

  router.post('/group/get_joined_group_list', z.object({ fromUserID: z.string(), pagination }), ({ body, caller }) => {
    requireSelfOrAdmin(caller, body.fromUserID);
    const ids = groups.joinedGroupIDs(body.fromUserID);
    const { offset, limit } = pageOf(body.pagination);
    return { total: ids.length, groups: groups.groups(ids.slice(offset, offset + limit)) };
  });

  // A non-member sees a group's public face only: not its announcement or extension data.
  router.post(
    '/group/get_groups_info',
    z.object({ groupIDs: z.array(z.string()).min(1).max(1000) }),
    ({ body, caller }) => ({
      groupInfos: groups
        .groups(body.groupIDs)
        .map((group) =>
          caller.isAdmin || groups.isMember(group.groupID, caller.userID)
            ? group
            : { ...group, notification: '', notificationUserID: '', notificationUpdateTime: 0, ex: '' },
        ),
    }),
  );

  router.post(
    '/group/get_incremental_group_members_batch',
    z.object({
      userID: z.string(),
      reqList: z
        .array(
          z.object({
            groupID: z.string(),
            versionID: z.string().default(''),
            version: z.number().int().min(0).default(0),
          }),
        )
        .max(500),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const respList: Record<string, unknown> = {};
      // One entry per requested group, always: the SDK loops until every group it asked for is answered.
      for (const request of body.reqList) {
        requireMember(caller, request.groupID);
        const delta = versions.since('member', request.groupID, request.versionID, request.version);
        const group =
          delta.full || delta.groupChanged || delta.insert.length + delta.update.length + delta.delete.length > 0
            ? (groups.group(request.groupID) ?? null)
            : null;
        respList[request.groupID] = {
          ...incrementalResponse(delta, (ids) => groups.membersByID(request.groupID, ids)),
          group,
        };
      }
      return { respList };
    },
  );

  router.post(
    '/group/get_full_group_member_user_ids',
    z.object({ groupID: z.string(), idHash: z.number().default(0) }),
    ({ body, caller }) => {
      requireMember(caller, body.groupID);
      const { versionID } = versions.state('member', body.groupID);
      return { version: 0, versionID, equal: false, userIDs: groups.memberIDs(body.groupID) };
    },
  );

  router.post(
    '/group/get_group_member_list',
    z.object({ groupID: z.string(), pagination, filter: z.number().int().default(0), keyword: z.string().default('') }),
    ({ body, caller }) => {
      requireMember(caller, body.groupID);
      const { offset, limit } = pageOf(body.pagination);
      return {
        total: groups.memberCount(body.groupID),
        members: visibleMembers(caller, body.groupID, groups.members(body.groupID, offset, limit)),
      };
    },
  );

  router.post(
    '/group/get_group_members_info',
    z.object({ groupID: z.string().min(1), userIDs: z.array(z.string()).min(1).max(1000) }),
    ({ body, caller }) => {
      requireMember(caller, body.groupID);
      return { members: visibleMembers(caller, body.groupID, groups.membersByID(body.groupID, body.userIDs)) };
    },
  );
}

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
import { groupInfo, groupMember, page } from '../protocol/im-shapes.ts';
import { pageOf, pagination } from '../protocol/pagination.ts';
import { imID } from '../protocol/im-ids.ts';
import { requireSelfOrAdmin, type Caller, type ImRouter } from './route.ts';
import { GroupRole, GroupStatus, type GroupMemberFullInfo } from '../groups/group-model.ts';

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

  /**
   * Whether the caller may still sync a group's members. OpenIM Server v3.8 answers the member batch per group
   * (`BatchGetIncrementalGroupMember` in internal/rpc/group/sync.go): a dismissed group does not fail the request,
   * the groups the user still belongs to are answered. A group the user left is treated the same way here.
   */
  const canSyncMembers = (caller: Caller, groupID: string) => {
    const group = groups.group(groupID);
    if (!group || group.status === GroupStatus.dismissed) return false;
    return caller.isAdmin || groups.isMember(groupID, caller.userID);
  };

  const memberDelta = (request: { groupID: string; versionID: string; version: number }) => {
    const delta = versions.since('member', request.groupID, request.versionID, request.version);
    const changed =
      delta.full || delta.groupChanged || delta.insert.length + delta.update.length + delta.delete.length > 0;
    return {
      ...incrementalResponse(delta, (ids) => groups.membersByID(request.groupID, ids)),
      group: changed ? (groups.group(request.groupID) ?? null) : null,
    };
  };

  /**
   * A left or dismissed group. OpenIM v3.8 leaves such a group out of `respList`; this SDK build (core
   * v3.8.4-alpha.8) asks again for every group missing from the answer and would loop for ever (sdk-core fixed that
   * only in v3.8.3-patch.11). So the group gets an entry of its own that lists nobody: a full answer with no
   * members, which empties the device's copy of a member list the user may no longer read.
   */
  const noLongerVisible = () => ({
    version: 0,
    versionID: '',
    full: true,
    delete: [],
    insert: [],
    update: [],
    sortVersion: 0,
    group: null,
  });

  router.post(
    '/group/get_incremental_join_groups',
    incrementalRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const delta = versions.since('join', body.userID, body.versionID, body.version);
      return incrementalResponse(delta, (ids) => groups.groups(ids));
    },
    { response: incrementalAnswer(groupInfo), errors: [1002] },
  );

  router.post(
    '/group/get_full_join_group_ids',
    fullIDsRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { versionID } = versions.state('join', body.userID);
      return { version: 0, versionID, equal: false, groupIDs: groups.joinedGroupIDs(body.userID) };
    },
    { response: fullIDsAnswer('groupIDs'), errors: [1002] },
  );

  router.post(
    '/group/get_joined_group_list',
    z.object({ fromUserID: imID, pagination }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.fromUserID);
      const ids = groups.joinedGroupIDs(body.fromUserID);
      const { offset, limit } = pageOf(body.pagination);
      return { total: ids.length, groups: groups.groups(ids.slice(offset, offset + limit)) };
    },
    { response: page('groups', groupInfo), errors: [1002] },
  );

  // A non-member sees a group's public face only: not its announcement or extension data.
  router.post(
    '/group/get_groups_info',
    z.object({ groupIDs: z.array(imID).min(1).max(1000) }),
    ({ body, caller }) => ({
      groupInfos: groups
        .groups(body.groupIDs)
        .map((group) =>
          caller.isAdmin || groups.isMember(group.groupID, caller.userID)
            ? group
            : { ...group, notification: '', notificationUserID: '', notificationUpdateTime: 0, ex: '' },
        ),
    }),
    { response: z.object({ groupInfos: z.array(groupInfo) }) },
  );

  router.post(
    '/group/get_incremental_group_members_batch',
    z.object({
      userID: imID,
      reqList: z
        .array(
          z.object({
            groupID: imID,
            versionID: z.string().default(''),
            version: z.number().int().min(0).default(0),
          }),
        )
        .max(500),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const respList: Record<string, unknown> = {};
      for (const request of body.reqList) {
        if (respList[request.groupID]) continue;
        respList[request.groupID] = canSyncMembers(caller, request.groupID) ? memberDelta(request) : noLongerVisible();
      }
      return { respList };
    },
    {
      response: z.object({
        respList: z
          .record(z.string(), incrementalAnswer(groupMember).extend({ group: groupInfo.nullable() }))
          .describe('By groupID; a group the caller may no longer see answers full with version 0'),
      }),
      errors: [1002],
    },
  );

  router.post(
    '/group/get_full_group_member_user_ids',
    z.object({ groupID: imID, idHash: z.number().default(0) }),
    ({ body, caller }) => {
      // OpenIM answers this to anyone (internal/rpc/group/sync.go). A device that still lists a group its user left
      // or saw dismissed runs a full member sync with it, and a 1002 here failed that sync at every start; a
      // non-member gets nobody instead, which tells a stranger nothing. It reads only: no member log is started for
      // a group that does not exist or that the caller is not in.
      if (!groups.group(body.groupID) || (!caller.isAdmin && !groups.isMember(body.groupID, caller.userID)))
        return { version: 0, versionID: '', equal: false, userIDs: [] };
      const { versionID } = versions.state('member', body.groupID);
      return { version: 0, versionID, equal: false, userIDs: groups.memberIDs(body.groupID) };
    },
    { response: fullIDsAnswer('userIDs') },
  );

  router.post(
    '/group/get_group_member_list',
    z.object({ groupID: imID, pagination, filter: z.number().int().default(0), keyword: z.string().default('') }),
    ({ body, caller }) => {
      requireMember(caller, body.groupID);
      const { offset, limit } = pageOf(body.pagination);
      return {
        total: groups.memberCount(body.groupID),
        members: visibleMembers(caller, body.groupID, groups.members(body.groupID, offset, limit)),
      };
    },
    { response: page('members', groupMember), errors: [1002] },
  );

  router.post(
    '/group/get_group_members_info',
    z.object({ groupID: imID.min(1), userIDs: z.array(imID).min(1).max(1000) }),
    ({ body, caller }) => {
      // A group the caller left answers with no members rather than failing the SDK's first sync (OpenIM v3.8 fails
      // nothing here either); a non-member still learns nothing about who is in it.
      if (!caller.isAdmin && !groups.isMember(body.groupID, caller.userID)) return { members: [] };
      return { members: visibleMembers(caller, body.groupID, groups.membersByID(body.groupID, body.userIDs)) };
    },
    { response: z.object({ members: z.array(groupMember) }) },
  );
}

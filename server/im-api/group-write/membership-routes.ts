import { randomInt } from 'node:crypto';
import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { Services } from '../../services/services.ts';
import { ContentType, SessionType } from '../../messaging/message-model.ts';
import { GROUP_MARKER, VersionState } from '../../sync/version-log.ts';
import { GroupRole, GroupStatus, WORKING_GROUP } from '../../groups/group-model.ts';
import { mayPerform } from '../../groups/group-permissions.ts';
import { groupInfo } from '../../protocol/im-shapes.ts';
import { requireSelfOrAdmin, type ImRouter } from '../route.ts';
import { emptyMember, type GroupWriteKit } from './group-write-kit.ts';

/** /group/*: creating a group, inviting, kicking, quitting and dismissing (openim-http-api.md §3.4). */
export function registerGroupMembershipRoutes(router: ImRouter, services: Services, kit: GroupWriteKit): void {
  const { groups, groupRequests, versions, messages, messageStore, users, groupEvents } = services;
  const {
    groupOrThrow,
    roleOf,
    require,
    member,
    conversationsOf,
    notifyGroup,
    notifyApplication,
    join,
    leave,
    closeWindowsAfterTip,
    groupInfoInput,
    JoinSource,
  } = kit;

  router.post(
    '/group/create_group',
    z.object({
      memberUserIDs: z.array(z.string()).max(1000).default([]),
      adminUserIDs: z.array(z.string()).max(1000).nullish(),
      ownerUserID: z.string().default(''),
      groupInfo: groupInfoInput,
      sendMessage: z.boolean().nullish(),
    }),
    ({ body, caller, operationID }) => {
      const owner = body.ownerUserID || caller.userID;
      requireSelfOrAdmin(caller, owner);
      if (body.groupInfo.groupType !== WORKING_GROUP) throw new ApiError(1205, 'GroupTypeNotSupport');
      const admins = body.adminUserIDs ?? [];
      const everyone = [owner, ...admins, ...body.memberUserIDs];
      if (new Set(everyone).size !== everyone.length) throw new ApiError(1001, 'ArgsError', 'a user is listed twice');
      const missing = everyone.filter((id) => !users.exists(id));
      if (missing.length > 0) throw new ApiError(1101, 'UserIDNotFoundError', missing.join(','));
      const groupID = body.groupInfo.groupID || String(randomInt(1_000_000_000, 9_999_999_999));
      if (groups.exists(groupID)) throw new ApiError(1202, 'GroupIDExisted', groupID);

      groups.create({ ...body.groupInfo, groupID, ownerUserID: owner, creatorUserID: caller.userID }, Date.now());
      const joining = {
        joinSource: JoinSource.invitation,
        inviterUserID: caller.userID,
        operatorUserID: caller.userID,
      };
      join(groupID, [owner], { ...joining, roleLevel: GroupRole.owner });
      join(groupID, admins, { ...joining, roleLevel: GroupRole.admin });
      const { version } = join(groupID, body.memberUserIDs, { ...joining, roleLevel: GroupRole.member });
      notifyGroup(
        groupID,
        caller.userID,
        ContentType.groupCreated,
        { memberList: groups.members(groupID), groupOwnerUser: member(groupID, owner) },
        { version, chatCopy: body.sendMessage !== false },
      );
      if (body.groupInfo.notification)
        notifyGroup(groupID, caller.userID, ContentType.groupInfoSetAnnouncement, {}, { chatCopy: true });
      const group = groups.group(groupID)!;
      groupEvents.emit({
        kind: 'created',
        operationID,
        operatorUserID: caller.userID,
        group,
        ownerUserID: owner,
        adminUserIDs: admins,
        memberUserIDs: body.memberUserIDs,
      });
      return { groupInfo: group };
    },
    { response: z.object({ groupInfo }), errors: [1002, 1101, 1202, 1205] },
  );

  router.post(
    '/group/invite_user_to_group',
    z.object({
      groupID: z.string().min(1),
      reason: z.string().max(1024).default(''),
      invitedUserIDs: z.array(z.string()).min(1).max(1000),
      sendMessage: z.boolean().nullish(),
    }),
    ({ body, caller }) => {
      const group = groupOrThrow(body.groupID);
      require(caller, body.groupID, 'invite');
      if (new Set(body.invitedUserIDs).size !== body.invitedUserIDs.length)
        throw new ApiError(1001, 'ArgsError', 'duplicate users');
      const missing = body.invitedUserIDs.filter((id) => !users.exists(id));
      if (missing.length > 0) throw new ApiError(1004, 'RecordNotFoundError', missing.join(','));
      const invitees = body.invitedUserIDs.filter((id) => !groups.isMember(body.groupID, id));
      const isManager = caller.isAdmin || mayPerform(roleOf(body.groupID, caller.userID), 'handleApplication');
      if (group.needVerification === 1 && !isManager) {
        for (const invitee of invitees) {
          groupRequests.upsert(
            body.groupID,
            invitee,
            { reqMsg: body.reason, joinSource: JoinSource.invitation, inviterUserID: caller.userID, ex: '' },
            Date.now(),
          );
          const user = users.get(invitee)!;
          notifyApplication(
            caller.userID,
            [...groups.managerIDs(body.groupID), caller.userID],
            ContentType.joinGroupApplication,
            {
              group: groups.group(body.groupID),
              applicant: { userID: user.userID, nickname: user.nickname, faceURL: user.faceURL, ex: user.ex },
              applicantID: invitee,
              reqMsg: body.reason,
              request: groupRequests.get(body.groupID, invitee),
            },
          );
        }
        return undefined;
      }
      const { added, version } = join(body.groupID, invitees, {
        roleLevel: GroupRole.member,
        joinSource: JoinSource.invitation,
        inviterUserID: caller.userID,
        operatorUserID: caller.userID,
      });
      if (added.length > 0) {
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.memberInvited,
          {
            invitedUserList: groups.membersByID(body.groupID, added),
            inviterUser: member(body.groupID, caller.userID) ?? null,
          },
          { version, chatCopy: body.sendMessage !== false },
        );
      }
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );

  router.post(
    '/group/kick_group',
    z.object({
      groupID: z.string().min(1),
      kickedUserIDs: z.array(z.string()).min(1).max(1000),
      reason: z.string().max(1024).default(''),
      sendMessage: z.boolean().nullish(),
    }),
    ({ body, caller, operationID }) => {
      groupOrThrow(body.groupID);
      if (body.kickedUserIDs.includes(caller.userID)) throw new ApiError(1001, 'ArgsError', 'cannot kick yourself');
      for (const target of body.kickedUserIDs) {
        const role = roleOf(body.groupID, target);
        if (role === 'nonMember') throw new ApiError(1101, 'UserIDNotFoundError', `${target} is not a member`);
        if (role === 'owner') throw new ApiError(1001, 'ArgsError', 'the owner cannot be kicked');
        require(caller, body.groupID, 'kickMember', target);
      }
      const kicked = groups.membersByID(body.groupID, body.kickedUserIDs);
      const version = leave(body.groupID, body.kickedUserIDs);
      notifyGroup(
        body.groupID,
        caller.userID,
        ContentType.memberKicked,
        { kickedUserList: kicked },
        { version, alsoTo: body.kickedUserIDs, chatCopy: body.sendMessage !== false },
      );
      closeWindowsAfterTip(body.groupID, body.kickedUserIDs);
      groupEvents.emit({
        kind: 'kicked',
        operationID,
        groupID: body.groupID,
        kickedUserIDs: body.kickedUserIDs,
        reason: body.reason,
      });
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204, 1101] },
  );

  router.post(
    '/group/quit_group',
    z.object({ groupID: z.string().min(1), userID: z.string() }),
    ({ body, caller, operationID }) => {
      requireSelfOrAdmin(caller, body.userID);
      groupOrThrow(body.groupID);
      const role = roleOf(body.groupID, body.userID);
      if (role === 'nonMember') throw new ApiError(1203, 'NotInGroupYetError');
      if (!mayPerform(role, 'quit'))
        throw new ApiError(1002, 'NoPermissionError', 'the owner cannot quit; transfer or dismiss the group');
      const quitter = member(body.groupID, body.userID);
      const version = leave(body.groupID, [body.userID]);
      notifyGroup(
        body.groupID,
        body.userID,
        ContentType.memberQuit,
        { quitUser: quitter },
        { version, alsoTo: [body.userID], chatCopy: true },
      );
      // The leaver's window closed before the tip was stored; it reaches the tip, so a later sign-in shows it too.
      closeWindowsAfterTip(body.groupID, [body.userID]);
      groupEvents.emit({ kind: 'quit', operationID, groupID: body.groupID, userID: body.userID });
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );

  router.post(
    '/group/dismiss_group',
    z.object({ groupID: z.string().min(1), deleteMember: z.boolean().nullish(), sendMessage: z.boolean().nullish() }),
    ({ body, caller, operationID }) => {
      const dismissed = groupOrThrow(body.groupID);
      require(caller, body.groupID, 'dismiss');
      const members = groups.memberIDs(body.groupID);
      const opUser = member(body.groupID, caller.userID);
      groups.update(body.groupID, { status: GroupStatus.dismissed });
      versions.bump('member', body.groupID, [GROUP_MARKER], VersionState.update);
      // OpenIM's notification config sends the dismissal as a message (groupDismissed: isSendMsg), so it is stored in
      // the chat while the members' windows still reach it. The handler runs to its end before any follow-up request
      // is read, so the joined-groups sync the 1511 triggers finds the members already gone.
      messages.notify({
        sendID: caller.userID,
        recvID: body.groupID,
        sessionType: SessionType.workingGroup,
        contentType: ContentType.groupDismissed,
        tips: {
          group: groups.group(body.groupID),
          opUser: opUser ?? emptyMember(body.groupID),
          operationTime: Date.now(),
        },
        reliable: false,
        recipients: members,
        chatCopy: true,
      });
      groups.removeMembers(body.groupID, members);
      for (const userID of members) {
        for (const conversationID of conversationsOf(body.groupID)) messageStore.endWindowNow(userID, conversationID);
        versions.bump('join', userID, [body.groupID], VersionState.delete);
      }
      versions.drop('member', body.groupID);
      groupEvents.emit({
        kind: 'dismissed',
        operationID,
        groupID: body.groupID,
        ownerUserID: dismissed.ownerUserID,
        groupType: dismissed.groupType,
        memberUserIDs: body.deleteMember ? null : members,
      });
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1201, 1203, 1204] },
  );
}

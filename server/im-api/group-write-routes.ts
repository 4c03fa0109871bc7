import { randomInt, randomUUID } from 'node:crypto';
import * as z from 'zod';
import { faceAddress } from '../http/face-address.ts';
import { ApiError } from '../http/envelope.ts';
import type { Services } from '../services.ts';
import { ContentType, SessionType } from '../messaging/message-model.ts';
import { GROUP_MARKER, SORT_MARKER, VersionState } from '../sync/version-log.ts';
import { GroupRole, GroupStatus, WORKING_GROUP, type GroupColumn } from '../groups/group-store.ts';
import { mayPerform, roleName, type GroupAction } from '../groups/group-permissions.ts';
import { HandleResult } from '../relation/friend-requests.ts';
import { pageOf, pagination } from './incremental.ts';
import { requireSelfOrAdmin, type Caller, type ImRouter } from './route.ts';

const JoinSource = { invitation: 2, search: 3 } as const;

/** /group/*: creating and managing groups, with permissions, version logs and notifications (openim-http-api.md §3.4). */
export function registerGroupWriteRoutes(router: ImRouter, services: Services): void {
  const { groups, groupRequests, versions, messages, messageStore, users } = services;

  const groupOrThrow = (groupID: string, { allowDismissed = false } = {}) => {
    const group = groups.group(groupID);
    if (!group) throw new ApiError(1201, 'GroupIDNotFoundError', groupID);
    if (!allowDismissed && group.status === GroupStatus.dismissed) throw new ApiError(1204, 'DismissedAlreadyError');
    return group;
  };
  const roleOf = (groupID: string, userID: string) => roleName(groups.membersByID(groupID, [userID])[0]?.roleLevel);
  const require = (caller: Caller, groupID: string, action: GroupAction, targetUserID?: string) => {
    if (caller.isAdmin) return;
    const target = targetUserID === undefined ? undefined : roleOf(groupID, targetUserID);
    if (!mayPerform(roleOf(groupID, caller.userID), action, target)) {
      throw new ApiError(1002, 'NoPermissionError', `${action} is not allowed`);
    }
  };
  const member = (groupID: string, userID: string) => groups.membersByID(groupID, [userID])[0];
  const conversationOf = (groupID: string) => `sg_${groupID}`;

  /** Group tips: the common fields (§5.3) around the operation's own. */
  const notifyGroup = (
    groupID: string,
    opUserID: string,
    contentType: number,
    extra: Record<string, unknown>,
    options: { version?: { versionID: string; version: number }; alsoTo?: readonly string[]; chatCopy?: boolean } = {},
  ) => {
    const version = options.version ?? versions.state('member', groupID);
    const opUser = member(groupID, opUserID) ?? { ...emptyMember(groupID), userID: opUserID };
    messages.notify({
      sendID: opUserID,
      recvID: groupID,
      sessionType: SessionType.workingGroup,
      contentType,
      tips: {
        group: groups.group(groupID),
        opUser,
        operationTime: Date.now(),
        groupMemberVersion: version.version,
        groupMemberVersionID: version.versionID,
        ...extra,
      },
      reliable: false,
      recipients: [...new Set([...groups.memberIDs(groupID), ...(options.alsoTo ?? [])])],
      chatCopy: options.chatCopy ?? false,
    });
  };

  /** Application tips go to each recipient on its own (sessionType 1), sharing one uuid. */
  const notifyApplication = (
    opUserID: string,
    recipients: readonly string[],
    contentType: number,
    tips: Record<string, unknown>,
  ) => {
    const uuid = randomUUID();
    for (const recvID of new Set(recipients)) {
      messages.notify({
        sendID: opUserID,
        recvID,
        sessionType: SessionType.single,
        contentType,
        tips: { ...tips, uuid, receiverAs: recvID === tips.applicantID ? 0 : 1 },
        reliable: false,
      });
    }
  };

  const join = (
    groupID: string,
    userIDs: string[],
    joining: { roleLevel: number; joinSource: number; inviterUserID: string; operatorUserID: string },
  ) => {
    const now = Date.now();
    const added = groups.addMembers(groupID, userIDs, joining, now);
    for (const userID of added) {
      messageStore.startWindowNow(userID, conversationOf(groupID));
      versions.bump('join', userID, [groupID], VersionState.insert);
    }
    const version =
      added.length > 0
        ? versions.bump('member', groupID, added, VersionState.insert)
        : versions.state('member', groupID);
    return { added, version };
  };

  const leave = (groupID: string, userIDs: string[]) => {
    groups.removeMembers(groupID, userIDs);
    for (const userID of userIDs) {
      messageStore.endWindowNow(userID, conversationOf(groupID));
      versions.bump('join', userID, [groupID], VersionState.delete);
    }
    return versions.bump('member', groupID, userIDs, VersionState.delete);
  };

  const groupInfoInput = z.object({
    groupID: z.string().max(64).default(''),
    groupName: z.string().max(255).default(''),
    notification: z.string().max(65_535).default(''),
    introduction: z.string().max(65_535).default(''),
    faceURL: faceAddress.default(''),
    ex: z.string().max(65_535).default(''),
    groupType: z.number().int().default(WORKING_GROUP),
    needVerification: z.number().int().min(0).max(2).default(0),
    lookMemberInfo: z.number().int().min(0).max(1).default(0),
    applyMemberFriend: z.number().int().min(0).max(1).default(0),
  });

  router.post(
    '/group/create_group',
    z.object({
      memberUserIDs: z.array(z.string()).max(1000).default([]),
      adminUserIDs: z.array(z.string()).max(1000).nullish(),
      ownerUserID: z.string().default(''),
      groupInfo: groupInfoInput,
      sendMessage: z.boolean().nullish(),
    }),
    ({ body, caller }) => {
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
      return { groupInfo: groups.group(groupID) };
    },
  );

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
    ({ body, caller }) => {
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
      if (Object.keys(changes).length === 0) return undefined;
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
      if (others.length > 0)
        notifyGroup(body.groupID, caller.userID, ContentType.groupInfoSet, { muteTime: 0 }, { version });
      return undefined;
    },
  );

  router.post(
    '/group/join_group',
    z.object({
      groupID: z.string().min(1),
      reqMessage: z.string().max(1024).default(''),
      joinSource: z.number().int().default(JoinSource.search),
      inviterUserID: z.string().default(''),
      ex: z.string().max(65_535).default(''),
    }),
    ({ body, caller }) => {
      const group = groupOrThrow(body.groupID);
      // The SDK puts the applicant's own ID in inviterUserID; the applicant is whoever calls.
      const applicant = caller.userID;
      if (groups.isMember(body.groupID, applicant)) throw new ApiError(1001, 'ArgsError', 'already a member');
      if (group.needVerification === 2) {
        const { version } = join(body.groupID, [applicant], {
          roleLevel: GroupRole.member,
          joinSource: body.joinSource,
          inviterUserID: '',
          operatorUserID: applicant,
        });
        notifyGroup(
          body.groupID,
          applicant,
          ContentType.memberEnter,
          { entrantUser: member(body.groupID, applicant) },
          { version, chatCopy: true },
        );
        return undefined;
      }
      groupRequests.upsert(
        body.groupID,
        applicant,
        { reqMsg: body.reqMessage, joinSource: body.joinSource, inviterUserID: '', ex: body.ex },
        Date.now(),
      );
      const user = users.get(applicant)!;
      notifyApplication(applicant, [...groups.managerIDs(body.groupID), applicant], ContentType.joinGroupApplication, {
        group: groups.group(body.groupID),
        applicant: { userID: user.userID, nickname: user.nickname, faceURL: user.faceURL, ex: user.ex },
        applicantID: applicant,
        reqMsg: body.reqMessage,
        request: groupRequests.get(body.groupID, applicant),
      });
      return undefined;
    },
  );

  router.post(
    '/group/group_application_response',
    z.object({
      groupID: z.string().min(1),
      fromUserID: z.string().min(1),
      handledMsg: z.string().max(1024).default(''),
      handleResult: z.number().int(),
    }),
    ({ body, caller }) => {
      groupOrThrow(body.groupID);
      require(caller, body.groupID, 'handleApplication');
      if (body.handleResult !== 1 && body.handleResult !== -1)
        throw new ApiError(1001, 'ArgsError', 'handleResult must be 1 or -1');
      const request = groupRequests.get(body.groupID, body.fromUserID);
      if (!request) throw new ApiError(1004, 'RecordNotFoundError', 'no such application');
      if (request.handleResult !== HandleResult.pending) throw new ApiError(1206, 'GroupRequestHandled');
      groupRequests.handle(
        body.groupID,
        body.fromUserID,
        body.handleResult,
        caller.userID,
        body.handledMsg,
        Date.now(),
      );
      const recipients = [...groups.managerIDs(body.groupID), body.fromUserID];
      const tips = {
        group: groups.group(body.groupID),
        opUser: member(body.groupID, caller.userID) ?? emptyMember(body.groupID),
        handleMsg: body.handledMsg,
        applicantID: body.fromUserID,
        request: groupRequests.get(body.groupID, body.fromUserID),
      };
      if (body.handleResult === HandleResult.refused) {
        notifyApplication(caller.userID, recipients, ContentType.groupApplicationRejected, tips);
        return undefined;
      }
      notifyApplication(caller.userID, recipients, ContentType.groupApplicationAccepted, tips);
      const { version } = join(body.groupID, [body.fromUserID], {
        roleLevel: GroupRole.member,
        joinSource: request.joinSource,
        inviterUserID: request.inviterUserID,
        operatorUserID: caller.userID,
      });
      if (request.inviterUserID) {
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.memberInvited,
          {
            invitedUserList: [member(body.groupID, body.fromUserID)],
            inviterUser: member(body.groupID, request.inviterUserID) ?? null,
          },
          { version, chatCopy: true },
        );
      } else {
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.memberEnter,
          { entrantUser: member(body.groupID, body.fromUserID) },
          { version, chatCopy: true },
        );
      }
      return undefined;
    },
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
  );

  router.post(
    '/group/kick_group',
    z.object({
      groupID: z.string().min(1),
      kickedUserIDs: z.array(z.string()).min(1).max(1000),
      reason: z.string().max(1024).default(''),
      sendMessage: z.boolean().nullish(),
    }),
    ({ body, caller }) => {
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
      return undefined;
    },
  );

  router.post('/group/quit_group', z.object({ groupID: z.string().min(1), userID: z.string() }), ({ body, caller }) => {
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
    return undefined;
  });

  router.post(
    '/group/dismiss_group',
    z.object({ groupID: z.string().min(1), deleteMember: z.boolean().nullish(), sendMessage: z.boolean().nullish() }),
    ({ body, caller }) => {
      groupOrThrow(body.groupID);
      require(caller, body.groupID, 'dismiss');
      const members = groups.memberIDs(body.groupID);
      const opUser = member(body.groupID, caller.userID);
      groups.update(body.groupID, { status: GroupStatus.dismissed });
      versions.bump('member', body.groupID, [GROUP_MARKER], VersionState.update);
      // Members go before the 1511 goes out, so the joined-groups sync it triggers no longer finds the group.
      groups.removeMembers(body.groupID, members);
      for (const userID of members) {
        messageStore.endWindowNow(userID, conversationOf(body.groupID));
        versions.bump('join', userID, [body.groupID], VersionState.delete);
      }
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
      });
      versions.drop('member', body.groupID);
      return undefined;
    },
  );

  router.post(
    '/group/transfer_group',
    z.object({ groupID: z.string().min(1), oldOwnerUserID: z.string(), newOwnerUserID: z.string().min(1) }),
    ({ body, caller }) => {
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
      return undefined;
    },
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
    ({ body, caller }) => {
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
            { version },
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
      }
      return undefined;
    },
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
  );

  for (const [path, status, contentType] of [
    ['/group/mute_group', GroupStatus.muted, ContentType.groupMuted],
    ['/group/cancel_mute_group', GroupStatus.ok, ContentType.groupCancelMuted],
  ] as const) {
    router.post(path, z.object({ groupID: z.string().min(1) }), ({ body, caller }) => {
      groupOrThrow(body.groupID);
      require(caller, body.groupID, 'muteGroup');
      groups.update(body.groupID, { status });
      const version = versions.bump('member', body.groupID, [GROUP_MARKER], VersionState.update);
      notifyGroup(body.groupID, caller.userID, contentType, {}, { version, chatCopy: true });
      return undefined;
    });
  }

  const applicationList = z.object({
    pagination,
    groupIDs: z.array(z.string()).max(1000).nullish(),
    handleResults: z.array(z.number().int()).nullish(),
  });

  router.post(
    '/group/get_recv_group_applicationList',
    applicationList.extend({ fromUserID: z.string() }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.fromUserID);
      const managed = new Set(groups.managedGroupIDs(body.fromUserID));
      const requested = body.groupIDs && body.groupIDs.length > 0 ? body.groupIDs : [...managed];
      if (requested.some((id) => !managed.has(id)))
        throw new ApiError(1002, 'NoPermissionError', 'not a manager of every group');
      const { offset, limit } = pageOf(body.pagination);
      const { requests, total } = groupRequests.list({ groupIDs: requested }, body.handleResults ?? [], offset, limit);
      return { total, groupRequests: requests };
    },
  );

  router.post(
    '/group/get_user_req_group_applicationList',
    applicationList.extend({ userID: z.string() }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { offset, limit } = pageOf(body.pagination);
      const filter =
        body.groupIDs && body.groupIDs.length > 0
          ? { userID: body.userID, groupIDs: body.groupIDs }
          : { userID: body.userID };
      const { requests, total } = groupRequests.list(filter, body.handleResults ?? [], offset, limit);
      return { total, groupRequests: requests };
    },
  );

  router.post(
    '/group/get_group_application_unhandled_count',
    z.object({ userID: z.string(), time: z.number().int().min(0).default(0) }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      return { count: groupRequests.unhandledCount(groups.managedGroupIDs(body.userID), body.time * 1000) };
    },
  );
}

function emptyMember(groupID: string) {
  return {
    groupID,
    userID: '',
    roleLevel: 0,
    joinTime: 0,
    nickname: '',
    faceURL: '',
    appMangerLevel: 0,
    joinSource: 0,
    operatorUserID: '',
    ex: '',
    muteEndTime: 0,
    inviterUserID: '',
  };
}

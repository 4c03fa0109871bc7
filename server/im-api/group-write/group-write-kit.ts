import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { faceAddress } from '../../protocol/face-address.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { Services } from '../../services/services.ts';
import { SessionType } from '../../messaging/message-model.ts';
import { VersionState } from '../../sync/version-log.ts';
import { GroupStatus, WORKING_GROUP } from '../../groups/group-model.ts';
import { mayPerform, roleName, type GroupAction } from '../../groups/group-permissions.ts';
import { type Caller } from '../route.ts';

const JoinSource = { invitation: 2, search: 3 } as const;

/** What the group write routes share: lookups, permission checks, joining and leaving, and group tips. */
export function groupWriteKit(services: Services) {
  const { groups, versions, messages, messageStore } = services;

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
  // A member's window covers the chat and its notification companion: a late joiner sees neither's past.
  const conversationsOf = (groupID: string) => [conversationOf(groupID), `n_${groupID}`];

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
      for (const conversationID of conversationsOf(groupID)) messageStore.startWindowNow(userID, conversationID);
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
      for (const conversationID of conversationsOf(groupID)) messageStore.endWindowNow(userID, conversationID);
      versions.bump('join', userID, [groupID], VersionState.delete);
    }
    return versions.bump('member', groupID, userIDs, VersionState.delete);
  };

  /**
   * Leavers' windows closed before their leave's tip was stored in the chat: moving their end up to now lets them
   * keep that one line ("You left the group"), on this device and any they sign in on later.
   */
  const closeWindowsAfterTip = (groupID: string, userIDs: readonly string[]) => {
    for (const userID of userIDs) messageStore.endWindowNow(userID, conversationOf(groupID));
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

  return {
    groupOrThrow,
    roleOf,
    require,
    member,
    conversationOf,
    conversationsOf,
    notifyGroup,
    notifyApplication,
    join,
    leave,
    closeWindowsAfterTip,
    groupInfoInput,
    JoinSource,
  };
}

export type GroupWriteKit = ReturnType<typeof groupWriteKit>;

export function emptyMember(groupID: string) {
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

import type { MessageItem } from '../../../state/sdk-types';

/** A group member as the server puts it in tips (GroupMemberFullInfo). */
export const member = (userID: string, nickname: string) => ({
  groupID: 'g1',
  userID,
  roleLevel: 20,
  joinTime: 1_700_000_000_000,
  nickname,
  faceURL: '',
  appMangerLevel: 0,
  joinSource: 2,
  operatorUserID: '',
  ex: '',
  muteEndTime: 0,
  inviterUserID: '',
});

/** The common fields of every group tip, around the operation's own (server/im-api/group-write-routes.ts). */
export const groupTips = (opUser: ReturnType<typeof member>, extra: Record<string, unknown> = {}) => ({
  group: { groupID: 'g1', groupName: 'Project Parley', notification: '', ownerUserID: 'alice', status: 0 },
  opUser,
  operationTime: 1_700_000_000_000,
  groupMemberVersion: 3,
  groupMemberVersionID: 'v1',
  ...extra,
});

/** A notification message as the SDK hands it over: the tips as a JSON string in notificationElem.detail. */
export const notificationMessage = (
  contentType: number,
  tips: unknown,
): Pick<MessageItem, 'contentType' | 'notificationElem'> => ({
  contentType,
  notificationElem: { detail: JSON.stringify(tips) },
});

import * as z from 'zod';
import { MAX_SHOW_NUMBER } from './pagination.ts';

/**
 * The shapes of what the IM API answers (`data` of OpenIM's envelope), as OpenIM's protobuf JSON names them
 * (protocol sdkws, group, relation, conversation). /openapi.json is built from these, and the tests check every
 * answer against it.
 */

const faceURL = z.string().describe('An http(s) address, a path on this server ("/object/…"), or empty');
const millis = z.number().int().describe('Unix time in milliseconds');

export const userInfo = z.object({
  userID: z.string(),
  nickname: z.string(),
  faceURL,
  ex: z.string(),
  createTime: millis,
  appMangerLevel: z.number().int().describe('1 user, 2 admin, 3 system account (cannot log in)'),
  globalRecvMsgOpt: z.number().int().min(0).max(2).describe('0 receive, 1 do not receive, 2 receive silently'),
});

const publicUser = z.object({ userID: z.string(), nickname: z.string(), faceURL, ex: z.string() });

export const groupInfo = z.object({
  groupID: z.string(),
  groupName: z.string(),
  notification: z.string(),
  introduction: z.string(),
  faceURL,
  ownerUserID: z.string(),
  createTime: millis,
  memberCount: z.number().int(),
  ex: z.string(),
  status: z.number().int().describe('0 normal, 1 chat banned, 2 dismissed, 3 muted'),
  creatorUserID: z.string(),
  groupType: z.literal(2).describe('Always WorkingGroup'),
  needVerification: z.number().int(),
  lookMemberInfo: z.number().int(),
  applyMemberFriend: z.number().int(),
  notificationUpdateTime: millis,
  notificationUserID: z.string(),
});

export const groupMember = z.object({
  groupID: z.string(),
  userID: z.string(),
  roleLevel: z.union([z.literal(100), z.literal(60), z.literal(20)]).describe('100 owner, 60 admin, 20 member'),
  joinTime: millis,
  nickname: z.string(),
  faceURL,
  appMangerLevel: z.number().int(),
  joinSource: z.number().int().describe('2 invited, 3 searched, 4 QR code'),
  operatorUserID: z.string(),
  ex: z.string(),
  muteEndTime: millis,
  inviterUserID: z.string(),
});

/** handleResult of friend and group requests. */
const handleResult = z.union([z.literal(0), z.literal(1), z.literal(-1)]).describe('0 pending, 1 accepted, -1 refused');

export const friendInfo = z.object({
  ownerUserID: z.string(),
  remark: z.string(),
  createTime: millis,
  friendUser: userInfo,
  addSource: z.number().int(),
  operatorUserID: z.string(),
  ex: z.string(),
  isPinned: z.boolean(),
});

export const blackInfo = z.object({
  ownerUserID: z.string(),
  createTime: millis,
  blackUserInfo: publicUser,
  addSource: z.number().int(),
  operatorUserID: z.string(),
  ex: z.string(),
});

export const friendRequest = z.object({
  fromUserID: z.string(),
  fromNickname: z.string(),
  fromFaceURL: faceURL,
  toUserID: z.string(),
  toNickname: z.string(),
  toFaceURL: faceURL,
  handleResult,
  reqMsg: z.string(),
  createTime: millis,
  handlerUserID: z.string(),
  handleMsg: z.string(),
  handleTime: millis,
  ex: z.string(),
});

export const groupRequest = z.object({
  userInfo: publicUser,
  groupInfo,
  handleResult,
  reqMsg: z.string(),
  handleMsg: z.string(),
  reqTime: millis,
  handleUserID: z.string(),
  handleTime: millis,
  ex: z.string(),
  joinSource: z.number().int(),
  inviterUserID: z.string(),
});

export const conversation = z.object({
  ownerUserID: z.string(),
  conversationID: z.string(),
  recvMsgOpt: z.number().int().min(0).max(2),
  conversationType: z.number().int().describe('1 single, 3 group, 4 notification'),
  userID: z.string(),
  groupID: z.string(),
  isPinned: z.boolean(),
  attachedInfo: z.string(),
  isPrivateChat: z.boolean(),
  groupAtType: z.number().int().describe('0 none, 1 @me, 2 @all, 3 @all and @me, 4 group notice'),
  ex: z.string(),
  burnDuration: z.number().int(),
  minSeq: z.number().int(),
  maxSeq: z.number().int(),
  msgDestructTime: z.number().int(),
  latestMsgDestructTime: z.number().int(),
  isMsgDestruct: z.boolean(),
});

/** A page of a list: `total` counts the whole list; at most MAX_SHOW_NUMBER items. */
export const page = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ total: z.number().int().min(0), [key]: z.array(item).max(MAX_SHOW_NUMBER) } as {
    total: z.ZodNumber;
  } & Record<K, z.ZodArray<T>>);

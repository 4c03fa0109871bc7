/** What a group and a member are, as the API shows them and as SQLite stores them. */

/** Groups are always WorkingGroup (deltas.md 4): any other type breaks the SDK's sending. */
export const WORKING_GROUP = 2;

export const GroupRole = { owner: 100, admin: 60, member: 20 } as const;
export const GroupStatus = { ok: 0, banChat: 1, dismissed: 2, muted: 3 } as const;

export interface GroupInfo {
  groupID: string;
  groupName: string;
  notification: string;
  introduction: string;
  faceURL: string;
  ownerUserID: string;
  createTime: number;
  memberCount: number;
  ex: string;
  status: number;
  creatorUserID: string;
  groupType: number;
  needVerification: number;
  lookMemberInfo: number;
  applyMemberFriend: number;
  notificationUpdateTime: number;
  notificationUserID: string;
}

export interface GroupMemberFullInfo {
  groupID: string;
  userID: string;
  roleLevel: number;
  joinTime: number;
  nickname: string;
  faceURL: string;
  appMangerLevel: number;
  joinSource: number;
  operatorUserID: string;
  ex: string;
  muteEndTime: number;
  inviterUserID: string;
}

export interface GroupRow {
  group_id: string;
  group_name: string;
  notification: string;
  introduction: string;
  face_url: string;
  owner_user_id: string;
  creator_user_id: string;
  create_time: number;
  ex: string;
  status: number;
  need_verification: number;
  look_member_info: number;
  apply_member_friend: number;
  notification_update_time: number;
  notification_user_id: string;
  member_count: number;
}

export interface MemberRow {
  group_id: string;
  user_id: string;
  role_level: number;
  join_time: number;
  nickname: string;
  face_url: string;
  join_source: number;
  operator_user_id: string;
  inviter_user_id: string;
  ex: string;
  mute_end_time: number;
}

export const GROUP_SELECT = `SELECT g.*, (SELECT COUNT(*) FROM group_members m WHERE m.group_id = g.group_id) AS member_count FROM groups g`;
/** Owner, then admins, then members, each by join time (the order the SDK pages members in). */
export const MEMBER_ORDER = 'ORDER BY role_level DESC, join_time, rowid';

export const toGroupInfo = (row: GroupRow): GroupInfo => ({
  groupID: row.group_id,
  groupName: row.group_name,
  notification: row.notification,
  introduction: row.introduction,
  faceURL: row.face_url,
  ownerUserID: row.owner_user_id,
  createTime: row.create_time,
  memberCount: row.member_count,
  ex: row.ex,
  status: row.status,
  creatorUserID: row.creator_user_id,
  groupType: WORKING_GROUP,
  needVerification: row.need_verification,
  lookMemberInfo: row.look_member_info,
  applyMemberFriend: row.apply_member_friend,
  notificationUpdateTime: row.notification_update_time,
  notificationUserID: row.notification_user_id,
});

export type GroupColumn =
  | 'group_name'
  | 'notification'
  | 'introduction'
  | 'face_url'
  | 'ex'
  | 'status'
  | 'owner_user_id'
  | 'need_verification'
  | 'look_member_info'
  | 'apply_member_friend'
  | 'notification_update_time'
  | 'notification_user_id';

export type MemberColumn = 'role_level' | 'nickname' | 'face_url' | 'ex' | 'mute_end_time';

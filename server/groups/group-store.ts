import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import type { UserStore } from '../users/users.ts';
import {
  GroupRole,
  type GroupInfo,
  type GroupMemberFullInfo,
  type GroupRow,
  type MemberRow,
  GROUP_SELECT,
  MEMBER_ORDER,
  toGroupInfo,
  type GroupColumn,
  type MemberColumn,
} from './group-model.ts';

/** Groups and their members. */
/** Told after members left a group (quit, kicked, or all of them when it is dismissed). */
export type MembersRemoved = (groupID: string, userIDs: readonly string[]) => void;

export class GroupStore {
  private readonly removedListeners: MembersRemoved[] = [];

  constructor(
    private readonly db: Db,
    private readonly users: UserStore,
  ) {}

  onMembersRemoved(listener: MembersRemoved): void {
    this.removedListeners.push(listener);
  }

  groups(groupIDs: readonly string[]): GroupInfo[] {
    if (groupIDs.length === 0) return [];
    const rows = statement(this.db, `${GROUP_SELECT} WHERE g.group_id IN (SELECT value FROM json_each(?))`).all(
      JSON.stringify(groupIDs),
    ) as GroupRow[];
    return rows.map(toGroupInfo);
  }

  group(groupID: string): GroupInfo | undefined {
    return this.groups([groupID])[0];
  }

  joinedGroupIDs(userID: string): string[] {
    return statement(this.db, 'SELECT group_id FROM group_members WHERE user_id = ? ORDER BY join_time, rowid')
      .pluck()
      .all(userID) as string[];
  }

  memberIDs(groupID: string): string[] {
    return statement(this.db, `SELECT user_id FROM group_members WHERE group_id = ? ${MEMBER_ORDER}`)
      .pluck()
      .all(groupID) as string[];
  }

  isMember(groupID: string, userID: string): boolean {
    return (
      statement(this.db, 'SELECT 1 FROM group_members WHERE group_id = ? AND user_id = ?').get(groupID, userID) !==
      undefined
    );
  }

  private toMembers(rows: MemberRow[]): GroupMemberFullInfo[] {
    const profiles = new Map(this.users.find(rows.map((row) => row.user_id)).map((user) => [user.userID, user]));
    return rows.map((row) => {
      const profile = profiles.get(row.user_id);
      // The reference fills an empty member nickname or face from the profile on every read.
      return {
        groupID: row.group_id,
        userID: row.user_id,
        roleLevel: row.role_level,
        joinTime: row.join_time,
        nickname: row.nickname || profile?.nickname || '',
        faceURL: row.face_url || profile?.faceURL || '',
        appMangerLevel: profile?.appMangerLevel ?? 0,
        joinSource: row.join_source,
        operatorUserID: row.operator_user_id,
        ex: row.ex,
        muteEndTime: row.mute_end_time,
        inviterUserID: row.inviter_user_id,
      };
    });
  }

  members(groupID: string, offset = 0, limit = -1): GroupMemberFullInfo[] {
    const rows = statement(
      this.db,
      `SELECT * FROM group_members WHERE group_id = ? ${MEMBER_ORDER} LIMIT ? OFFSET ?`,
    ).all(groupID, limit, offset) as MemberRow[];
    return this.toMembers(rows);
  }

  membersByID(groupID: string, userIDs: readonly string[]): GroupMemberFullInfo[] {
    if (userIDs.length === 0) return [];
    const rows = statement(
      this.db,
      `SELECT * FROM group_members WHERE group_id = ? AND user_id IN (SELECT value FROM json_each(?)) ${MEMBER_ORDER}`,
    ).all(groupID, JSON.stringify(userIDs)) as MemberRow[];
    return this.toMembers(rows);
  }

  memberCount(groupID: string): number {
    return statement(this.db, 'SELECT COUNT(*) FROM group_members WHERE group_id = ?').pluck().get(groupID) as number;
  }

  create(
    group: {
      groupID: string;
      groupName: string;
      notification: string;
      introduction: string;
      faceURL: string;
      ex: string;
      ownerUserID: string;
      creatorUserID: string;
      needVerification: number;
      lookMemberInfo: number;
      applyMemberFriend: number;
    },
    now: number,
  ): void {
    statement(
      this.db,
      `INSERT INTO groups (group_id, group_name, notification, introduction, face_url, ex, owner_user_id, creator_user_id, create_time,
         need_verification, look_member_info, apply_member_friend, notification_update_time, notification_user_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      group.groupID,
      group.groupName,
      group.notification,
      group.introduction,
      group.faceURL,
      group.ex,
      group.ownerUserID,
      group.creatorUserID,
      now,
      group.needVerification,
      group.lookMemberInfo,
      group.applyMemberFriend,
      group.notification ? now : 0,
      group.notification ? group.creatorUserID : '',
    );
  }

  exists(groupID: string): boolean {
    return statement(this.db, 'SELECT 1 FROM groups WHERE group_id = ?').get(groupID) !== undefined;
  }

  /** Applies the given columns; the caller has validated names and values. */
  update(groupID: string, changes: Partial<Record<GroupColumn, string | number>>): void {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    const assignments = entries.map(([column]) => `${column} = ?`).join(', ');
    statement(this.db, `UPDATE groups SET ${assignments} WHERE group_id = ?`).run(
      ...entries.map(([, value]) => value),
      groupID,
    );
  }

  /** Adds the users not yet members; returns the ones added. */
  addMembers(
    groupID: string,
    userIDs: readonly string[],
    joining: { roleLevel: number; joinSource: number; inviterUserID: string; operatorUserID: string },
    now: number,
  ): string[] {
    const insert = statement(
      this.db,
      `INSERT OR IGNORE INTO group_members (group_id, user_id, role_level, join_time, join_source, inviter_user_id, operator_user_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    return userIDs.filter(
      (userID, index) =>
        insert.run(
          groupID,
          userID,
          joining.roleLevel,
          now + index,
          joining.joinSource,
          joining.inviterUserID,
          joining.operatorUserID,
        ).changes > 0,
    );
  }

  removeMembers(groupID: string, userIDs: readonly string[]): void {
    const remove = statement(this.db, 'DELETE FROM group_members WHERE group_id = ? AND user_id = ?');
    for (const userID of userIDs) remove.run(groupID, userID);
    for (const listener of this.removedListeners) listener(groupID, userIDs);
  }

  updateMember(groupID: string, userID: string, changes: Partial<Record<MemberColumn, string | number>>): void {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    const assignments = entries.map(([column]) => `${column} = ?`).join(', ');
    statement(this.db, `UPDATE group_members SET ${assignments} WHERE group_id = ? AND user_id = ?`).run(
      ...entries.map(([, value]) => value),
      groupID,
      userID,
    );
  }

  /** The IDs of the owner and the admins. */
  managerIDs(groupID: string): string[] {
    return statement(
      this.db,
      'SELECT user_id FROM group_members WHERE group_id = ? AND role_level >= 60 ORDER BY role_level DESC',
    )
      .pluck()
      .all(groupID) as string[];
  }

  /**
   * Whether `applicant` and `target` share a group with applyMemberFriend on in which the applicant is an
   * ordinary member, and no group without that restriction.
   */
  sharedGroupsForbiddingFriendship(applicant: string, target: string): boolean {
    const shared = statement(
      this.db,
      `SELECT g.apply_member_friend AS restricted, a.role_level AS role
         FROM group_members a JOIN group_members b ON a.group_id = b.group_id
         JOIN groups g ON g.group_id = a.group_id
        WHERE a.user_id = ? AND b.user_id = ? AND g.status != 2`,
    ).all(applicant, target) as Array<{ restricted: number; role: number }>;
    if (shared.length === 0) return false;
    return shared.every((row) => row.restricted === 1 && row.role === GroupRole.member);
  }

  /** Groups this user owns or administers. */
  managedGroupIDs(userID: string): string[] {
    return statement(this.db, 'SELECT group_id FROM group_members WHERE user_id = ? AND role_level >= 60')
      .pluck()
      .all(userID) as string[];
  }
}

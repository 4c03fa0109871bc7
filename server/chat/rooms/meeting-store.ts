import type { ChatDb } from '../storage/chat-schema.ts';
import { DAY_MS, EARLY_MS, type Meeting, type MeetingInvitee } from './meeting-rules.ts';

/** Meetings long over removed at a time: the next invitation removes more. */
const SWEEP_LIMIT = 200;

/** The meetings in the chat database (meetings and meeting_invitees), read and written inside a transaction. */
export const meetingStore = {
  async get(db: ChatDb, meetingID: string): Promise<Meeting | undefined> {
    const row = await db
      .selectFrom('meetings')
      .select(['host_user_id', 'start_ms', 'end_ms'])
      .where('meeting_id', '=', meetingID)
      .executeTakeFirst();
    return row && { meetingID, hostUserID: row.host_user_id, startMs: row.start_ms, endMs: row.end_ms };
  },

  /** Adds `invitee` to the meeting, which its first invitation creates; its host stays the first one's. */
  async invite(db: ChatDb, meeting: Meeting, invitee: MeetingInvitee): Promise<void> {
    const { meetingID, hostUserID, startMs, endMs } = meeting;
    await db
      .insertInto('meetings')
      .values({ meeting_id: meetingID, host_user_id: hostUserID, start_ms: startMs, end_ms: endMs })
      .onConflict((oc) => oc.column('meeting_id').doNothing())
      .execute();
    if ((await meetingStore.get(db, meetingID))?.hostUserID !== hostUserID) return;
    await db
      .insertInto('meeting_invitees')
      .values({ meeting_id: meetingID, user_id: invitee.userID, group_id: invitee.groupID })
      .onConflict((oc) => oc.columns(['meeting_id', 'user_id', 'group_id']).doNothing())
      .execute();
  },

  async invitees(db: ChatDb, meetingID: string): Promise<MeetingInvitee[]> {
    const rows = await db
      .selectFrom('meeting_invitees')
      .select(['user_id', 'group_id'])
      .where('meeting_id', '=', meetingID)
      .execute();
    return rows.map((row) => ({ userID: row.user_id, groupID: row.group_id }));
  },

  /** The meetings open now (or within EARLY_MS) that a group was invited to. */
  async openForGroup(db: ChatDb, groupID: string, now: number): Promise<string[]> {
    const rows = await db
      .selectFrom('meetings')
      .innerJoin('meeting_invitees', 'meeting_invitees.meeting_id', 'meetings.meeting_id')
      .select('meetings.meeting_id')
      .distinct()
      .where('meeting_invitees.group_id', '=', groupID)
      .where('meetings.start_ms', '<=', now + EARLY_MS)
      .where('meetings.end_ms', '>', now)
      .execute();
    return rows.map((row) => row.meeting_id);
  },

  /** Removes up to SWEEP_LIMIT meetings that ended a day ago or more (their invitees go with them). */
  async sweep(db: ChatDb, now: number): Promise<void> {
    const over = await db
      .selectFrom('meetings')
      .select('meeting_id')
      .where('end_ms', '<', now - DAY_MS)
      .limit(SWEEP_LIMIT)
      .execute();
    if (over.length === 0) return;
    const ids = over.map((row) => row.meeting_id);
    await db.deleteFrom('meeting_invitees').where('meeting_id', 'in', ids).execute();
    await db.deleteFrom('meetings').where('meeting_id', 'in', ids).execute();
  },
};

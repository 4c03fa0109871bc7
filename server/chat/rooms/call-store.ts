import type { ChatDb } from '../storage/chat-schema.ts';
import { expiresAt, type LiveCall } from './call-rules.ts';

/** Rows written in one statement: well under SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;
/** Expired calls removed at a time: the next new call removes more. */
export const SWEEP_LIMIT = 200;

/** The live calls in the chat database (chat_calls and their invitees), read and written inside a transaction. */
export const callStore = {
  /** The call a room ID names, live or not (call-rules.ts `isLive` says). */
  async get(db: ChatDb, roomID: string): Promise<LiveCall | undefined> {
    const row = await db.selectFrom('chat_calls').selectAll().where('room_id', '=', roomID).executeTakeFirst();
    if (!row) return undefined;
    const invitees = await db
      .selectFrom('chat_call_invitees')
      .select('user_id')
      .where('room_id', '=', roomID)
      .execute();
    return {
      roomID,
      inviterUserID: row.inviter_user_id,
      invitees: invitees.map((invitee) => invitee.user_id),
      groupID: row.group_id,
      mediaRoom: row.media_room,
      mediaType: row.media_type === 'audio' ? 'audio' : 'video',
      ringsUntil: row.rings_until,
      answeredUntil: row.answered_until,
    };
  },

  /** Writes `call`, new or changed from `before` (what `get` read in the same transaction). */
  async put(db: ChatDb, call: LiveCall, before: LiveCall | undefined): Promise<void> {
    const times = { rings_until: call.ringsUntil, answered_until: call.answeredUntil, expires_at: expiresAt(call) };
    if (before) {
      await db.updateTable('chat_calls').set(times).where('room_id', '=', call.roomID).execute();
    } else {
      // A call of the same ID that expired but was not swept yet: it is over, so it goes with its invitees.
      await db.deleteFrom('chat_calls').where('room_id', '=', call.roomID).execute();
      await db
        .insertInto('chat_calls')
        .values({
          room_id: call.roomID,
          inviter_user_id: call.inviterUserID,
          group_id: call.groupID,
          media_room: call.mediaRoom,
          media_type: call.mediaType,
          ...times,
        })
        .execute();
    }
    const had = new Set(before?.invitees);
    const kept = new Set(call.invitees);
    const added = call.invitees.filter((id) => !had.has(id));
    const removed = before?.invitees.filter((id) => !kept.has(id)) ?? [];
    for (let i = 0; i < added.length; i += CHUNK) {
      const rows = added.slice(i, i + CHUNK).map((user_id) => ({ room_id: call.roomID, user_id }));
      await db.insertInto('chat_call_invitees').values(rows).execute();
    }
    for (let i = 0; i < removed.length; i += CHUNK) {
      const ids = removed.slice(i, i + CHUNK);
      await db
        .deleteFrom('chat_call_invitees')
        .where('room_id', '=', call.roomID)
        .where('user_id', 'in', ids)
        .execute();
    }
  },

  async drop(db: ChatDb, roomID: string, mediaRoom?: string): Promise<void> {
    let query = db.deleteFrom('chat_calls').where('room_id', '=', roomID);
    if (mediaRoom !== undefined) query = query.where('media_room', '=', mediaRoom);
    await query.execute();
  },

  /** The room IDs of a group's live calls. */
  async ofGroup(db: ChatDb, groupID: string, now: number): Promise<string[]> {
    const rows = await db
      .selectFrom('chat_calls')
      .select('room_id')
      .where('group_id', '=', groupID)
      .where('group_id', '!=', '')
      .where('expires_at', '>', now)
      .execute();
    return rows.map((row) => row.room_id);
  },

  /** The groups with live calls, those ending last first, at most `limit` of them. */
  async liveGroups(db: ChatDb, now: number, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('chat_calls')
      .select('group_id')
      .where('group_id', '!=', '')
      .where('expires_at', '>', now)
      .groupBy('group_id')
      .orderBy((eb) => eb.fn.max('expires_at'), 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.group_id);
  },

  /** Removes up to SWEEP_LIMIT calls that are over (their invitees go with them). */
  async sweep(db: ChatDb, now: number): Promise<void> {
    const expired = await db
      .selectFrom('chat_calls')
      .select('room_id')
      .where('expires_at', '<=', now)
      .limit(SWEEP_LIMIT)
      .execute();
    if (expired.length === 0) return;
    await db
      .deleteFrom('chat_calls')
      .where('expires_at', '<=', now)
      .where(
        'room_id',
        'in',
        expired.map((row) => row.room_id),
      )
      .execute();
  },
};

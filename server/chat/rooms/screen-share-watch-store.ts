import type { ChatDb } from '../storage/chat-schema.ts';

/** Rooms looked at in one round: far more than have screen grants come or go within eleven minutes. */
const ROUND_LIMIT = 500;

/**
 * The media rooms to watch for screens published without a grant (screen-share-watch.ts), until when, in the chat
 * database: every copy watches what any copy marked, a restart forgets none, and while nothing is marked the copies
 * ask the media server nothing.
 */
export const screenShareWatchStore = (db: ChatDb) => ({
  async mark(mediaRoom: string, until: number): Promise<void> {
    await db
      .insertInto('chat_screen_share_watch')
      .values({ media_room: mediaRoom, until })
      .onConflict((oc) =>
        oc.column('media_room').doUpdateSet({ until }).where('chat_screen_share_watch.until', '<', until),
      )
      .execute();
  },

  /** The rooms watched now; rows past their time are removed on the way. */
  async current(now: number): Promise<string[]> {
    await db.deleteFrom('chat_screen_share_watch').where('until', '<=', now).execute();
    const rows = await db
      .selectFrom('chat_screen_share_watch')
      .select('media_room')
      .orderBy('until')
      .limit(ROUND_LIMIT)
      .execute();
    return rows.map((row) => row.media_room);
  },
});

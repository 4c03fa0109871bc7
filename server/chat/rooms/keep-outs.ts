import type { ChatDb } from '../storage/chat-schema.ts';

/** Kept-out people looked at in one round: far more than leave groups during calls within their tokens' life. */
const ROUND_LIMIT = 500;

/**
 * Who is kept out of which media room until when (server/chat/media-ejection.ts), in the chat database: every copy
 * of the chat service keeps out whom any copy put out, a grant through any copy lifts it, and a restart forgets none.
 */
export const keepOutStore = (db: ChatDb) => ({
  async add(mediaRoom: string, identities: readonly string[], until: number): Promise<void> {
    if (identities.length === 0) return;
    const rows = [...new Set(identities)].map((identity) => ({ media_room: mediaRoom, identity, until }));
    await db
      .insertInto('chat_media_keep_outs')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['media_room', 'identity']).doUpdateSet((eb) => ({ until: eb.ref('excluded.until') })),
      )
      .execute();
  },

  async lift(mediaRoom: string, identity: string): Promise<void> {
    await db
      .deleteFrom('chat_media_keep_outs')
      .where('media_room', '=', mediaRoom)
      .where('identity', '=', identity)
      .execute();
  },

  /** Those kept out now, by media room; rows past their time are removed on the way. */
  async current(now: number): Promise<Map<string, Set<string>>> {
    // Rows come only from members leaving groups during calls: those past their time are few, whatever the wait.
    await db.deleteFrom('chat_media_keep_outs').where('until', '<=', now).execute();
    const rows = await db
      .selectFrom('chat_media_keep_outs')
      .select(['media_room', 'identity'])
      .where('until', '>', now)
      .orderBy('until')
      .limit(ROUND_LIMIT)
      .execute();
    const rooms = new Map<string, Set<string>>();
    for (const row of rows) rooms.set(row.media_room, (rooms.get(row.media_room) ?? new Set()).add(row.identity));
    return rooms;
  },
});

export type KeepOuts = ReturnType<typeof keepOutStore>;

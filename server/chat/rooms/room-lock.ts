import { sql } from 'kysely';
import type { ChatDb } from '../storage/chat-schema.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';

/** The first key of the room locks, so they never meet another advisory lock on the same database. */
const ROOM_LOCK_CLASS = 2026_11_26 % 2 ** 31;
/** The first key of the media-room locks (mediaRoomTurns). */
const MEDIA_ROOM_LOCK_CLASS = 2026_11_29 % 2 ** 31;

/**
 * Holds a room ID for the rest of the transaction `trx`: two copies deciding about the same ID at once (an invite
 * heard by one while the other hears a meeting invitation, an accept, a hang-up) take turns, so each decides on
 * what the other wrote. On SQLite a write, even of nothing, takes the file's one write lock before anything is read
 * (waiting up to its busy timeout), so copies sharing one file (docs/past-one-machine.md) never decide on a
 * snapshot another has changed since; one process runs one transaction at a time anyway.
 */
export async function lockRoom(trx: ChatDb, dialect: ChatDialect, roomID: string): Promise<void> {
  if (dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(${ROOM_LOCK_CLASS}, hashtext(${roomID}))`.execute(trx);
  else
    await trx
      .deleteFrom('chat_calls')
      .where(sql<boolean>`0`)
      .execute();
}

/**
 * Takes turns on a media room for decisions that ask the media server on the way (screen-share grants): in this
 * process always, and on PostgreSQL across copies too, with a lock of its own class held for the decision. On SQLite
 * the file's write lock would stop every other write while the media server answers, so copies sharing one file
 * take turns only within each copy.
 */
export function mediaRoomTurns(db: ChatDb, dialect: ChatDialect) {
  const tails = new Map<string, Promise<unknown>>();
  const across = <T>(mediaRoom: string, work: () => Promise<T>): Promise<T> =>
    dialect === 'postgres'
      ? db.transaction().execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(${MEDIA_ROOM_LOCK_CLASS}, hashtext(${mediaRoom}))`.execute(trx);
          return work();
        })
      : work();
  return <T>(mediaRoom: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(mediaRoom) ?? Promise.resolve()).then(() => across(mediaRoom, work));
    const tail = run.catch(() => undefined);
    tails.set(mediaRoom, tail);
    void tail.then(() => {
      if (tails.get(mediaRoom) === tail) tails.delete(mediaRoom);
    });
    return run;
  };
}

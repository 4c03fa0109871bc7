import { sql } from 'kysely';
import type { ChatDb } from '../storage/chat-schema.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';

/** The first key of the message locks, apart from the room locks (../rooms/room-lock.ts). */
const MESSAGE_LOCK_CLASS = 2026_11_28 % 2 ** 31;

/**
 * Holds one message's reactions, edits or pins for the rest of the transaction `trx`, so that two requests (maybe
 * to two copies of the chat service) checking a limit at once take turns and the second sees the first's row. On
 * SQLite a write, even of nothing, takes the file's write lock before anything is read.
 */
export async function lockMessage(trx: ChatDb, dialect: ChatDialect, key: string): Promise<void> {
  if (dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(${MESSAGE_LOCK_CLASS}, hashtext(${key}))`.execute(trx);
  else
    await trx
      .deleteFrom('message_reactions')
      .where(sql<boolean>`0`)
      .execute();
}

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { openChatDatabase } from '../../server/chat/storage/chat-database.ts';
import type { MomentCursor } from '../../wire/moment-cursor.ts';

/** The chat service's SQLite directory in the topology, or a scratch one beside it when the chat data is in PostgreSQL. */
const chatSqliteDir = (where: { databaseURL: string | undefined; dataRoot: string }) =>
  where.databaseURL
    ? join(where.dataRoot, 'filler')
    : join(
        where.dataRoot,
        readdirSync(where.dataRoot).find((name) => name.startsWith('apart-chat-'))!,
      );

/**
 * Tops the chat database of a running topology up to `total` moments, written straight into its tables (through the
 * API 100,000 posts would take an hour): by the bench's users, of every permission, each tenth liked and commented,
 * spread over the past year so that every feed page has them among the seeded ones.
 */
export async function fillMoments(
  where: { databaseURL: string | undefined; dataRoot: string },
  authors: readonly string[],
  total: number,
): Promise<void> {
  const sqlite = openDatabase(chatSqliteDir(where));
  const storage = await openChatDatabase(where.databaseURL ?? '', sqlite);
  try {
    const counted = await storage.db
      .selectFrom('work_moments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const now = Date.now();
    for (let done = Number(counted.n); done < total;) {
      const batch = Array.from({ length: Math.min(400, total - done) }, (_, i) => ({
        work_moment_id: randomUUID(),
        user_id: authors[(done + i) % authors.length]!,
        content: JSON.stringify({ text: `filler ${done + i}`, metas: [], type: 0 }),
        permission: (done + i) % 4 === 1 ? 1 : 0,
        create_time: now - 1000 - Math.floor(Math.random() * 365 * 86_400_000),
      }));
      await storage.db.transaction().execute(async (trx) => {
        await trx.insertInto('work_moments').values(batch).execute();
        const social = batch.filter((_, i) => i % 10 === 0);
        if (social.length === 0) return;
        await trx
          .insertInto('work_moment_likes')
          .values(
            social.map((m, i) => ({
              work_moment_id: m.work_moment_id,
              user_id: authors[i % authors.length]!,
              create_time: m.create_time,
            })),
          )
          .execute();
        await trx
          .insertInto('work_moment_comments')
          .values(
            social.map((m, i) => ({
              comment_id: randomUUID(),
              work_moment_id: m.work_moment_id,
              user_id: authors[(i + 1) % authors.length]!,
              reply_user_id: '',
              content: 'filler comment',
              create_time: m.create_time + 1,
            })),
          )
          .execute();
      });
      done += batch.length;
    }
    // A server that grew to this size over months has its planner's statistics: PostgreSQL's autovacuum gathers them
    // within a minute of such a change (SQLite's are gathered by the copy at open: the bench opens it afresh).
    if (where.databaseURL)
      await sql`ANALYZE work_moments, work_moment_users, work_moment_likes, work_moment_comments`.execute(storage.db);
  } finally {
    await storage.close();
    sqlite.close();
  }
}

/**
 * The cursor of the moment `depth` places from the newest in the whole database: a page after it is as deep in
 * every reader's feed as the history allows, whoever reads.
 */
export async function cursorAt(
  where: { databaseURL: string | undefined; dataRoot: string },
  depth: number,
): Promise<MomentCursor> {
  const sqlite = openDatabase(chatSqliteDir(where));
  const storage = await openChatDatabase(where.databaseURL ?? '', sqlite);
  try {
    const row = await storage.db
      .selectFrom('work_moments')
      .select(['create_time', 'work_moment_id'])
      .orderBy('create_time', 'desc')
      .orderBy('work_moment_id', 'desc')
      .offset(depth)
      .limit(1)
      .executeTakeFirstOrThrow();
    return { createTime: row.create_time, workMomentID: row.work_moment_id };
  } finally {
    await storage.close();
    sqlite.close();
  }
}

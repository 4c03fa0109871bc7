import { sql } from 'kysely';
import type { ChatDb } from '../storage/chat-schema.ts';
import { inChunks, likePattern } from '../storage/query-helpers.ts';

export interface Block {
  userID: string;
  reason: string;
  opUserID: string;
  createTime: number;
}

/** Accounts blocked from signing in by an administrator (OpenIM admin-api /block/*). */
export class BlockStore {
  constructor(
    private readonly db: ChatDb,
    private readonly now: () => number = Date.now,
  ) {}

  async isBlocked(userID: string): Promise<boolean> {
    return (await this.db.selectFrom('chat_blocks').select('user_id').where('user_id', '=', userID).executeTakeFirst())
      ? true
      : false;
  }

  /** Blocks the account, or updates the reason of a block already there. */
  async block(userID: string, reason: string, opUserID: string): Promise<void> {
    await this.db
      .insertInto('chat_blocks')
      .values({ user_id: userID, reason, op_user_id: opUserID, create_time: this.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ reason, op_user_id: opUserID }))
      .execute();
  }

  async unblock(userIDs: readonly string[]): Promise<void> {
    await inChunks(userIDs, async (chunk) => {
      await this.db.deleteFrom('chat_blocks').where('user_id', 'in', chunk).execute();
      return [];
    });
  }

  /** The blocks among `userIDs`, by user. */
  async find(userIDs: readonly string[]): Promise<Map<string, Block>> {
    const rows = await inChunks(userIDs, (chunk) =>
      this.db.selectFrom('chat_blocks').selectAll().where('user_id', 'in', chunk).execute(),
    );
    return new Map(rows.map((row) => [row.user_id, toBlock(row)]));
  }

  /** Blocked accounts whose ID, nickname or account contains `keyword`, newest block first. */
  async search(keyword: string, offset: number, limit: number): Promise<{ total: number; blocks: Block[] }> {
    const like = likePattern(keyword);
    const from = this.db
      .selectFrom('chat_blocks as b')
      .leftJoin('chat_accounts as a', 'a.user_id', 'b.user_id')
      .where(
        sql<boolean>`lower(b.user_id) LIKE ${like} ESCAPE '\\' OR lower(coalesce(a.nickname, '')) LIKE ${like} ESCAPE '\\'
         OR lower(coalesce(a.account, '')) LIKE ${like} ESCAPE '\\'`,
      );
    const { total } = await from.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await from
      .selectAll('b')
      .orderBy('b.create_time', 'desc')
      .orderBy('b.user_id')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total: Number(total), blocks: rows.map(toBlock) };
  }
}

const toBlock = (row: { user_id: string; reason: string; op_user_id: string; create_time: number }): Block => ({
  userID: row.user_id,
  reason: row.reason,
  opUserID: row.op_user_id,
  createTime: row.create_time,
});

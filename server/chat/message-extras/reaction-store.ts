import type { ChatDb } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';
import { MAX_REACTION_EMOJI, type MessageReactions } from '../../../wire/message-extras.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import { lockMessage } from './message-lock.ts';

/** Reactions to IM messages, by conversation and clientMsgID: one row per person and emoji. */
export class ReactionStore {
  constructor(
    private readonly db: ChatDb,
    private readonly dialect: ChatDialect,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Gives or takes back one reaction. Whether anything changed: giving one twice, or taking back one never given,
   * changes nothing and tells nobody. A 21st distinct emoji is refused (1001) in the same transaction that would add
   * it, so two people adding at once cannot pass the limit together.
   */
  async set(conversationID: string, clientMsgID: string, emoji: string, userID: string, react: boolean) {
    if (!react) {
      const result = await this.db
        .deleteFrom('message_reactions')
        .where('conversation_id', '=', conversationID)
        .where('client_msg_id', '=', clientMsgID)
        .where('emoji', '=', emoji)
        .where('user_id', '=', userID)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    }
    return this.db.transaction().execute(async (trx) => {
      await lockMessage(trx, this.dialect, `${conversationID}\n${clientMsgID}`);
      const rows = await trx
        .selectFrom('message_reactions')
        .select(['emoji', 'user_id'])
        .where('conversation_id', '=', conversationID)
        .where('client_msg_id', '=', clientMsgID)
        .execute();
      if (rows.some((row) => row.emoji === emoji && row.user_id === userID)) return false;
      const distinct = new Set(rows.map((row) => row.emoji));
      if (!distinct.has(emoji) && distinct.size >= MAX_REACTION_EMOJI)
        throw new ApiError(1001, 'ArgsError', `a message carries at most ${MAX_REACTION_EMOJI} different emoji`);
      await trx
        .insertInto('message_reactions')
        .values({
          conversation_id: conversationID,
          client_msg_id: clientMsgID,
          emoji,
          user_id: userID,
          create_time: this.now(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return true;
    });
  }

  /** The reactions of these messages, each emoji in the order it was first given, its people in theirs. */
  async of(conversationID: string, clientMsgIDs: readonly string[]): Promise<MessageReactions[]> {
    const rows = await inChunks([...new Set(clientMsgIDs)], (chunk) =>
      this.db
        .selectFrom('message_reactions')
        .select(['client_msg_id', 'emoji', 'user_id', 'create_time'])
        .where('conversation_id', '=', conversationID)
        .where('client_msg_id', 'in', chunk)
        .execute(),
    );
    rows.sort((a, b) => a.create_time - b.create_time || a.user_id.localeCompare(b.user_id));
    const byMessage = new Map<string, Map<string, string[]>>();
    for (const row of rows) {
      const emoji = byMessage.get(row.client_msg_id) ?? new Map<string, string[]>();
      byMessage.set(row.client_msg_id, emoji);
      emoji.set(row.emoji, [...(emoji.get(row.emoji) ?? []), row.user_id]);
    }
    return [...byMessage].map(([clientMsgID, emoji]) => ({
      clientMsgID,
      reactions: [...emoji].map(([e, userIDs]) => ({ emoji: e, userIDs })),
    }));
  }
}

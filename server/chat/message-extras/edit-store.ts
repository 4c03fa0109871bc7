import type { ChatDb } from '../storage/chat-schema.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import { inChunks } from '../storage/query-helpers.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { EDIT_WINDOW_MS, EditError, type EditVersion, type MessageEdit } from '../../../wire/message-extras.ts';
import { lockMessage } from './message-lock.ts';
import type { MessageFacts } from './message-facts.ts';

/** Edits one message may have: each is a version every reader of the history gets, so their number is bounded. */
export const MAX_EDITS_PER_MESSAGE = 50;

/** The versions of edited messages, by conversation and clientMsgID; version 0 is the text as sent. */
export class EditStore {
  constructor(
    private readonly db: ChatDb,
    private readonly dialect: ChatDialect,
    private readonly facts: MessageFacts,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Stores `text` as the message's newest version, if IM said `editorID` sent it as a text message less than
   * EDIT_WINDOW_MS ago and it was not recalled. Every check and the write are one transaction under the message's
   * lock, so a recall or another edit heard meanwhile is never overtaken. Answers the edit as stored.
   */
  async edit(conversationID: string, clientMsgID: string, editorID: string, text: string): Promise<MessageEdit> {
    return this.db.transaction().execute(async (trx) => {
      await lockMessage(trx, this.dialect, `${conversationID}\n${clientMsgID}`);
      const fact = await this.facts.of(conversationID, clientMsgID, trx);
      // Unknown, not a text message, or past the margin: nothing IM said lets this be edited.
      if (!fact) throw new ApiError(1004, 'RecordNotFoundError', `no text message ${clientMsgID} here to edit`);
      if (fact.revoked) throw new ApiError(1404, 'MsgAlreadyRevoke', 'a recalled message cannot be edited');
      if (fact.sendID !== editorID) throw new ApiError(1002, 'NoPermissionError', 'only its sender edits a message');
      const editTime = this.now();
      if (editTime - fact.sendTime > EDIT_WINDOW_MS)
        throw new ApiError(EditError.EditWindowClosed, 'EditWindowClosed', 'a message can be edited for 24 hours');
      const last = await trx
        .selectFrom('message_edits')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('conversation_id', '=', conversationID)
        .where('client_msg_id', '=', clientMsgID)
        .executeTakeFirst();
      const lastVersion = last?.version == null ? -1 : Number(last.version);
      if (lastVersion >= MAX_EDITS_PER_MESSAGE)
        throw new ApiError(1001, 'ArgsError', `a message can be edited at most ${MAX_EDITS_PER_MESSAGE} times`);
      const row = { conversation_id: conversationID, client_msg_id: clientMsgID, send_id: fact.sendID };
      const versions = [
        ...(lastVersion < 0 ? [{ ...row, version: 0, text: fact.text, edit_time: fact.sendTime }] : []),
        { ...row, version: Math.max(lastVersion, 0) + 1, text, edit_time: editTime },
      ];
      await trx.insertInto('message_edits').values(versions).execute();
      return { clientMsgID, text, editTime };
    });
  }

  /** The newest version of each of these messages that was edited; unedited ones are absent. */
  async latest(conversationID: string, clientMsgIDs: readonly string[]): Promise<MessageEdit[]> {
    const rows = await inChunks([...new Set(clientMsgIDs)], (chunk) =>
      this.db
        .selectFrom('message_edits as e')
        .select(['e.client_msg_id', 'e.text', 'e.edit_time'])
        .where('e.conversation_id', '=', conversationID)
        .where('e.client_msg_id', 'in', chunk)
        .where('e.version', '>', 0)
        .where((eb) =>
          eb(
            'e.version',
            '=',
            eb
              .selectFrom('message_edits as n')
              .select((inner) => inner.fn.max('n.version').as('top'))
              .whereRef('n.conversation_id', '=', 'e.conversation_id')
              .whereRef('n.client_msg_id', '=', 'e.client_msg_id'),
          ),
        )
        .execute(),
    );
    return rows.map((row) => ({ clientMsgID: row.client_msg_id, text: row.text, editTime: Number(row.edit_time) }));
  }

  /** Every version of one message, the text as sent first, and who sent it; undefined if it was never edited. */
  async history(
    conversationID: string,
    clientMsgID: string,
  ): Promise<{ sendID: string; versions: EditVersion[] } | undefined> {
    const rows = await this.db
      .selectFrom('message_edits')
      .select(['send_id', 'text', 'edit_time'])
      .where('conversation_id', '=', conversationID)
      .where('client_msg_id', '=', clientMsgID)
      .orderBy('version')
      .execute();
    if (rows.length === 0) return undefined;
    return {
      sendID: rows[0]!.send_id,
      versions: rows.map((row) => ({ text: row.text, time: Number(row.edit_time) })),
    };
  }
}

import type { ChatDb } from '../storage/chat-schema.ts';
import type { AfterSendMsg } from '../../protocol/openim-webhooks.ts';
import { ContentType } from '../../../wire/message-types.ts';
import { EDIT_WINDOW_MS } from '../../../wire/message-extras.ts';

/** How long past the edit window a fact is kept: a late edit then gets the precise "too late", not "unknown". */
const FACT_MARGIN_MS = 60 * 60 * 1000;
/** Facts are pruned at most this often by one process. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** What IM said of one sent text message: all an edit is checked against, nothing the editing client says. */
export interface MessageFact {
  conversationID: string;
  clientMsgID: string;
  sendID: string;
  sendTime: number;
  text: string;
  revoked: boolean;
}

const asObject = (json: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The text of a text (101), @-mention (106) or quote (114) message's content; undefined for any other. */
export function editableTextOf(contentType: number, content: string): string | undefined {
  const field =
    contentType === ContentType.text
      ? 'content'
      : contentType === ContentType.atText || contentType === ContentType.quote
        ? 'text'
        : undefined;
  const value = field && asObject(content)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** OpenIM's conversation ID of a message as an after-send webhook describes it (openim-ws-gateway.md §4.2). */
export const conversationIDOf = (msg: AfterSendMsg): string =>
  'groupID' in msg ? `sg_${msg.groupID}` : `si_${[msg.sendID, msg.recvID].sort().join('_')}`;

/**
 * The message a revoke notification (2101) names. Its content is {"detail": RevokeMsgTips as JSON} as IM stores it,
 * or the tips themselves where OpenIM's GetContent unwrapped them.
 */
export function revokedMessageOf(
  contentType: number,
  content: string,
): { conversationID: string; clientMsgID: string } | undefined {
  if (contentType !== ContentType.revoked) return undefined;
  const outer = asObject(content);
  const tips = typeof outer?.detail === 'string' ? asObject(outer.detail) : outer;
  const { conversationID, clientMsgID } = tips ?? {};
  return typeof conversationID === 'string' && typeof clientMsgID === 'string' && clientMsgID !== ''
    ? { conversationID, clientMsgID }
    : undefined;
}

/**
 * The facts of text messages, learnt from IM's after-send webhooks and revoke notifications, kept a day (the edit
 * window) and a margin. A message whose webhook never came has no fact, and cannot be edited.
 */
export class MessageFacts {
  private lastPrune = 0;

  constructor(
    private readonly db: ChatDb,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Records a text message IM says was sent; anything else is ignored. A repeated webhook changes nothing. */
  async heard(msg: AfterSendMsg): Promise<void> {
    const text = editableTextOf(msg.contentType, msg.content);
    if (text === undefined || msg.clientMsgID === '') return;
    // The sending client may set sendTime (OpenIM keeps a non-zero one): it may only shorten its own window, never
    // put the message in the future.
    const now = this.now();
    const sendTime = Math.min(msg.sendTime || now, now);
    await this.db
      .insertInto('message_facts')
      .values({
        conversation_id: conversationIDOf(msg),
        client_msg_id: msg.clientMsgID,
        send_id: msg.sendID,
        send_time: sendTime,
        text,
        revoked: 0,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await this.prune();
  }

  /**
   * Marks a message recalled, and forgets its edits: the sender withdrew the text, and no read may bring back any
   * version of it. A recall heard before the message's own webhook leaves a fact that refuses the edit all the same.
   */
  async revoked(conversationID: string, clientMsgID: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('message_facts')
        .values({
          conversation_id: conversationID,
          client_msg_id: clientMsgID,
          send_id: '',
          send_time: this.now(),
          text: '',
          revoked: 1,
        })
        .onConflict((conflict) => conflict.columns(['conversation_id', 'client_msg_id']).doUpdateSet({ revoked: 1 }))
        .execute();
      await trx
        .deleteFrom('message_edits')
        .where('conversation_id', '=', conversationID)
        .where('client_msg_id', '=', clientMsgID)
        .execute();
    });
  }

  async of(conversationID: string, clientMsgID: string, db: ChatDb = this.db): Promise<MessageFact | undefined> {
    const row = await db
      .selectFrom('message_facts')
      .selectAll()
      .where('conversation_id', '=', conversationID)
      .where('client_msg_id', '=', clientMsgID)
      .executeTakeFirst();
    return (
      row && {
        conversationID: row.conversation_id,
        clientMsgID: row.client_msg_id,
        sendID: row.send_id,
        sendTime: Number(row.send_time),
        text: row.text,
        revoked: Number(row.revoked) === 1,
      }
    );
  }

  private async prune(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .deleteFrom('message_facts')
      .where('send_time', '<', now - EDIT_WINDOW_MS - FACT_MARGIN_MS)
      .execute();
  }
}

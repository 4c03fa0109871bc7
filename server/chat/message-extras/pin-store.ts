import type { ChatDb } from '../storage/chat-schema.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { lockMessage } from './message-lock.ts';
import {
  MAX_PIN_EVENTS,
  MAX_PINS,
  PIN_LIMIT_ERROR,
  type MessagePin,
  type PinNotice,
} from '../../../wire/message-extras.ts';

/** Where a pinned message is, as the pinning client states it. */
export interface PinTarget {
  clientMsgID: string;
  seq: number;
  sendTime: number;
}

/** Pinned messages by conversation, the latest pin notices, and the groups' "members may pin" setting. */
export class PinStore {
  constructor(
    private readonly db: ChatDb,
    private readonly dialect: ChatDialect,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Pins or unpins one message; the notice to tell, or undefined when nothing changed (pinning a pinned message,
   * unpinning one that is not). The count is checked under the conversation's lock, in the transaction that adds
   * the pin, so two people pinning the 50th at once (maybe through two copies of the service) cannot both pass.
   */
  async set(conversationID: string, target: PinTarget, userID: string, pin: boolean): Promise<PinNotice | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await lockMessage(trx, this.dialect, `${conversationID}\npins`);
      const time = this.now();
      const existing = await trx
        .selectFrom('message_pins')
        .select('client_msg_id')
        .where('conversation_id', '=', conversationID)
        .where('client_msg_id', '=', target.clientMsgID)
        .executeTakeFirst();
      if (Boolean(existing) === pin) return undefined;
      if (pin) {
        const { count } = await trx
          .selectFrom('message_pins')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('conversation_id', '=', conversationID)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_PINS)
          throw new ApiError(PIN_LIMIT_ERROR, 'PinLimitReached', `a chat keeps at most ${MAX_PINS} pinned messages`);
        await trx
          .insertInto('message_pins')
          .values({
            conversation_id: conversationID,
            client_msg_id: target.clientMsgID,
            seq: target.seq,
            send_time: target.sendTime,
            pinned_by: userID,
            pin_time: time,
          })
          .execute();
      } else {
        await trx
          .deleteFrom('message_pins')
          .where('conversation_id', '=', conversationID)
          .where('client_msg_id', '=', target.clientMsgID)
          .execute();
      }
      await trx
        .insertInto('message_pin_events')
        .values({
          conversation_id: conversationID,
          client_msg_id: target.clientMsgID,
          user_id: userID,
          pinned: pin ? 1 : 0,
          create_time: time,
        })
        .execute();
      // Only the newest notices are ever read: the older ones go, so a pin-unpin loop cannot grow the table.
      const kept = await trx
        .selectFrom('message_pin_events')
        .select('id')
        .where('conversation_id', '=', conversationID)
        .orderBy('id', 'desc')
        .offset(MAX_PIN_EVENTS - 1)
        .limit(1)
        .executeTakeFirst();
      if (kept)
        await trx
          .deleteFrom('message_pin_events')
          .where('conversation_id', '=', conversationID)
          .where('id', '<', kept.id)
          .execute();
      return { conversationID, clientMsgID: target.clientMsgID, pinned: pin, userID, time };
    });
  }

  /** The conversation's pins, newest first, and its latest notices, oldest first. */
  async list(conversationID: string): Promise<{ pins: MessagePin[]; events: PinNotice[] }> {
    const pins = await this.db
      .selectFrom('message_pins')
      .selectAll()
      .where('conversation_id', '=', conversationID)
      .orderBy('pin_time', 'desc')
      .orderBy('client_msg_id')
      .execute();
    const events = await this.db
      .selectFrom('message_pin_events')
      .selectAll()
      .where('conversation_id', '=', conversationID)
      .orderBy('id', 'desc')
      .limit(MAX_PIN_EVENTS)
      .execute();
    return {
      pins: pins.map((row) => ({
        clientMsgID: row.client_msg_id,
        seq: row.seq,
        sendTime: row.send_time,
        pinnedBy: row.pinned_by,
        pinTime: row.pin_time,
      })),
      events: events.reverse().map((row) => ({
        conversationID,
        clientMsgID: row.client_msg_id,
        pinned: row.pinned === 1,
        userID: row.user_id,
        time: row.create_time,
      })),
    };
  }

  /** Whether every member of the group may pin (off until an owner or admin turns it on). */
  async membersMayPin(groupID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('group_pin_settings')
      .select('members_may_pin')
      .where('group_id', '=', groupID)
      .executeTakeFirst();
    return row?.members_may_pin === 1;
  }

  async setMembersMayPin(groupID: string, allowed: boolean): Promise<void> {
    const values = { group_id: groupID, members_may_pin: allowed ? 1 : 0, update_time: this.now() };
    await this.db
      .insertInto('group_pin_settings')
      .values(values)
      .onConflict((conflict) =>
        conflict
          .column('group_id')
          .doUpdateSet({ members_may_pin: values.members_may_pin, update_time: values.update_time }),
      )
      .execute();
  }
}

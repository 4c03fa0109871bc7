import type { ChatDb } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';

export interface PushSubscriptionRecord {
  endpoint: string;
  userID: string;
  platformID: number;
  p256dh: string;
  auth: string;
  privatePreviews: boolean;
  locale: string;
}

interface Row {
  endpoint: string;
  user_id: string;
  platform_id: number;
  p256dh: string;
  auth: string;
  private_previews: number;
  locale: string;
}

const fromRow = (row: Row): PushSubscriptionRecord => ({
  endpoint: row.endpoint,
  userID: row.user_id,
  platformID: row.platform_id,
  p256dh: row.p256dh,
  auth: row.auth,
  privatePreviews: row.private_previews === 1,
  locale: row.locale,
});

const COLUMNS = ['endpoint', 'user_id', 'platform_id', 'p256dh', 'auth', 'private_previews', 'locale'] as const;

/**
 * Users' Web Push subscriptions, in the chat database (SQLite, or PostgreSQL shared by every chat-service copy): at
 * most `perUser` each, the oldest giving way to a new browser.
 */
export class PushSubscriptions {
  constructor(
    private readonly db: ChatDb,
    readonly perUser = 10,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Stores a browser's subscription, or moves it to this user, then lets the user's oldest others go. Two statements,
   * not one transaction: each trim sees every save committed before it, so after concurrent saves on several copies
   * the last trim leaves `perUser`. The saved one is never trimmed, even if another copy's clock is ahead.
   */
  async save(record: PushSubscriptionRecord): Promise<void> {
    const row = {
      endpoint: record.endpoint,
      user_id: record.userID,
      platform_id: record.platformID,
      p256dh: record.p256dh,
      auth: record.auth,
      private_previews: record.privatePreviews ? 1 : 0,
      locale: record.locale,
      create_time: this.now(),
    };
    await this.db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          platform_id: eb.ref('excluded.platform_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          private_previews: eb.ref('excluded.private_previews'),
          locale: eb.ref('excluded.locale'),
          create_time: eb.ref('excluded.create_time'),
        })),
      )
      .execute();
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', record.userID)
      .where('endpoint', '!=', record.endpoint)
      .where(
        'endpoint',
        'not in',
        this.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', record.userID)
          .where('endpoint', '!=', record.endpoint)
          .orderBy('create_time', 'desc')
          .orderBy('endpoint', 'desc')
          .limit(this.perUser - 1),
      )
      .execute();
  }

  /** Removes the caller's own subscription only; reports whether there was one. */
  async remove(userID: string, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userID)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * A login ended (sign-out): the browsers subscribed from that platform hear nothing more, even if an intruder
   * registered one of them.
   */
  async removePlatform(userID: string, platformID: number): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userID)
      .where('platform_id', '=', platformID)
      .execute();
  }

  /** Every login of the user ended (a password change or reset, an admin's force logout). */
  async removeUser(userID: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('user_id', '=', userID).execute();
  }

  /** The push service said the subscription is gone (404/410). */
  async drop(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }

  async of(userID: string): Promise<PushSubscriptionRecord[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select(COLUMNS)
      .where('user_id', '=', userID)
      .orderBy('create_time')
      .orderBy('endpoint')
      .execute();
    return rows.map(fromRow);
  }

  /** The subscriptions of any of `userIDs`, in bounded queries however large the group (Web Push's first filter). */
  async ofUsers(userIDs: readonly string[]): Promise<PushSubscriptionRecord[]> {
    const rows = await inChunks(userIDs, (chunk) =>
      this.db.selectFrom('push_subscriptions').select(COLUMNS).where('user_id', 'in', chunk).execute(),
    );
    return rows.map(fromRow);
  }
}

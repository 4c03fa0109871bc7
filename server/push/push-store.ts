import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';

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

/** Users' Web Push subscriptions; at most `perUser` each, the oldest giving way to a new browser. */
export class PushStore {
  constructor(
    private readonly db: Db,
    readonly perUser = 10,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores (or moves to this user) a browser's subscription, in one transaction. */
  save(record: PushSubscriptionRecord): void {
    this.db.transaction(() => {
      statement(
        this.db,
        `INSERT INTO push_subscriptions (endpoint, user_id, platform_id, p256dh, auth, private_previews, locale, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, platform_id = excluded.platform_id,
           p256dh = excluded.p256dh, auth = excluded.auth, private_previews = excluded.private_previews,
           locale = excluded.locale, create_time = excluded.create_time`,
      ).run(
        record.endpoint,
        record.userID,
        record.platformID,
        record.p256dh,
        record.auth,
        record.privatePreviews ? 1 : 0,
        record.locale,
        this.now(),
      );
      statement(
        this.db,
        `DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint NOT IN (
           SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY create_time DESC, rowid DESC LIMIT ?)`,
      ).run(record.userID, record.userID, this.perUser);
    })();
  }

  /** Removes the caller's own subscription only; reports whether there was one. */
  remove(userID: string, endpoint: string): boolean {
    return (
      statement(this.db, 'DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').run(userID, endpoint)
        .changes > 0
    );
  }

  /**
   * A login ended (logout, force-logout, and so every password change or reset): the browsers subscribed from
   * that platform hear nothing more, even if an intruder registered one of them.
   */
  removePlatform(userID: string, platformID: number): number {
    return statement(this.db, 'DELETE FROM push_subscriptions WHERE user_id = ? AND platform_id = ?').run(
      userID,
      platformID,
    ).changes;
  }

  /** The push service said the subscription is gone (404/410). */
  drop(endpoint: string): void {
    statement(this.db, 'DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
  }

  of(userID: string): PushSubscriptionRecord[] {
    return (
      statement(this.db, 'SELECT * FROM push_subscriptions WHERE user_id = ? ORDER BY create_time').all(userID) as Row[]
    ).map(fromRow);
  }

  /** The subscriptions of any of `userIDs`, in one query however large the group (Web Push's first filter). */
  ofUsers(userIDs: readonly string[]): PushSubscriptionRecord[] {
    if (userIDs.length === 0) return [];
    return (
      statement(
        this.db,
        'SELECT * FROM push_subscriptions WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY create_time',
      ).all(JSON.stringify(userIDs)) as Row[]
    ).map(fromRow);
  }
}

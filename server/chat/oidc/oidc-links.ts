import type { ChatDb } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';

/** Which provider identity signs in to which account: by the operator's claim, and by `sub` for back-channel logout. */
export class OidcLinks {
  constructor(
    private readonly db: ChatDb,
    private readonly issuer: string,
    private readonly now: () => number = Date.now,
  ) {}

  async userByKey(accountKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('oidc_links')
      .select('user_id')
      .where('issuer', '=', this.issuer)
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
    return row?.user_id;
  }

  async usersBySubject(subject: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('oidc_links')
      .select('user_id')
      .where('issuer', '=', this.issuer)
      .where('subject', '=', subject)
      .execute();
    return rows.map((row) => row.user_id);
  }

  async link(subject: string, accountKey: string, userID: string): Promise<void> {
    await this.db
      .insertInto('oidc_links')
      .values({ issuer: this.issuer, subject, account_key: accountKey, user_id: userID, create_time: this.now() })
      .execute();
  }
}

/** Of these accounts, the ones that sign in through an identity provider (the admin console marks them). */
export async function linkedAmong(db: ChatDb, userIDs: readonly string[]): Promise<Set<string>> {
  const rows = await inChunks(userIDs, (chunk) =>
    db.selectFrom('oidc_links').select('user_id').where('user_id', 'in', chunk).execute(),
  );
  return new Set(rows.map((row) => row.user_id));
}

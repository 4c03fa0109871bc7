import type { ChatDb } from './storage/chat-schema.ts';

export type RelationKind = 'friends' | 'blocks';

/** Reads one owner's list from IM (OpenIM's REST API has one route a list and an owner). */
export type RelationLoader = (kind: RelationKind, owner: string) => Promise<readonly string[]>;

/** Owners read in one statement: well inside both databases' limits on bound parameters. */
const OWNERS_PER_READ = 500;

interface Wanted {
  kind: RelationKind;
  owner: string;
  waiters: Array<{ resolve: (ids: readonly string[]) => void; reject: (error: unknown) => void }>;
}

const keyOf = (kind: RelationKind, owner: string) => `${kind}:${owner}`;

/**
 * Friend and block lists as IM last gave them, kept in the chat database for every copy. OpenIM's REST API reads one
 * owner's list a request, and the moments feed needs the lists of the viewer and of every friend (visibility.ts): the
 * copies ask IM once for each list, and after that read them all in one statement, whichever copy asks and however
 * cold its own memory. A webhook saying a list changed marks it stale for everyone (`invalidate`); a list also goes
 * stale after `trustMs`, in case a webhook was lost (OpenIM posts its after-callbacks once, without retries).
 */
export class RelationReplica {
  private wanted = new Map<string, Wanted>();

  constructor(
    private readonly db: ChatDb,
    private readonly trustMs: number,
    private readonly load: RelationLoader,
    private readonly now: () => number = Date.now,
  ) {}

  /** Lists asked for within one tick are read from the database together. */
  list(kind: RelationKind, owner: string): Promise<readonly string[]> {
    return new Promise((resolve, reject) => {
      if (this.wanted.size === 0) queueMicrotask(() => void this.flush());
      const key = keyOf(kind, owner);
      const entry = this.wanted.get(key) ?? { kind, owner, waiters: [] };
      entry.waiters.push({ resolve, reject });
      this.wanted.set(key, entry);
    });
  }

  /**
   * Marks lists stale (cache keys of im-cache.ts: `friends:<owner>`, `blocks:<owner>`; others are not lists). The
   * next reader asks IM, and a read already under way does not store what it got.
   */
  async invalidate(keys: readonly string[]): Promise<void> {
    const rows = new Map<string, { owner_user_id: string; kind: RelationKind }>();
    for (const key of keys) {
      const colon = key.indexOf(':');
      if (colon < 0) continue;
      const kind = key.slice(0, colon);
      if (kind === 'friends' || kind === 'blocks') rows.set(key, { owner_user_id: key.slice(colon + 1), kind });
    }
    if (rows.size === 0) return;
    // Rows locked in one order by every statement: two webhooks marking the same two lists the other way round (a
    // friendship's two sides) deadlocked on PostgreSQL, and the one it aborted left its lists trusted.
    const ordered = [...rows.keys()].sort().map((key) => rows.get(key)!);
    await this.db
      .insertInto('chat_relation_lists')
      .values(ordered.map((row) => ({ ...row, member_ids: '[]', loaded_at: 0, generation: 1 })))
      .onConflict((oc) =>
        oc.columns(['owner_user_id', 'kind']).doUpdateSet((eb) => ({
          loaded_at: 0,
          generation: eb('chat_relation_lists.generation', '+', 1),
        })),
      )
      .execute();
  }

  private async flush(): Promise<void> {
    const wanted = this.wanted;
    this.wanted = new Map();
    const owners = [...new Set([...wanted.values()].map((entry) => entry.owner))];
    for (let i = 0; i < owners.length; i += OWNERS_PER_READ) {
      const batch = new Set(owners.slice(i, i + OWNERS_PER_READ));
      const entries = [...wanted.values()].filter((entry) => batch.has(entry.owner));
      try {
        const rows = await this.db
          .selectFrom('chat_relation_lists')
          .select(['owner_user_id', 'kind', 'member_ids', 'loaded_at', 'generation'])
          .where('owner_user_id', 'in', [...batch])
          .execute();
        const kept = new Map(rows.map((row) => [keyOf(row.kind as RelationKind, row.owner_user_id), row]));
        const trustedSince = this.now() - this.trustMs;
        await Promise.all(
          entries.map(async (entry) => {
            const row = kept.get(keyOf(entry.kind, entry.owner));
            try {
              const ids =
                row && row.loaded_at > trustedSince
                  ? (JSON.parse(row.member_ids) as string[])
                  : await this.refresh(entry, row?.generation ?? 0);
              for (const waiter of entry.waiters) waiter.resolve(ids);
            } catch (error) {
              for (const waiter of entry.waiters) waiter.reject(error);
            }
          }),
        );
      } catch (error) {
        for (const entry of entries) for (const waiter of entry.waiters) waiter.reject(error);
      }
    }
  }

  /** Asks IM, and keeps the answer unless a webhook marked the list since `generation` was read. */
  private async refresh({ kind, owner }: Wanted, generation: number): Promise<readonly string[]> {
    const ids = await this.load(kind, owner);
    await this.db
      .insertInto('chat_relation_lists')
      .values({ owner_user_id: owner, kind, member_ids: JSON.stringify(ids), loaded_at: this.now(), generation })
      .onConflict((oc) =>
        oc
          .columns(['owner_user_id', 'kind'])
          .doUpdateSet((eb) => ({ member_ids: eb.ref('excluded.member_ids'), loaded_at: eb.ref('excluded.loaded_at') }))
          .where('chat_relation_lists.generation', '=', generation),
      )
      .execute();
    return ids;
  }
}

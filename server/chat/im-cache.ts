/**
 * The HTTP adapter's cache of hot reads (friend lists, block lists, group members, profiles). Each entry holds the
 * read's promise from the moment it starts, so a webhook that lands while the read is in flight still drops it.
 * Entries expire after `ttlMs` as a safety net for a webhook OpenIM dropped (its after-callbacks are fire-and-forget).
 */
export class ImCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return read();
    const found = this.entries.get(key);
    if (found && found.until > this.now()) return found.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = read();
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    // A failed read is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(...keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }

  /** Everything: after a copy may have missed what another told it (shared-invalidations.ts). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export const friendsKey = (owner: string) => `friends:${owner}`;
export const blocksKey = (owner: string) => `blocks:${owner}`;
export const membersKey = (groupID: string) => `members:${groupID}`;
export const profileKey = (userID: string) => `profile:${userID}`;

import type { ImPort } from './im-port.ts';

/**
 * Friendships and blocks of a known set of owners, read through the port once per request so the rules
 * (visibility.ts) stay synchronous. Asking about an owner not loaded is a programming error, not a "no".
 */
export class RelationFacts {
  private constructor(
    private readonly friends: ReadonlyMap<string, ReadonlySet<string>>,
    private readonly blocks: ReadonlyMap<string, ReadonlySet<string>>,
  ) {}

  static async load(im: Pick<ImPort, 'friendIDs' | 'blockedIDs'>, owners: Iterable<string>): Promise<RelationFacts> {
    const unique = [...new Set(owners)].filter((owner) => owner !== '');
    const [friends, blocks] = await Promise.all([
      Promise.all(unique.map(async (owner) => [owner, new Set(await im.friendIDs(owner))] as const)),
      Promise.all(unique.map(async (owner) => [owner, new Set(await im.blockedIDs(owner))] as const)),
    ]);
    return new RelationFacts(new Map(friends), new Map(blocks));
  }

  private of(map: ReadonlyMap<string, ReadonlySet<string>>, owner: string): ReadonlySet<string> {
    const found = map.get(owner);
    if (!found) throw new Error(`relations of ${owner} were not loaded`);
    return found;
  }

  /** Whether `owner` has `other` as a friend. */
  isFriend(owner: string, other: string): boolean {
    return this.of(this.friends, owner).has(other);
  }

  friendIDs(owner: string): string[] {
    return [...this.of(this.friends, owner)];
  }

  /** Whether either blocked the other: both must have been loaded. */
  apart(a: string, b: string): boolean {
    if (a === '' || b === '') return false;
    return this.of(this.blocks, a).has(b) || this.of(this.blocks, b).has(a);
  }
}

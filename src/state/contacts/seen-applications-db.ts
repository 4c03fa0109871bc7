import { Dexie, type EntityTable } from 'dexie';

export type ApplicationKind = 'friend' | 'group';

interface SeenApplication {
  owner: string;
  kind: ApplicationKind;
  key: string;
}

/**
 * Which received applications each user has already looked at ("accessed friend applications and accessed group
 * applications per user", product-spec §3 "Stored locally"). IndexedDB keeps them across reloads and restarts.
 */
class SeenApplicationsDatabase extends Dexie {
  seen!: EntityTable<SeenApplication>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ seen: '[owner+kind+key], [owner+kind]' });
  }
}

let database: SeenApplicationsDatabase | undefined;
const open = () => (database ??= new SeenApplicationsDatabase('parley-seen-applications'));

export async function readSeenApplications(owner: string, kind: ApplicationKind): Promise<Set<string>> {
  const rows = await open().seen.where('[owner+kind]').equals([owner, kind]).toArray();
  return new Set(rows.map((row) => row.key));
}

export async function markApplicationsSeen(owner: string, kind: ApplicationKind, keys: string[]): Promise<void> {
  await open().seen.bulkPut(keys.map((key) => ({ owner, kind, key })));
}

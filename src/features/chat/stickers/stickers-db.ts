import { Dexie, liveQuery, type Observable, type Table } from 'dexie';

/** A picture the user keeps to send again as a sticker (a face message). */
export interface Sticker {
  url: string;
  width: number;
  height: number;
  addedAt: number;
}

interface StoredSticker extends Sticker {
  owner: string;
}

/**
 * Each user's stickers ("add to favourite emoji" in OpenIM's apps). They live on this device only, keyed by the
 * signed-in userID so that two accounts on one browser keep their own.
 */
class StickersDatabase extends Dexie {
  stickers!: Table<StoredSticker, [string, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ stickers: '[owner+url], owner' });
  }
}

let database: StickersDatabase | undefined;
const open = () => (database ??= new StickersDatabase('parley-stickers'));

/** Keeps a sticker; false when the user already has one with this address (the first one stays as it was). */
export async function addSticker(owner: string, sticker: Omit<Sticker, 'addedAt'>, now = Date.now()): Promise<boolean> {
  const db = open();
  return db.transaction('rw', db.stickers, async () => {
    if (await db.stickers.get([owner, sticker.url])) return false;
    await db.stickers.add({ owner, ...sticker, addedAt: now });
    return true;
  });
}

export async function removeSticker(owner: string, url: string): Promise<void> {
  await open().stickers.delete([owner, url]);
}

/** The user's stickers, the newest first. */
export async function readStickers(owner: string): Promise<Sticker[]> {
  const rows = await open().stickers.where('owner').equals(owner).toArray();
  return rows
    .sort((a, b) => b.addedAt - a.addedAt)
    .map(({ url, width, height, addedAt }) => ({ url, width, height, addedAt }));
}

/** The user's stickers as they change (adding from a chat while the picker is open shows at once). */
export function watchStickers(owner: string): Observable<Sticker[]> {
  return liveQuery(() => readStickers(owner));
}

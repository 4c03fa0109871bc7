import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addSticker, readStickers, removeSticker } from './stickers-db';

const picture = (name: string) => ({ url: `https://files.example/${name}.png`, width: 100, height: 80 });

describe('stickers', () => {
  it('keeps each user’s stickers, the newest first, without duplicate addresses', async () => {
    expect(await addSticker('alice', picture('a'), 1)).toBe(true);
    expect(await addSticker('alice', picture('b'), 2)).toBe(true);
    expect(await addSticker('alice', { ...picture('a'), width: 5 }, 3)).toBe(false);
    expect(await addSticker('bob', picture('a'), 4)).toBe(true);

    expect(await readStickers('alice')).toEqual([
      { ...picture('b'), addedAt: 2 },
      { ...picture('a'), addedAt: 1 },
    ]);
    expect(await readStickers('bob')).toEqual([{ ...picture('a'), addedAt: 4 }]);
    expect(await readStickers('nobody')).toEqual([]);
  });

  it('removes a sticker for its user only', async () => {
    await addSticker('carol', picture('c'), 1);
    await addSticker('dave', picture('c'), 1);
    await removeSticker('carol', picture('c').url);

    expect(await readStickers('carol')).toEqual([]);
    expect(await readStickers('dave')).toEqual([{ ...picture('c'), addedAt: 1 }]);
    // Once removed it can be added again.
    expect(await addSticker('carol', picture('c'), 5)).toBe(true);
  });
});

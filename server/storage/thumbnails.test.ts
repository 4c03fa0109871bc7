import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_SIDES, ThumbnailCache, thumbnailRequest } from './thumbnails.ts';

async function picture(dir: string, width: number, height: number, fileID = 'file-1') {
  const path = join(dir, fileID);
  await sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toFile(path);
  return { fileID, path, contentType: 'image/png' };
}

describe('thumbnails', () => {
  it('reads the snapshot query the SDK appends into one of the fixed boxes, and nothing else', () => {
    expect(thumbnailRequest({ type: 'image', width: '640', height: '640' })).toEqual({ width: 640, height: 640 });
    expect(thumbnailRequest({ type: 'image', width: '641', height: '20' })).toEqual({ width: 1280, height: 1280 });
    expect(thumbnailRequest({ type: 'image', width: '1', height: '1' })).toEqual({ width: 160, height: 160 });
    expect(thumbnailRequest({ type: 'image', width: '2048', height: '2048' })).toEqual({ width: 1280, height: 1280 });
    expect(thumbnailRequest({ width: '640', height: '640' })).toBeNull();
    expect(thumbnailRequest({ type: 'image', width: '0', height: '640' })).toBeNull();
    expect(thumbnailRequest({ type: 'image', width: '99999', height: '640' })).toBeNull();
    expect(thumbnailRequest({ type: 'image', width: '6e2', height: '640' })).toBeNull();
    expect(thumbnailRequest(undefined)).toBeNull();
  });

  it('keeps at most one copy per fixed box of a picture, whatever sizes are asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-thumbs-'));
    const object = await picture(dir, 900, 600);
    const cache = new ThumbnailCache(join(dir, 'thumbnails'));
    for (let side = 100; side <= 2000; side += 37) {
      const size = thumbnailRequest({ type: 'image', width: String(side), height: String(side) })!;
      expect(await cache.thumbnail(object, size)).not.toBeNull();
    }
    expect(readdirSync(join(dir, 'thumbnails'))).toHaveLength(THUMBNAIL_SIDES.length);
    // A box outside the fixed set is never made, even when asked for directly.
    expect(await cache.thumbnail(object, { width: 333, height: 333 })).toBeNull();
  });

  it('scales a picture into the box keeping its shape, once, and never enlarges', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-thumbs-'));
    const object = await picture(dir, 900, 600);
    const cache = new ThumbnailCache(join(dir, 'thumbnails'));
    const path = await cache.thumbnail(object, { width: 640, height: 640 });
    expect(await sharp(path!).metadata()).toMatchObject({ width: 640, height: 427, format: 'png' });
    const madeAt = statSync(path!).mtimeMs;
    expect(await cache.thumbnail(object, { width: 640, height: 640 })).toBe(path);
    expect(statSync(path!).mtimeMs).toBe(madeAt);

    const large = await cache.thumbnail(object, { width: 1280, height: 1280 });
    expect(await sharp(large!).metadata()).toMatchObject({ width: 900, height: 600 });
  });

  it('bounds the cache by count and bytes, dropping the least recently served first, across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-thumbs-'));
    const cacheDir = join(dir, 'thumbnails');
    const pictures = await Promise.all([1, 2, 3, 4].map((n) => picture(dir, 400, 400, `p${n}`)));
    const box = { width: 160, height: 160 };
    const cache = new ThumbnailCache(cacheDir, { maxFiles: 3, maxBytes: 1024 ** 2 });
    for (const object of pictures.slice(0, 3)) await cache.thumbnail(object, box);
    await cache.thumbnail(pictures[0]!, box); // served again: now the most recent
    await cache.thumbnail(pictures[3]!, box);
    expect(readdirSync(cacheDir).sort()).toEqual(['p1-160x160', 'p3-160x160', 'p4-160x160']);
    expect(cache.usage().files).toBe(3);

    const { bytes } = cache.usage();
    const smaller = new ThumbnailCache(cacheDir, { maxFiles: 10, maxBytes: Math.floor(bytes / 2) });
    expect(smaller.usage().bytes).toBeLessThanOrEqual(Math.floor(bytes / 2));
    expect(readdirSync(cacheDir).length).toBeLessThan(3);
  });

  it('leaves other files and undecodable pictures to be served whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-thumbs-'));
    const cache = new ThumbnailCache(join(dir, 'thumbnails'));
    const text = join(dir, 'text');
    writeFileSync(text, 'hello');
    const size = { width: 160, height: 160 };
    expect(await cache.thumbnail({ fileID: 't', path: text, contentType: 'text/plain' }, size)).toBeNull();
    expect(await cache.thumbnail({ fileID: 'g', path: text, contentType: 'image/gif' }, size)).toBeNull();
    expect(await cache.thumbnail({ fileID: 'b', path: text, contentType: 'image/png' }, size)).toBeNull();
  });
});

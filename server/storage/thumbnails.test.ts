import { describe, expect, it } from 'vitest';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { thumbnailOf, thumbnailRequest } from './thumbnails.ts';

async function picture(dir: string, width: number, height: number) {
  const path = join(dir, 'file-1');
  await sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toFile(path);
  return { fileID: 'file-1', path, contentType: 'image/png' };
}

describe('thumbnails', () => {
  it('reads the snapshot query the SDK appends, and nothing else', () => {
    expect(thumbnailRequest({ type: 'image', width: '640', height: '640' })).toEqual({ width: 640, height: 640 });
    expect(thumbnailRequest({ width: '640', height: '640' })).toBeNull();
    expect(thumbnailRequest({ type: 'image', width: '0', height: '640' })).toBeNull();
    expect(thumbnailRequest({ type: 'image', width: '99999', height: '640' })).toBeNull();
    expect(thumbnailRequest({ type: 'image', width: '6e2', height: '640' })).toBeNull();
    expect(thumbnailRequest(undefined)).toBeNull();
  });

  it('scales a picture into the box keeping its shape, once, and never enlarges', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-thumbs-'));
    const object = await picture(dir, 900, 600);
    const cache = join(dir, 'thumbnails');
    const path = await thumbnailOf(object, { width: 640, height: 640 }, cache);
    expect(await sharp(path!).metadata()).toMatchObject({ width: 640, height: 427, format: 'png' });
    const madeAt = statSync(path!).mtimeMs;
    expect(await thumbnailOf(object, { width: 640, height: 640 }, cache)).toBe(path);
    expect(statSync(path!).mtimeMs).toBe(madeAt);

    const large = await thumbnailOf(object, { width: 2000, height: 2000 }, cache);
    expect(await sharp(large!).metadata()).toMatchObject({ width: 900, height: 600 });
  });

  it('leaves other files and undecodable pictures to be served whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-thumbs-'));
    const cache = join(dir, 'thumbnails');
    const text = join(dir, 'text');
    writeFileSync(text, 'hello');
    const size = { width: 64, height: 64 };
    expect(await thumbnailOf({ fileID: 't', path: text, contentType: 'text/plain' }, size, cache)).toBeNull();
    expect(await thumbnailOf({ fileID: 'g', path: text, contentType: 'image/gif' }, size, cache)).toBeNull();
    expect(await thumbnailOf({ fileID: 'b', path: text, contentType: 'image/png' }, size, cache)).toBeNull();
  });
});

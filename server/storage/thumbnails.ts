import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp, { type FormatEnum } from 'sharp';

/** Formats a thumbnail is made of, each kept in its own format. GIFs stay whole, so they keep their animation. */
const SCALABLE: Record<string, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The largest thumbnail side served; the SDK asks for 640 × 640. */
const MAX_SIDE = 2048;

export interface ThumbnailRequest {
  width: number;
  height: number;
}

/**
 * OpenIM's picture messages point their snapshot at the object URL with `?type=image&width=…&height=…` (the
 * object storage answers with a scaled picture). Reads that query; anything else is no thumbnail request.
 */
export function thumbnailRequest(query: unknown): ThumbnailRequest | null {
  const { type, width, height } = (query ?? {}) as Record<string, unknown>;
  if (type !== 'image') return null;
  const side = (value: unknown) => {
    const number = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : 0;
    return number >= 1 && number <= MAX_SIDE ? number : 0;
  };
  const size = { width: side(width), height: side(height) };
  return size.width && size.height ? size : null;
}

/**
 * A picture scaled to fit within the requested box (never enlarged), made once and kept beside the objects.
 * Returns null for what is not a scalable picture, or what cannot be decoded: the original is served instead.
 */
export async function thumbnailOf(
  object: { fileID: string; path: string; contentType: string },
  size: ThumbnailRequest,
  cacheDir: string,
): Promise<string | null> {
  const format = SCALABLE[object.contentType];
  if (!format) return null;
  const target = join(cacheDir, `${object.fileID}-${size.width}x${size.height}`);
  if (existsSync(target)) return target;
  mkdirSync(cacheDir, { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await sharp(object.path)
      .rotate()
      .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toFile(temp);
  } catch {
    rmSync(temp, { force: true });
    return null;
  }
  renameSync(temp, target);
  return target;
}

import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp, { type FormatEnum } from 'sharp';

/** Formats a thumbnail is made of, each kept in its own format. GIFs stay whole, so they keep their animation. */
const SCALABLE: Record<string, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * The only boxes a thumbnail is made for (square, in pixels); the SDK asks for 640 × 640. Any request is served
 * from the smallest box that holds it (the largest for more), so one picture has at most this many copies.
 */
export const THUMBNAIL_SIDES = [160, 320, 640, 1280] as const;

/** The cache's bounds: the least recently served copies go first once either is passed. */
const THUMBNAIL_CACHE = { maxFiles: 5000, maxBytes: 256 * 1024 ** 2 } as const;

/**
 * The largest picture scaled, in pixels (a 100-megapixel photo): decoding costs memory by pixels, whatever the
 * file's size, so a small file that unpacks to a giant picture is served whole instead of scaled.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/** The largest side a request may name; beyond it the query is not a thumbnail request. */
const MAX_REQUESTED_SIDE = 2048;

export interface ThumbnailRequest {
  width: number;
  height: number;
}

/**
 * OpenIM's picture messages point their snapshot at the object URL with `?type=image&width=…&height=…` (the
 * object storage answers with a scaled picture). Reads that query into one of the fixed boxes; anything else is no
 * thumbnail request.
 */
export function thumbnailRequest(query: unknown): ThumbnailRequest | null {
  const { type, width, height } = (query ?? {}) as Record<string, unknown>;
  if (type !== 'image') return null;
  const side = (value: unknown) => {
    const number = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : 0;
    return number >= 1 && number <= MAX_REQUESTED_SIDE ? number : 0;
  };
  const asked = Math.max(side(width), side(height));
  if (!side(width) || !side(height)) return null;
  const box = THUMBNAIL_SIDES.find((fixed) => fixed >= asked) ?? THUMBNAIL_SIDES.at(-1)!;
  return { width: box, height: box };
}

/**
 * Scaled pictures, made once and kept on disk within fixed bounds (count and bytes), the least recently served
 * dropped first. Anyone may ask for a thumbnail without a token, so neither the sizes nor the disk are theirs to
 * choose.
 */
export class ThumbnailCache {
  /** File name → bytes, least recently served first (a Map keeps insertion order). */
  private entries: Map<string, number> | undefined;
  private bytes = 0;
  private readonly making = new Map<string, Promise<string | null>>();

  constructor(
    private readonly dir: string,
    private readonly bounds: { maxFiles: number; maxBytes: number } = THUMBNAIL_CACHE,
  ) {}

  /** What an earlier run left, oldest first, read once. */
  private load(): Map<string, number> {
    if (this.entries) return this.entries;
    mkdirSync(this.dir, { recursive: true });
    const found = readdirSync(this.dir).flatMap((name) => {
      if (name.endsWith('.tmp')) {
        rmSync(join(this.dir, name), { force: true });
        return [];
      }
      const stats = statSync(join(this.dir, name));
      return [{ name, size: stats.size, time: stats.mtimeMs }];
    });
    found.sort((a, b) => a.time - b.time);
    this.entries = new Map(found.map(({ name, size }) => [name, size]));
    this.bytes = found.reduce((sum, { size }) => sum + size, 0);
    this.evict();
    return this.entries;
  }

  private evict(keep?: string): void {
    const entries = this.entries!;
    for (const [name, size] of entries) {
      if (entries.size <= this.bounds.maxFiles && this.bytes <= this.bounds.maxBytes) break;
      if (name === keep) continue;
      entries.delete(name);
      this.bytes -= size;
      rmSync(join(this.dir, name), { force: true });
    }
  }

  /** How many copies are kept, and their bytes. */
  usage(): { files: number; bytes: number } {
    return { files: this.load().size, bytes: this.bytes };
  }

  /**
   * A picture scaled to fit within the box (never enlarged). Null for what is not a scalable picture, or what cannot
   * be decoded: the original is served instead.
   */
  async thumbnail(
    object: { fileID: string; path: string; contentType: string },
    size: ThumbnailRequest,
  ): Promise<string | null> {
    const format = SCALABLE[object.contentType];
    if (!format || !THUMBNAIL_SIDES.some((side) => side === size.width && side === size.height)) return null;
    const entries = this.load();
    const name = `${object.fileID}-${size.width}x${size.height}`;
    const kept = entries.get(name);
    if (kept !== undefined) {
      entries.delete(name);
      entries.set(name, kept);
      return join(this.dir, name);
    }
    let made = this.making.get(name);
    if (!made) {
      made = this.make(object.path, format, size, name).finally(() => this.making.delete(name));
      this.making.set(name, made);
    }
    return made;
  }

  private async make(
    source: string,
    format: keyof FormatEnum,
    size: ThumbnailRequest,
    name: string,
  ): Promise<string | null> {
    const target = join(this.dir, name);
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
        .toFormat(format)
        .toFile(temp);
    } catch {
      rmSync(temp, { force: true });
      return null;
    }
    renameSync(temp, target);
    const bytes = statSync(target).size;
    this.entries!.set(name, bytes);
    this.bytes += bytes;
    this.evict(name);
    return target;
  }
}

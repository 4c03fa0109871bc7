import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

type Post = <T>(path: string, body: unknown, token?: string) => Promise<T>;

const AVATARS_DIR = fileURLToPath(new URL('../../public/demo/avatars/', import.meta.url));

/**
 * Puts a demo person's avatar into object storage the way the SDK uploads a picture, and returns its absolute
 * address under `publicURL`. A relative `/demo/avatars/…` address works only on Parley's own origin; OpenIM's
 * clients load avatars from wherever they run. The drawing is stored as PNG: object storage serves only raster
 * pictures inline (an SVG could carry script).
 */
export async function uploadDemoAvatar(
  post: Post,
  key: string,
  session: { userID: string; imToken: string },
  publicURL: string,
): Promise<string> {
  const png = await sharp(await readFile(`${AVATARS_DIR}${key}.svg`))
    .resize(256, 256)
    .png()
    .toBuffer();
  const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');
  const partMd5 = md5(png);
  // As the SDK does: the upload's hash is the MD5 of its parts' MD5s joined by commas (one part here).
  const hash = md5(partMd5);
  const name = `${session.userID}/avatar-${partMd5}.png`;
  const urlPrefix = `${publicURL.replace(/\/+$/, '')}/object/`;
  const started = await post<{ url: string; upload: { uploadID: string; sign: { parts: Array<{ url: string }> } } }>(
    '/api/object/initiate_multipart_upload',
    { hash, size: png.length, partSize: png.length, maxParts: 1, cause: '', name, contentType: 'image/png', urlPrefix },
    session.imToken,
  );
  if (!started.upload) return started.url;
  const part = await fetch(started.upload.sign.parts[0]!.url, { method: 'PUT', body: png });
  if (!part.ok) throw new Error(`avatar upload: HTTP ${part.status}`);
  const { url } = await post<{ url: string }>(
    '/api/object/complete_multipart_upload',
    { uploadID: started.upload.uploadID, parts: [partMd5], name, contentType: 'image/png', urlPrefix },
    session.imToken,
  );
  return url;
}

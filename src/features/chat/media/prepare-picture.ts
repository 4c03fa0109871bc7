/** Pictures larger than this on their longer side are scaled down before upload. */
export const MAX_PICTURE_SIDE = 1920;
const JPEG_QUALITY = 0.85;
/** Formats the browser would lose something by re-encoding (animation, transparency, vectors) are sent as they are. */
const KEEP_AS_IS = new Set(['image/gif', 'image/svg+xml', 'image/png', 'image/webp']);

export interface PreparedPicture {
  file: File;
  width: number;
  height: number;
}

/** The size a picture is scaled to so that its longer side is at most `maxSide`; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = MAX_PICTURE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Reads a picture's size and, for large photos, re-encodes a smaller JPEG in the browser before it is uploaded. */
export async function preparePicture(file: File): Promise<PreparedPicture> {
  const bitmap = await createImageBitmap(file);
  try {
    const target = fitWithin(bitmap.width, bitmap.height);
    const unchanged = target.width === bitmap.width && target.height === bitmap.height;
    if (unchanged || KEEP_AS_IS.has(file.type)) return { file, width: bitmap.width, height: bitmap.height };
    const canvas = new OffscreenCanvas(target.width, target.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return { file: new File([blob], name, { type: 'image/jpeg' }), ...target };
  } finally {
    bitmap.close();
  }
}

/** An RFC 9110 token, lower-cased: what a media type's type and subtype may be made of. */
const TOKEN = "[a-z0-9!#$%&'*+.^_`|~-]{1,127}";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}$`);

/**
 * The canonical form of a content type as a client announced it: its essence (`type/subtype`), lower-cased, without
 * parameters; `application/octet-stream` for none. Null for anything that is not one media type, such as
 * `image/png,text/html` or `image/png text/html`: the whole value is checked, not its start.
 */
export function canonicalContentType(announced: string): string | null {
  const essence = (announced.split(';', 1)[0] ?? '').trim().toLowerCase();
  if (essence === '') return 'application/octet-stream';
  return MEDIA_TYPE.test(essence) ? essence : null;
}

/** The exact types served inline (README "Objects"); every other type downloads as an attachment. */
export const INLINE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];
export const INLINE_AUDIO_TYPES = [
  'audio/aac',
  'audio/amr',
  'audio/flac',
  'audio/mp4',
  'audio/mpeg',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/webm',
  'audio/x-m4a',
  'audio/x-wav',
  'audio/3gpp',
];
export const INLINE_VIDEO_TYPES = [
  'video/mp4',
  'video/mpeg',
  'video/ogg',
  'video/quicktime',
  'video/webm',
  'video/x-m4v',
  'video/x-matroska',
  'video/3gpp',
];
const INLINE_TYPES = new Set([...INLINE_PICTURE_TYPES, ...INLINE_AUDIO_TYPES, ...INLINE_VIDEO_TYPES]);

/**
 * Which canonical content types each upload cause may carry; files, logs and avatars may be anything. Pictures keep
 * any image type (the app sends SVG as it is; it downloads rather than shows), sound and video only the exact ones.
 */
const ALLOWED_TYPES: Record<string, (type: string) => boolean> = {
  'msg-picture': (type) => /^image\/[a-z0-9.+-]+$/.test(type),
  'msg-video-snapshot': (type) => /^image\/[a-z0-9.+-]+$/.test(type),
  'msg-voice': (type) =>
    INLINE_AUDIO_TYPES.includes(type) || type === 'video/webm' || type === 'application/octet-stream',
  'msg-video': (type) => INLINE_VIDEO_TYPES.includes(type) || type === 'application/octet-stream',
};

export const allowedForCause = (cause: string, canonical: string) => ALLOWED_TYPES[cause]?.(canonical) ?? true;

/**
 * How a stored object is served: its canonical type, inline only when that is exactly one of the listed picture,
 * sound or video types (never a made-up `video/html`); anything else, objects stored before types were checked
 * included, as an octet-stream attachment, so an upload can never run as a page.
 */
export function servedContentType(stored: string): { contentType: string; inline: boolean } {
  const canonical = canonicalContentType(stored);
  return canonical !== null && INLINE_TYPES.has(canonical)
    ? { contentType: canonical, inline: true }
    : { contentType: 'application/octet-stream', inline: false };
}

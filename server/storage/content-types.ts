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

/** Which canonical content types each upload cause may carry; files, logs and avatars may be anything. */
const ALLOWED_TYPES: Record<string, RegExp> = {
  'msg-picture': /^image\/[a-z0-9.+-]+$/,
  'msg-video-snapshot': /^image\/[a-z0-9.+-]+$/,
  'msg-voice': /^(audio\/[a-z0-9.+-]+|video\/webm|application\/octet-stream)$/,
  'msg-video': /^(video\/[a-z0-9.+-]+|application\/octet-stream)$/,
};

export const allowedForCause = (cause: string, canonical: string) => ALLOWED_TYPES[cause]?.test(canonical) ?? true;

/** Media a browser may show inline, matched whole; anything else downloads, so an upload can never run as a page. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/;

/**
 * How a stored object is served: its canonical type, inline only when that is exactly a picture, sound or video
 * type; anything else (objects stored before types were checked included) as an octet-stream attachment.
 */
export function servedContentType(stored: string): { contentType: string; inline: boolean } {
  const canonical = canonicalContentType(stored);
  return canonical !== null && INLINE_TYPES.test(canonical)
    ? { contentType: canonical, inline: true }
    : { contentType: 'application/octet-stream', inline: false };
}

import LinkifyIt from 'linkify-it';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Only http(s) and www addresses become links (product-spec §9): mailto, ftp and protocol-relative schemas are
 * removed, e-mail and IP guessing is off, and bare domains ("example.com") are dropped after matching.
 */
const linkify = new LinkifyIt({}, { fuzzyEmail: false, fuzzyIP: false })
  .add('mailto:', null)
  .add('ftp:', null)
  .add('//', null);

/**
 * Chinese, Japanese and Korean script and full-width punctuation end a link and may touch it on either side:
 * "看https://example.com吧" links only the address. linkify-it wants a space or punctuation before a link and counts
 * these letters as part of it, so they are masked as spaces (same UTF-16 length) before matching.
 * The cost: a link whose host or path is written in CJK characters stops at the first one.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/gu;

/** Splits message text into plain text and links; the caller renders both as text, never as HTML. */
export function linkifyText(text: string): TextSegment[] {
  const masked = text.replace(CJK, (char) => ' '.repeat(char.length));
  const segments: TextSegment[] = [];
  let position = 0;
  for (const match of linkify.match(masked) ?? []) {
    const raw = text.slice(match.index, match.lastIndex);
    const href = toHref(raw, match.schema);
    if (!href) continue;
    if (match.index > position) segments.push({ kind: 'text', text: text.slice(position, match.index) });
    segments.push({ kind: 'link', text: raw, href });
    position = match.lastIndex;
  }
  if (position < text.length) segments.push({ kind: 'text', text: text.slice(position) });
  return segments;
}

/** The address to open: http(s) as written, www with https:// in front; anything else is not a link. */
function toHref(raw: string, schema: string): string | null {
  let candidate: string;
  if (/^https?:$/i.test(schema)) candidate = raw;
  else if (schema === '' && /^www\./i.test(raw)) candidate = `https://${raw}`;
  else return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

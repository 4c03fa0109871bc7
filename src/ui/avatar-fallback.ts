const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Upper case where the script has case ("g" shows "G"); a letter whose capital is two letters (ß) stays. */
function capital(character: string): string {
  const upper = character.toLocaleUpperCase();
  return Array.from(upper).length === Array.from(character).length ? upper : character;
}

/**
 * The character an avatar without a picture shows: the last one of the name (product-spec §9), counted as a
 * person sees it, so an emoji, a flag or a CJK extension character is never cut in half, and in upper case. '?'
 * for no name.
 */
export function avatarFallbackText(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '?';
  if (graphemes) {
    let last = '';
    for (const { segment } of graphemes.segment(trimmed)) last = segment;
    return capital(last);
  }
  return capital(Array.from(trimmed).at(-1) ?? '?');
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * The character an avatar without a picture shows: the last one of the name (product-spec §9), counted as a
 * person sees it, so an emoji, a flag or a CJK extension character is never cut in half. '?' for no name.
 */
export function avatarFallbackText(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '?';
  if (graphemes) {
    let last = '';
    for (const { segment } of graphemes.segment(trimmed)) last = segment;
    return last;
  }
  return Array.from(trimmed).at(-1) ?? '?';
}

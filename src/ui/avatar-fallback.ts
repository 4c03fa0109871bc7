const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Characters as a person sees them, so an emoji, a flag or a CJK extension character is never cut in half. */
const charactersOf = (text: string): string[] =>
  graphemes ? Array.from(graphemes.segment(text), ({ segment }) => segment) : Array.from(text);

/** Han, kana and hangul: names written in them are read by their last character (product-spec §9). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const STARTS_WITH_LETTER = /^\p{L}/u;

/** Upper case where the script has case ("g" shows "G"); a letter whose capital is two letters (ß) stays. */
function capital(character: string): string {
  const upper = character.toLocaleUpperCase();
  return Array.from(upper).length === Array.from(character).length ? upper : character;
}

/**
 * What an avatar without a picture shows (issue 27 point 11). A name with a Chinese, Japanese or Korean
 * character shows its last character, as product-spec §9 says and as such names are read ("张三" shows "三").
 * Other names show initials, the first letters of the first and the last word ("Newbie Nora" shows "NN",
 * "Alice" "A"), as Latin, Greek or Cyrillic names are abbreviated; the spec's last character would show "A" for
 * "Newbie Nora". Words that do not start with a letter (an emoji) give no initial; a name with no such word shows
 * its last character. '?' for no name.
 */
export function avatarFallbackText(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '?';
  if (CJK.test(trimmed)) return capital(charactersOf(trimmed).at(-1) ?? '?');
  const initials = trimmed
    .split(/\s+/u)
    .filter((word) => STARTS_WITH_LETTER.test(word))
    .map((word) => capital(charactersOf(word)[0]!));
  if (initials.length === 0) return capital(charactersOf(trimmed).at(-1) ?? '?');
  return initials.length === 1 ? initials[0]! : `${initials[0]}${initials.at(-1)}`;
}

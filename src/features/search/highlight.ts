export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The text cut into parts around every occurrence of the keyword (ignoring case), so a screen can mark the
 * matches with elements while the text itself stays text.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (e.g. 'İ'); then offsets would not line up, so nothing is marked.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

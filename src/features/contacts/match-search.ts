/** Whether any of the texts contains the query, ignoring case and surrounding spaces; an empty query matches. */
export function matchesSearch(query: string, texts: readonly (string | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}
